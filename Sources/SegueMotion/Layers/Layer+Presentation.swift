extension Layer {
  /// The layer's presentation values at absolute time `time`: the model values with every
  /// attached animation applied in the order they were added.
  public func presentation(at time: Double) -> LayerValues {
    presentation(layerTime: localTime(atAbsolute: time))
  }

  /// A snapshot of the subtree's presentation at absolute time `time`, for rendering.
  ///
  /// Hidden layers are left out; sublayers are ordered by `zPosition` (stable).
  public func renderTree(at time: Double) -> RenderLayer {
    renderTree(layerTime: localTime(atAbsolute: time))
  }

  /// A snapshot of the subtree's model values, with no animation applied: what the screen will
  /// show once every change made so far has been committed and every animation has ended.
  ///
  /// Hidden layers are left out; sublayers are ordered by `zPosition` (stable).
  public func modelTree() -> RenderLayer {
    let children = sublayers.filter { !$0.model.isHidden }.enumerated()
      .sorted { ($0.element.model.zPosition, $0.offset) < ($1.element.model.zPosition, $1.offset) }
      .map { $0.element.modelTree() }
    return RenderLayer(values: model, sublayers: children)
  }

  private func presentation(layerTime: Double) -> LayerValues {
    var values = model
    for attached in attachedAnimations {
      attached.apply(to: &values, layerTime: layerTime)
    }
    return values
  }

  private func renderTree(layerTime: Double) -> RenderLayer {
    let values = presentation(layerTime: layerTime)
    var children: [(z: Double, node: RenderLayer)] = []
    for sublayer in sublayers where !sublayer.model.isHidden || !sublayer.attachedAnimations.isEmpty {
      let node = sublayer.renderTree(layerTime: sublayer.childTime(parentTime: layerTime))
      if !node.values.isHidden { children.append((node.values.zPosition, node)) }
    }
    children = children.enumerated()
      .sorted { ($0.element.z, $0.offset) < ($1.element.z, $1.offset) }
      .map(\.element)
    return RenderLayer(values: values, sublayers: children.map(\.node))
  }
}
