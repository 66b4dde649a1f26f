import CRasterKernels
import SegueGeometry

/// A shape seen through an affine projection that turns or shears it in 2D (neither the column
/// nor the row view applies), described row by row: along device row y the bounds coordinates
/// are linear in the pixel centre's x, `u = alpha(y) + beta·(x + ½)` and
/// `v = vAlpha(y) + vBeta·(x + ½)`, and the pixel footprint is the same everywhere, so the
/// pixels ``InteriorTest`` calls fully covered form one run per row, found in closed form.
///
/// Segue's choice: each run is solved with margins a little wider than ``InteriorTest``'s and
/// then checked at its ends with ``InteriorTest/isFullyCovered(_:_:gradientU2:gradientV2:)``
/// itself (shrinking while an end fails); the covered set is convex and u and v are linear, so
/// every pixel between two covered ends is covered too and rounding can never claim a partial
/// pixel. Only plain boxes are described (rounded corners and holes make the covered set a
/// union of runs and go to the per-pixel path), and every interior pixel is fully covered.
struct AffineProjection {
  /// The device rows the shape's polygon spans.
  let rows: Range<Int>
  /// Each row's u at x + ½ = 0.
  let alpha: [Double]
  /// Each row's change of u per device column.
  let beta: [Double]
  /// Each row's v at x + ½ = 0.
  let vAlpha: [Double]
  /// Each row's change of v per device column.
  let vBeta: [Double]
  /// Each row's coverage in its interior run: always 255.
  let coverage: [UInt8]
  /// The shape's fully covered test.
  private let interior: InteriorTest
  /// The squared lengths of the gradients of u and v along the device axes.
  private let gradients: (u2: Double, v2: Double)
  /// The bounds of u and v at pixel centres a little more than half a pixel inside the edges.
  private let inner: (minU: Double, maxU: Double, minV: Double, maxV: Double)

  /// The affine view of `shape` through `quad` within `height` rows, or `nil` when the
  /// projection is not affine, the column or row view applies, the shape is rounded or has a
  /// hole, or the layer does not face the side the projection is seen from.
  init?(quad: ProjectedQuad, shape: CoverageShape, height: Int) {
    let i = quad.inverse
    guard i.2 == 0, i.5 == 0, i.1 != 0, i.3 != 0, i.8 * quad.frontSign > 0, shape.rounding == nil,
      shape.hole == nil
    else { return nil }
    guard let rows = quad.spannedRows(height: height) else { return nil }
    self.rows = rows
    // The footprint as the per-pixel rasterizer computes it for an affine projection.
    let footprint = (ux: i.0 / i.8, uy: i.3 / i.8, vx: i.1 / i.8, vy: i.4 / i.8)
    gradients = (
      footprint.ux * footprint.ux + footprint.uy * footprint.uy,
      footprint.vx * footprint.vx + footprint.vy * footprint.vy
    )
    let w = 1 / i.8
    let centres = rows.map { Double($0) + 0.5 }
    alpha = centres.map { ($0 * i.3 + i.6) * w }
    vAlpha = centres.map { ($0 * i.4 + i.7) * w }
    beta = Array(repeating: i.0 * w, count: rows.count)
    vBeta = Array(repeating: i.1 * w, count: rows.count)
    coverage = Array(repeating: 255, count: rows.count)
    interior = InteriorTest(shape: shape)
    let marginU = 0.5 * gradients.u2.squareRoot() * (1 + 1e-6)
    let marginV = 0.5 * gradients.v2.squareRoot() * (1 + 1e-6)
    let box = shape.box
    inner = (box.minX + marginU, box.maxX - marginU, box.minY + marginV, box.maxY - marginV)
  }

  /// The run of fully covered pixels of row `y` within `limit`: the pixel centres whose u and v
  /// lie inside ``inner``, then shrunk at each end until the end pixel passes ``InteriorTest``.
  func interiorRun(row y: Int, in limit: Range<Int>) -> Range<Int> {
    let none = limit.lowerBound..<limit.lowerBound
    guard rows.contains(y), inner.minU <= inner.maxU, inner.minV <= inner.maxV else { return none }
    let k = y - rows.lowerBound
    guard let across = Self.centres(alpha[k], beta[k], inner.minU, inner.maxU),
      let down = Self.centres(vAlpha[k], vBeta[k], inner.minV, inner.maxV)
    else { return none }
    let low = max(across.lowerBound, down.lowerBound)
    let high = min(across.upperBound, down.upperBound)
    guard low <= high else { return none }
    // Pixels whose centre x + ½ lies in [low, high].
    let first = Int(max(min(low - 0.5, 1e9), -1e9).rounded(.up))
    let last = Int(max(min(high - 0.5, 1e9), -1e9).rounded(.down))
    var run = (first..<max(first, last + 1)).clamped(to: limit)
    while !run.isEmpty && !isFullyCovered(row: k, run.lowerBound) { run = (run.lowerBound + 1)..<run.upperBound }
    while !run.isEmpty && !isFullyCovered(row: k, run.upperBound - 1) { run = run.lowerBound..<(run.upperBound - 1) }
    return run
  }

