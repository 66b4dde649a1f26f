import SegueGeometry
import SegueMotion

/// The horizontal bands a frame is drawn in: `bandBytes` of pixels each (at least one row) when
/// every layer of the tree draws straight into the frame, or one band of the whole frame when
/// some layer needs a canvas of its own (a shadow, a mask over sublayers, group opacity), since
/// such canvases — and the blur of a shadow — span the whole frame.
struct FrameBands: Sequence {
  /// The band height used when banding, in rows.
  let bandHeight: Int
  /// The frame height in rows.
  let height: Int

  /// The bands for drawing `tree` into a `width` × `height` frame.
  init(_ tree: RenderLayer, width: Int, height: Int, bandBytes: Int) {
    self.height = height
    let rows = Swift.max(1, bandBytes / Swift.max(1, width * 4))
    bandHeight = Self.drawsStraight(tree) ? rows : Swift.max(1, height)
  }

  func makeIterator() -> AnyIterator<Range<Int>> {
    var start = 0
    let step = bandHeight
    let end = height
    return AnyIterator {
      guard start < end else { return nil }
      defer { start += step }
      return start..<Swift.min(end, start + step)
    }
  }

  /// Whether no layer of the subtree is drawn through a canvas of its own (judged
  /// conservatively from the values alone); a translucent layer that hands its opacity down to
  /// its one sublayer (see ``Compositor/passedOpacity(_:inherited:)``) needs none.
  static func drawsStraight(_ tree: RenderLayer) -> Bool {
    // Depth first with a stack of its own, so that deep trees do not exhaust the thread's stack.
    var pending = [(node: tree, inherited: 1.0)]
    while let (node, inherited) = pending.popLast() {
      let values = node.values
      if values.isHidden || values.opacity <= 0 { continue }
      let shadow = values.shadow
      if shadow.color.alpha > 0 && shadow.opacity > 0 { return false }
      if values.masksToBounds && !node.sublayers.isEmpty { return false }
      if let passed = Compositor.passedOpacity(node, inherited: inherited) {
        pending.append((node.sublayers[0], passed))
        continue
      }
      let opacity = Swift.min(values.opacity, 1) * inherited
      if values.preservesDepth && opacity < 1 { return false }
      if opacity < 1
        && (!node.sublayers.isEmpty || LayerPainter(values: values, toDevice: .identity, scale: 1).paintCount > 1)
      {
        return false
      }
      pending.append(contentsOf: node.sublayers.map { ($0, 1.0) })
    }
    return true
  }
}
