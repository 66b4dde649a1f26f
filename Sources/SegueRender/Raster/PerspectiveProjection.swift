/// A shape seen through any projection — a layer turned in perspective about an axis that is
/// neither vertical nor horizontal, as a page tilted towards the viewer is — described row by
/// row: along device row y the bounds coordinates are `u = (uAlpha + uBeta·p) / (wAlpha + wBeta·p)`
/// and `v = (vAlpha + vBeta·p) / (wAlpha + wBeta·p)` at the pixel centre p = x + ½, and the
/// pixels ``InteriorTest`` calls fully covered form (in all but rounded corners) one run per
/// row, bounded in closed form.
///
/// Each edge of the box is a line in the device, and a pixel centre's first-order distance to
/// it, as ``CoverageShape`` measures it, is `s·L(x, y) / D`: `L` the edge's line (linear in x
/// and y), `s` the side the layer is seen from and `D` the length of the gradient of the line
/// of constant u (or v) through the pixel, which is convex in u (or v) and so at most its
/// larger value at the box's two edges across that axis. A pixel is therefore fully covered
/// where every `s·L` is at least half that largest `D` (with a relative margin of 10⁻⁶, far
/// above rounding error): four half-planes, whose intersection along a row is one interval.
/// A rounded box's corner squares are left out as ``InteriorTest`` leaves them out: the rest
/// is where u lies between the corner squares or v does, each an interval along the row (u
/// and v are monotonic there), and the run is their union or, when they do not meet, the
/// longer. The run's ends are then checked with ``InteriorTest/isFullyCovered(_:_:gradientU2:gradientV2:)``
/// itself (shrinking while an end fails) and grown by a few pixels while the next one passes
/// it, so that every pixel of a run is fully covered and few fully covered pixels are missed.
/// Shapes with a hole go to the per-pixel path.
///
/// Segue's choice: this view comes after the column, row and affine views, which draw their
/// layers with fewer operations per pixel.
struct PerspectiveProjection {
  /// A half-plane of the device, `x·p + y·q + constant ≥ margin` at the pixel centre (p, q).
  private struct HalfPlane {
    let x: Double
    let y: Double
    let constant: Double
    let margin: Double
  }

  /// The device rows the shape's polygon spans.
  let rows: Range<Int>
  /// Each row's coverage in its interior run: always 255.
  let coverage: [UInt8]
  /// The inverse homography: `[x y 1]·inverse = w·[u v 1]`.
  let inverse: ProjectedQuad.Inverse
  /// The sign of `w` for device points in front of the viewer.
  private let frontSign: Double
  /// The shape's fully covered test.
  private let interior: InteriorTest
  /// The half-planes of pixels at least half a pixel inside the box's four edges.
  private let edges: [HalfPlane]
  /// For a rounded box, the half-planes of pixel centres whose u lies between the corner
  /// squares, and those of centres whose v does.
  private let arms: (across: [HalfPlane], down: [HalfPlane])?

  /// How many pixels a run is grown by at each end, at most.
  private static let growth = 4

  /// The view of `shape` through `quad` within `height` rows, or `nil` when the shape has a
  /// hole, nothing of it lies in the rows, or the layer does not face the side the projection
  /// is seen from.
  init?(quad: ProjectedQuad, shape: CoverageShape, height: Int) {
    let i = quad.inverse
    guard shape.hole == nil else { return nil }
    guard let rows = quad.spannedRows(height: height) else { return nil }
    self.rows = rows
    coverage = Array(repeating: 255, count: rows.count)
    inverse = i
    frontSign = quad.frontSign
    interior = InteriorTest(shape: shape)
    let s = quad.frontSign
    let box = shape.box
    // The length of the gradient of the line of constant u through a pixel: |(i0, i3) − u·(i2, i5)|.
    func reachU(_ u: Double) -> Double {
      ((i.0 - u * i.2) * (i.0 - u * i.2) + (i.3 - u * i.5) * (i.3 - u * i.5)).squareRoot()
    }
    func reachV(_ v: Double) -> Double {
      ((i.1 - v * i.2) * (i.1 - v * i.2) + (i.4 - v * i.5) * (i.4 - v * i.5)).squareRoot()
    }
    let marginU = 0.5 * max(reachU(box.minX), reachU(box.maxX)) * (1 + 1e-6)
    let marginV = 0.5 * max(reachV(box.minY), reachV(box.maxY)) * (1 + 1e-6)
    // s·(a − u·c) ≥ margin: the centre lies past the line of constant u on the side of growing
    // u; `sign` −1 turns it to the side of falling u.
    func acrossU(_ u: Double, _ sign: Double, _ margin: Double) -> HalfPlane {
      let k = s * sign
      return HalfPlane(x: k * (i.0 - u * i.2), y: k * (i.3 - u * i.5), constant: k * (i.6 - u * i.8), margin: margin)
    }
    func acrossV(_ v: Double, _ sign: Double, _ margin: Double) -> HalfPlane {
      let k = s * sign
      return HalfPlane(x: k * (i.1 - v * i.2), y: k * (i.4 - v * i.5), constant: k * (i.7 - v * i.8), margin: margin)
    }
    edges = [
      acrossU(box.minX, 1, marginU), acrossU(box.maxX, -1, marginU), acrossV(box.minY, 1, marginV),
      acrossV(box.maxY, -1, marginV),
    ]
    guard edges.allSatisfy({ $0.x.isFinite && $0.y.isFinite && $0.constant.isFinite && $0.margin.isFinite }) else {
      return nil
    }
    arms = shape.rounding.map { rounded in
      let (rect, radius) = (rounded.rect, rounded.radius)
      return (
        [acrossU(rect.minX + radius, 1, 0), acrossU(rect.maxX - radius, -1, 0)],
        [acrossV(rect.minY + radius, 1, 0), acrossV(rect.maxY - radius, -1, 0)]
      )
    }
  }

