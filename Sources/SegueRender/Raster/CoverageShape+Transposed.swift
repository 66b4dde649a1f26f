import SegueGeometry
import SegueMotion

extension CoverageShape {
  /// The same area with bounds u and v swapped (see ``ProjectedQuad/transposed``): its box,
  /// rounding and hole mirrored about the diagonal, the left and top edges' anti-aliasing
  /// swapped, and the right and bottom edges'. Coverage is symmetric in the two axes, so a
  /// pixel of the transposed shape seen through the transposed quad has the coverage of the
  /// mirrored pixel here.
  var transposed: CoverageShape {
    func mirror(_ rect: Rect) -> Rect {
      Rect(x: rect.origin.y, y: rect.origin.x, width: rect.size.height, height: rect.size.width)
    }
    func mirror(_ rounded: RoundedBox) -> RoundedBox { RoundedBox(mirror(rounded.rect), radius: rounded.radius) }
    let pairs: [(EdgeAntialiasingMask, EdgeAntialiasingMask)] = [
      (.layerLeftEdge, .layerTopEdge), (.layerTopEdge, .layerLeftEdge), (.layerRightEdge, .layerBottomEdge),
      (.layerBottomEdge, .layerRightEdge),
    ]
    let edges = EdgeAntialiasingMask(pairs.filter { antialiased.contains($0.0) }.map(\.1))
    return CoverageShape(
      box: mirror(box), rounding: rounding.map(mirror), hole: hole.map(mirror), antialiased: edges)
  }
}
