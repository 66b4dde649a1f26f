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
    snapshot(values: model, time: 0) { sublayer, _ in
      sublayer.model.isHidden ? nil : (sublayer.model, 0)
    }
  }

  private func presentation(layerTime: Double) -> LayerValues {
    var values = model
    for attached in attachedAnimations {
      attached.apply(to: &values, layerTime: layerTime)
    }
    return values
  }

  private func renderTree(layerTime: Double) -> RenderLayer {
    snapshot(values: presentation(layerTime: layerTime), time: layerTime) { sublayer, parentTime in
      guard !sublayer.model.isHidden || !sublayer.attachedAnimations.isEmpty else { return nil }
      let time = sublayer.childTime(parentTime: parentTime)
      return (sublayer.presentation(layerTime: time), time)
    }
  }

  /// The subtree as ``RenderLayer``s: this layer with `values` at local time `time`, and each
  /// sublayer with the values and local time `visit` gives it from its superlayer's time (left
  /// out with its subtree when `visit` gives `nil`, or when its values are hidden); sublayers
  /// ordered by `zPosition` (stable).
  ///
  /// Depth first with a stack of its own, so that deep trees do not exhaust the thread's stack.
  private func snapshot(
    values: LayerValues, time: Double, visit: (_ sublayer: Layer, _ parentTime: Double) -> (LayerValues, Double)?
  ) -> RenderLayer {
    var stack = [TreeFrame(layer: self, values: values, time: time)]
    while true {
      let top = stack.count - 1
      let layer = stack[top].layer
      if stack[top].next < layer.sublayers.count {
        let sublayer = layer.sublayers[stack[top].next]
        stack[top].next += 1
        if let (values, time) = visit(sublayer, stack[top].time) {
          stack.append(TreeFrame(layer: sublayer, values: values, time: time))
        }
        continue
      }
      let node = stack.removeLast().node
      guard !stack.isEmpty else { return node }
      if !node.values.isHidden { stack[stack.count - 1].children.append(node) }
    }
  }
}

/// A layer being turned into a ``RenderLayer``: its values, the nodes of the sublayers done so
/// far and the next sublayer to visit.
private struct TreeFrame {
  /// The layer.
  let layer: Layer
  /// Its values in the snapshot.
  let values: LayerValues
  /// Its local time.
  let time: Double
  /// The nodes of the sublayers visited so far, in tree order.
  var children: [RenderLayer] = []
  /// The index of the next sublayer to visit.
  var next = 0

  /// The layer's node: its values and its sublayers' nodes ordered by `zPosition` (stable).
  var node: RenderLayer {
    let ordered = children.enumerated()
      .sorted { ($0.element.values.zPosition, $0.offset) < ($1.element.values.zPosition, $1.offset) }
      .map(\.element)
    return RenderLayer(values: values, sublayers: ordered)
  }
}
