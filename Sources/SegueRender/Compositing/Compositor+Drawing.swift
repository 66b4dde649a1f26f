import SegueGeometry
import SegueMotion

extension Compositor {
  /// Draws `node`, whose bounds map into its superlayer's plane through `chain` (not yet
  /// flattened), with that plane mapped to the device by `planeToDevice`; `opacity` is what
  /// enclosing transform layers contribute.
  func drawSublayer(
    _ node: RenderLayer, chain: Transform3D, planeToDevice: Transform3D, opacity: Double, into canvas: inout Canvas
  ) {
    if node.values.preservesDepth {
      for plane in DepthPlane.planes(of: node, chain: chain, opacity: opacity) {
        draw(plane.node, toDevice: plane.chain.flattened.concatenating(planeToDevice), opacity: plane.opacity, into: &canvas)
      }
    } else {
      draw(node, toDevice: chain.flattened.concatenating(planeToDevice), opacity: opacity, into: &canvas)
    }
  }

  /// Draws a flat layer and its subtree, its bounds mapped to the device by `toDevice`, with its
  /// opacity multiplied by `inherited`.
  private func draw(_ node: RenderLayer, toDevice: Transform3D, opacity inherited: Double, into canvas: inout Canvas) {
    let values = node.values
    let opacity = Self.byte(min(max(values.opacity, 0), 1) * inherited)
    guard !values.isHidden, opacity > 0 else { return }
    if !values.isDoubleSided && !Self.facesViewer(values.bounds, toDevice) { return }
    let painter = LayerPainter(values: values, toDevice: toDevice, scale: scale)
    let paints = painter.paintCount
    let shadow = paints > 0 || !node.sublayers.isEmpty ? DropShadow(values, toDevice: toDevice) : nil
    let masksSublayers = values.masksToBounds && !node.sublayers.isEmpty
    let overlaps = !node.sublayers.isEmpty || paints > 1
    guard shadow != nil || masksSublayers || (opacity < 255 && overlaps) else {
      painter.paintBelowSublayers(opacity: opacity, into: &canvas)
      drawSublayers(of: node, toDevice: toDevice, into: &canvas)
      painter.paintBorder(opacity: opacity, into: &canvas)
      return
    }
    let mask = values.masksToBounds ? CoverageRasterizer(shape: CoverageShape(painter.roundedBounds, antialiased: values.antialiasedEdges), matrix: toDevice) : nil
    if values.masksToBounds && mask == nil { return }
    var group = Canvas(width: canvas.bitmap.width, height: canvas.bitmap.height)
    group.usesColumnPaints = canvas.usesColumnPaints
    painter.paintBelowSublayers(opacity: 255, into: &group)
    drawSublayers(of: node, toDevice: toDevice, into: &group)
    painter.paintBorder(opacity: 255, into: &group)
    if masksSublayers, let mask {
      group = GroupComposite(group: group, opacity: 255).masked(by: mask)
    }
    if let shadow {
      var shadowed = shadow.cast(from: group)
      if let mask { shadowed = GroupComposite(group: shadowed, opacity: 255).masked(by: mask) }
      GroupComposite(group: group, opacity: 255).composite(into: &shadowed, through: nil)
      group = shadowed
    }
    GroupComposite(group: group, opacity: opacity).composite(into: &canvas, through: nil)
  }

  private func drawSublayers(of node: RenderLayer, toDevice: Transform3D, into canvas: inout Canvas) {
    let space = node.values.sublayerTransformAboutAnchor
    for sublayer in node.sublayers {
      drawSublayer(
        sublayer, chain: sublayer.values.transformToSuperlayer.concatenating(space), planeToDevice: toDevice,
        opacity: 1, into: &canvas)
    }
  }
}
