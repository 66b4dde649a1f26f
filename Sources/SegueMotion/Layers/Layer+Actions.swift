extension Layer {
  /// Changes an animatable model value and runs its action: the delegate's choice, else, inside
  /// an open transaction whose actions are enabled, an implicit basic animation from the old
  /// value over the transaction's duration and timing function (`default` curve when unset),
  /// added under the property's name.
  public func setAnimatableValue<Value>(_ property: LayerProperty<Value>, _ value: Value) {
    let old = property.read(model)
    setModelValue(property.keyPath, value)
    guard Transaction.isOpen, !Transaction.disableActions else { return }
    let change = PropertyChange(key: property.name) { BasicAnimation(property, from: old) }
    switch delegate?.action(for: self, change: change) ?? .defaultAction {
    case .none:
      return
    case .animation(let animation):
      add(animation, forKey: property.name)
    case .scheduledAnimation(let animation, let start):
      add(animation, forKey: property.name, start: start)
    case .defaultAction:
      let animation = change.makeAnimation()
      animation.duration = Transaction.animationDuration
      animation.timingFunction = Transaction.animationTimingFunction ?? .default
      add(animation, forKey: property.name)
    }
  }
}
