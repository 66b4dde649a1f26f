import SegueGeometry
import SegueMotion

extension Compositor {
  /// The device rows that `node` and its subtree (bounds mapping to the device through
  /// `toDevice`) can draw on, grown by the reach of `shadow`, the node's own: the rows a canvas
  /// of its own needs; and the columns they can draw on (the shadow left out). `nil` when they
  /// cannot be bounded cheaply — a layer behind the viewer, a transform layer (its planes are
  /// placed otherwise), contents placed beyond the bounds — and a sublayer casting a shadow of
  /// its own — and the canvas keeps all its band's rows and columns.
  ///
  /// Segue's choice for speed: a translucent card with a shadow no longer gets a canvas as tall
  /// as the band (half the frame) but one as tall as the card and its shadow, which is what a
  /// pop-up frame spent a fifth of its time allocating and clearing.
  static func reachedArea(of node: RenderLayer, toDevice: Transform3D, shadow: DropShadow?) -> (
    rows: Range<Double>, columns: Range<Double>
  )? {
    var low = Double.infinity
    var high = -Double.infinity
    var left = Double.infinity
    var right = -Double.infinity
    var pending = [(node, toDevice, true)]
    while let (layer, matrix, isNode) = pending.popLast() {
      let values = layer.values
      guard !values.preservesDepth, values.contents == nil || values.contentsGravity == .resize || values.masksToBounds
      else { return nil }
      // A sublayer's shadow is cast from its whole subtree and spreads with its projection's
      // area: not bounded here.
      if !isNode && values.shadow.color.alpha > 0 && values.shadow.opacity > 0 { return nil }
      let box = values.bounds
      for corner in [
        Point(x: box.minX, y: box.minY), Point(x: box.maxX, y: box.minY), Point(x: box.minX, y: box.maxY),
        Point(x: box.maxX, y: box.maxY),
      ] {
        guard let point = matrix.project(corner), point.y.isFinite, point.x.isFinite else { return nil }
        low = min(low, point.y)
        high = max(high, point.y)
        left = min(left, point.x)
        right = max(right, point.x)
      }
      if values.masksToBounds { continue }
      let space = values.sublayerTransformAboutAnchor
      for sublayer in layer.sublayers {
        pending.append(
          (sublayer, sublayer.values.transformToSuperlayer.concatenating(space).flattened.concatenating(matrix), false))
      }
    }
    guard low <= high else { return nil }
    let reach = Double(shadow?.blur?.reach ?? 0)
    let offset = Double(shadow?.offsetY ?? 0)
    return ((min(low, low + offset - reach) - 2)..<(max(high, high + offset + reach) + 2), (left - 2)..<(right + 2))
  }
}