  /// Row `y`'s u, v and w laws: the numerators of u and v and their common denominator at
  /// p = 0, and their changes per device column.
  func law(row y: Int) -> PerspectiveLaw {
    let i = inverse
    let py = Double(y) + 0.5
    return PerspectiveLaw(
      uAlpha: py * i.3 + i.6, uBeta: i.0, vAlpha: py * i.4 + i.7, vBeta: i.1, wAlpha: py * i.5 + i.8, wBeta: i.2)
  }

  /// The run of fully covered pixels of row `y` within `limit`: see the type's discussion.
  func interiorRun(row y: Int, in limit: Range<Int>) -> Range<Int> {
    let none = limit.lowerBound..<limit.lowerBound
    guard rows.contains(y), !limit.isEmpty else { return none }
    let py = Double(y) + 0.5
    guard var run = Self.pixels(where: edges, row: py, in: limit) else { return none }
    if let arms {
      let across = Self.pixels(where: arms.across, row: py, in: run)
      let down = Self.pixels(where: arms.down, row: py, in: run)
      switch (across, down) {
      case (nil, nil): return none
      case (let one?, nil), (nil, let one?): run = one
      case (let one?, let other?):
        if one.overlaps(other) || one.upperBound == other.lowerBound || other.upperBound == one.lowerBound {
          run = min(one.lowerBound, other.lowerBound)..<max(one.upperBound, other.upperBound)
        } else {
          run = one.count >= other.count ? one : other
        }
      }
    }
    while !run.isEmpty && !isFullyCovered(run.lowerBound, py) { run = (run.lowerBound + 1)..<run.upperBound }
    while !run.isEmpty && !isFullyCovered(run.upperBound - 1, py) { run = run.lowerBound..<(run.upperBound - 1) }
    guard !run.isEmpty else { return none }
    var (low, high) = (run.lowerBound, run.upperBound)
    while low > limit.lowerBound && run.lowerBound - low < Self.growth && isFullyCovered(low - 1, py) { low -= 1 }
    while high < limit.upperBound && high - run.upperBound < Self.growth && isFullyCovered(high, py) { high += 1 }
    return low..<high
  }

  /// The pixels of `limit` whose centres on the row at `py` lie in every one of `planes`; `nil`
  /// when none do.
  private static func pixels(where planes: [HalfPlane], row py: Double, in limit: Range<Int>) -> Range<Int>? {
    var low = Double(limit.lowerBound) + 0.5
    var high = Double(limit.upperBound) - 0.5
    for plane in planes {
      let rest = plane.margin - (plane.y * py + plane.constant)
      if plane.x > 0 {
        low = max(low, rest / plane.x)
      } else if plane.x < 0 {
        high = min(high, rest / plane.x)
      } else if rest > 0 {
        return nil
      }
    }
    guard low <= high, low.isFinite, high.isFinite else { return nil }
    let first = Int((low - 0.5).rounded(.up))
    let last = Int((high - 0.5).rounded(.down))
    return first <= last ? first..<(last + 1) : nil
  }

  /// Whether the pixel in column `x` of the row at `py` is fully covered by ``InteriorTest``,
  /// its bounds coordinates and footprint worked out as the per-pixel rasterizer does.
  private func isFullyCovered(_ x: Int, _ py: Double) -> Bool {
    let i = inverse
    let px = Double(x) + 0.5
    let c = px * i.2 + py * i.5 + i.8
    guard c * frontSign > 0 else { return false }
    let w = 1 / c
    let u = (px * i.0 + py * i.3 + i.6) * w
    let v = (px * i.1 + py * i.4 + i.7) * w
    let (ux, uy) = ((i.0 - u * i.2) * w, (i.3 - u * i.5) * w)
    let (vx, vy) = ((i.1 - v * i.2) * w, (i.4 - v * i.5) * w)
    return interior.isFullyCovered(u, v, gradientU2: ux * ux + uy * uy, gradientV2: vx * vx + vy * vy)
  }
}

extension PerspectiveProjection: InteriorRuns {
  func touchedRun(row y: Int, in reach: Range<Int>) -> Range<Int> { reach }

  func fullRun(row y: Int, in limit: Range<Int>) -> Range<Int> { interiorRun(row: y, in: limit) }

  /// Segue's choice: none. A layer in perspective has rows whose interior runs differ.
  func plainRows(within rows: Range<Int>) -> Range<Int> { rows.lowerBound..<rows.lowerBound }

  var interiorColumns: Range<Int> { 0..<0 }
}