  /// Whether pixel `x` of the row at table index `k` is fully covered by ``InteriorTest``.
  private func isFullyCovered(row k: Int, _ x: Int) -> Bool {
    let px = Double(x) + 0.5
    return interior.isFullyCovered(
      alpha[k] + beta[k] * px, vAlpha[k] + vBeta[k] * px, gradientU2: gradients.u2, gradientV2: gradients.v2)
  }

  /// The pixel centres `p` (as device x + ½) at which `a + b·p` lies in `low...high`; `nil`
  /// when none do or the bounds are not finite.
  private static func centres(_ a: Double, _ b: Double, _ low: Double, _ high: Double) -> ClosedRange<Double>? {
    guard b != 0 else { return low <= a && a <= high ? -1e9...1e9 : nil }
    let (p, q) = ((low - a) / b, (high - a) / b)
    let range = b > 0 ? (p, q) : (q, p)
    guard range.0 <= range.1, range.0.isFinite, range.1.isFinite else { return nil }
    return range.0...range.1
  }
}

#if arch(x86_64) || arch(i386)
  extension AffineProjection {
    /// The projection of `shape`'s box through `quad` as the tile kernel takes it
    /// (``ImageEdges/drawTile(_:_:_:_:opacity:into:)``); `nil` for a polygon of more than eight
    /// corners, which an affine projection does not make.
    func kernelTile(quad: ProjectedQuad, box: Rect) -> rk_affine_tile? {
      let polygon = quad.polygon
      guard polygon.count <= 8 else { return nil }
      var tile = rk_affine_tile()
      var minY = Double.infinity
      var maxY = -Double.infinity
      // The polygon's edges and extent as ProjectedQuad.forEachSpan works them out.
      withUnsafeMutableBytes(of: &tile) { raw in
        let fields = raw.baseAddress!.assumingMemoryBound(to: Double.self)
        for (index, a) in polygon.enumerated() {
          let b = polygon[(index + 1) % polygon.count]
          minY = min(minY, a.y)
          maxY = max(maxY, a.y)
          let values = [a.x, a.y, b.x, b.y, min(a.y, b.y), max(a.y, b.y), a.y == b.y ? 0 : (b.x - a.x) / (b.y - a.y)]
          for (field, value) in values.enumerated() { fields[field * 8 + index] = value }
        }
      }
      tile.edges = polygon.count
      tile.min_y = minY
      tile.max_y = maxY
      tile.rows_first = rows.lowerBound
      tile.rows_end = rows.upperBound
      let i = quad.inverse
      (tile.i3, tile.i4, tile.i6, tile.i7, tile.w) = (i.3, i.4, i.6, i.7, 1 / i.8)
      (tile.beta, tile.v_beta) = (i.0 * tile.w, i.1 * tile.w)
      (tile.inner_min_u, tile.inner_max_u, tile.inner_min_v, tile.inner_max_v) = inner
      (tile.box_min_u, tile.box_max_u, tile.box_min_v, tile.box_max_v) = (box.minX, box.maxX, box.minY, box.maxY)
      (tile.margin_u, tile.margin_v) = InteriorTest.margins(gradientU2: gradients.u2, gradientV2: gradients.v2)
      return tile
    }
  }
#endif

extension AffineProjection: InteriorRuns {
  func touchedRun(row y: Int, in reach: Range<Int>) -> Range<Int> { reach }

  func fullRun(row y: Int, in limit: Range<Int>) -> Range<Int> { interiorRun(row: y, in: limit) }

  /// Segue's choice: none. A turned box's rows have interior runs that differ from row to row.
  func plainRows(within rows: Range<Int>) -> Range<Int> { rows.lowerBound..<rows.lowerBound }

  var interiorColumns: Range<Int> { 0..<0 }
}
