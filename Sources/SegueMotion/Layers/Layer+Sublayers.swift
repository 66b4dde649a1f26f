extension Layer {
  /// Appends `layer` as the front-most sublayer, removing it from its previous superlayer.
  ///
  /// Adding a layer to itself or to one of its own sublayers would make a cycle; Segue ignores
  /// such a call instead of raising as the platform does.
  public func addSublayer(_ layer: Layer) {
    insertSublayer(layer, at: sublayers.count)
  }

  /// Inserts `layer` at `index` among the sublayers; an index past the end appends.
  public func insertSublayer(_ layer: Layer, at index: Int) {
    guard !isDescendant(of: layer) else { return }
    layer.removeFromSuperlayer()
    let clamped = min(max(0, index), sublayers.count)
    sublayers.insert(layer, at: clamped)
    layer.superlayer = self
  }

  /// Inserts `layer` just above `sibling`; when `sibling` is not a sublayer, `layer` is appended.
  public func insertSublayer(_ layer: Layer, above sibling: Layer) {
    guard layer !== sibling else { return }
    layer.removeFromSuperlayer()
    let index = sublayers.firstIndex { $0 === sibling }.map { $0 + 1 } ?? sublayers.count
    insertSublayer(layer, at: index)
  }

  /// Inserts `layer` just below `sibling`; when `sibling` is not a sublayer, `layer` goes to the back.
  public func insertSublayer(_ layer: Layer, below sibling: Layer) {
    guard layer !== sibling else { return }
    layer.removeFromSuperlayer()
    let index = sublayers.firstIndex { $0 === sibling } ?? 0
    insertSublayer(layer, at: index)
  }

  /// Puts `newLayer` where `oldLayer` is; does nothing when `oldLayer` is not a sublayer.
  public func replaceSublayer(_ oldLayer: Layer, with newLayer: Layer) {
    guard oldLayer !== newLayer, sublayers.contains(where: { $0 === oldLayer }) else { return }
    newLayer.removeFromSuperlayer()
    guard let index = sublayers.firstIndex(where: { $0 === oldLayer }) else { return }
    oldLayer.removeFromSuperlayer()
    insertSublayer(newLayer, at: index)
  }

  /// Detaches the layer from its superlayer; its animations stay attached.
  public func removeFromSuperlayer() {
    guard let parent = superlayer else { return }
    parent.sublayers.removeAll { $0 === self }
    superlayer = nil
  }

  /// Whether the layer is `ancestor` or lies somewhere below it.
  public func isDescendant(of ancestor: Layer) -> Bool {
    var current: Layer? = self
    while let layer = current {
      if layer === ancestor { return true }
      current = layer.superlayer
    }
    return false
  }

  /// The root of the tree the layer belongs to.
  public var rootLayer: Layer {
    var layer = self
    while let parent = layer.superlayer { layer = parent }
    return layer
  }
}
