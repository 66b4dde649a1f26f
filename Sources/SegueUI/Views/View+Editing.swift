extension View {
  /// Has the first responder resign when it is this view or inside it, the analogue of
  /// `endEditing(_:)`; with `force` it resigns whatever it answers. Returns whether no first
  /// responder is left inside the view.
  @discardableResult
  public func endEditing(_ force: Bool) -> Bool {
    guard let window, let current = window.firstResponder as? View, current.isDescendant(of: self) else { return true }
    guard force else { return current.resignFirstResponder() }
    window.forceResignFirstResponder(inSubtreeOf: self)
    return true
  }
}
