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
    var (low, high, left, right) = (Double.infinity, -Double.infinity, Double.infinity, -Double.infinity)
    // Adds a layer's bounds through `matrix`; false when they cannot be bounded.
    func add(_ layer: RenderLayer, _ matrix: Transform3D, isNode: Bool) -> Bool {
      let values = layer.values
      guard !values.preservesDepth, values.contents == nil || values.contentsGravity == .resize || values.masksToBounds
      else { return false }
      // A sublayer's shadow is cast from its whole subtree and spreads with its projection's
      // area: not bounded here.
      if !isNode && values.shadow.color.alpha > 0 && values.shadow.opacity > 0 { return false }
      let box = values.bounds
      for (u, v) in [(box.minX, box.minY), (box.maxX, box.minY), (box.minX, box.maxY), (box.maxX, box.maxY)] {
        guard let point = matrix.project(Point(x: u, y: v)), point.y.isFinite, point.x.isFinite else { return false }
        (low, high) = (min(low, point.y), max(high, point.y))
        (left, right) = (min(left, point.x), max(right, point.x))
      }
      return true
    }
    // Sublayers below the node's sublayer transform, unless the node masks them.
    func children(of layer: RenderLayer, _ matrix: Transform3D) -> [(RenderLayer, Transform3D)] {
      guard !layer.values.masksToBounds else { return [] }
      let space = layer.values.sublayerTransformAboutAnchor
      return layer.sublayers.map {
        ($0, $0.values.transformToSuperlayer.concatenating(space).flattened.concatenating(matrix))
      }
    }
    guard add(node, toDevice, isNode: true) else { return nil }
    // A leaf (a tile, a label) is bounded without a list of its own.
    var pending = node.sublayers.isEmpty ? [] : children(of: node, toDevice)
    while let (layer, matrix) = pending.popLast() {
      guard add(layer, matrix, isNode: false) else { return nil }
      pending += children(of: layer, matrix)
    }
    guard low <= high else { return nil }
    let reach = Double(shadow?.blur?.reach ?? 0)
    let offset = Double(shadow?.offsetY ?? 0)
    return ((min(low, low + offset - reach) - 2)..<(max(high, high + offset + reach) + 2), (left - 2)..<(right + 2))
  }
}
