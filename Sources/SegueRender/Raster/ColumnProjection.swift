import SegueMotion

/// A shape seen through a projection that keeps depth constant down every device column — a
/// layer turned about a vertical axis (a cube face, a fold strip, a page turn) or not turned at
/// all — described column by column, so the pixels it covers completely can be drawn without a
/// divide or a coverage computation per pixel.
///
/// For such a projection the inverse homography gives, in column x, a constant bounds
/// coordinate `u(x)` and a `v` linear in the pixel centre's y: `v = alpha(x) + beta(x)·(y + ½)`.
/// Each column also records the rows whose pixels are interior: at least half a pixel inside
/// the top and bottom edges, judged with a margin a little wider than ``InteriorTest``'s (and,
/// at edges that are not anti-aliased, by the pixel centre as ``CoverageShape`` judges them).
/// There a pixel's coverage depends on its column alone: 255 inside the left and right edges,
/// and in a column crossed by an anti-aliased left or right edge the coverage across it
/// (``coverage``), the same for every interior row. Corners rounding the box are handled column
/// by column: a column in a corner's width keeps the rows whose pixels lie inside the corner's
/// circle by half their reach across it (the rest goes to the exact computation); holes are not
/// handled.
///
/// Segue's choice: the coverage of an edge column is worked out once from the column's `u`,
/// rather than per pixel from coordinates stepped along the row, so it can differ from the
/// per-pixel rasterizer's by one step of 1/255 where that rounding falls on a boundary.
struct ColumnProjection {
  /// The device columns described.
  let columns: Range<Int>
  /// Each column's bounds x coordinate.
  let u: [Double]
  /// Each column's v at y + ½ = 0.
  let alpha: [Double]
  /// Each column's change of v per device row.
  let beta: [Double]
  /// Each column's first interior row.
  let firstRow: [Int32]
  /// Each column's end of interior rows (exclusive); at or below `firstRow` when none.
  let endRow: [Int32]
  /// Each column's coverage in its interior rows: 255, or less in a column crossed by an
  /// anti-aliased left or right edge.
  let coverage: [UInt8]
  /// The columns that can have coverage at all: `columns` without those lying wholly beyond an
  /// edge drawn all or nothing, whose pixel centres are outside it (the seams of fold strips).
  let touchedColumns: Range<Int>
  /// The columns whose tables were copied from their neighbour's (see ``steadyColumns``), for
  /// tests; empty when none were.
  let sharedColumns: Range<Int>
  /// The columns with interior rows, when they are contiguous (empty otherwise).
  let interiorColumns: Range<Int>
  /// The rows interior in every one of `interiorColumns`.
  let commonRows: Range<Int>
  /// The rows the top and bottom edges cross, for a layer neither turned nor in perspective.
  let edgeRows: EdgeRows?
  /// The column of `interiorColumns` up to which `firstRow` never increases and from which it
  /// never decreases (a box's top edge, rounded or turned); `nil` when it runs otherwise.
  private let firstValley: Int?
  /// The column of `interiorColumns` up to which `endRow` never decreases and from which it
  /// never increases; `nil` when it runs otherwise.
  private let endPeak: Int?

  /// The column view of `shape` through `quad` within `width` columns, or `nil` when the
  /// projection does not keep depth constant down columns or the shape is not a box (with
  /// corners rounding the box itself, or none). `sharesSteadyColumns` lets the columns of a
  /// layer that is not turned share one computation (see ``steadyColumns``); tests turn it
  /// off to compare.
  init?(quad: ProjectedQuad, shape: CoverageShape, width: Int, sharesSteadyColumns: Bool = true) {
    let i = quad.inverse
    // Rounded corners are handled when they round the box itself.
    guard i.3 == 0, i.5 == 0, shape.hole == nil, shape.rounding.map({ $0.rect == shape.box }) ?? true else {
      return nil
    }
    let corners = shape.rounding.map { rounded in
      (
        left: rounded.rect.minX + rounded.radius, right: rounded.rect.maxX - rounded.radius,
        top: rounded.rect.minY + rounded.radius, bottom: rounded.rect.maxY - rounded.radius, radius: rounded.radius
      )
    }
    guard let columns = quad.spannedColumns(width: width) else { return nil }
    self.columns = columns
    let (first, end) = (columns.lowerBound, columns.upperBound)
    let box = shape.box
    var u = [Double](repeating: 0, count: end - first)
    var alpha = u
    var beta = u
    var firstRow = [Int32](repeating: 0, count: end - first)
    var endRow = firstRow
    var coverage = [UInt8](repeating: 0, count: end - first)
    let slack = 1 + 1e-6
    // How far inside an edge a pixel centre must lie: half the pixel's reach across an
    // anti-aliased edge; a hair for an edge drawn all or nothing by the centre (pixels right on
    // such an edge are left to the exact computation).
    // (The mask's four tests are read once, not per column.)
    let smoothLeft = shape.antialiased.contains(.layerLeftEdge)
    let smoothRight = shape.antialiased.contains(.layerRightEdge)
    let smoothTop = shape.antialiased.contains(.layerTopEdge)
    let smoothBottom = shape.antialiased.contains(.layerBottomEdge)
    func margin(_ reach: Double, _ smooth: Bool) -> Double {
      (smooth ? reach : 0) + 1e-9
    }
    // A centre beyond an edge drawn all or nothing by more than rounding can move it.
    let beyond = 1e-6 * max(1, abs(box.minX), abs(box.maxX))
    var touchedFirst = end
    var touchedEnd = first
    // Segue's choice for speed: the columns of a layer that is not turned share their divisor,
    // their vertical reach and their interior rows, so each of those (the divisions and square
    // roots that bound the loop) is worked out again only when its inputs change; the same
    // inputs give the same bits, so nothing drawn changes.
    var reciprocal = (c: Double.nan, w: Double.nan)
    var reach = (slope: Double.nan, b: Double.nan, value: Double.nan)
    var span = (lowV: Double.nan, highV: Double.nan, a: Double.nan, b: Double.nan, rows: Range<Int32>?.none)
    let steady =
      !sharesSteadyColumns
      ? 0..<0
      : Self.steadyColumns(
        count: end - first, first: first, inverse: i, frontSign: quad.frontSign,
        left: { columnU, reachU in
          columnU - box.minX >= margin(reachU, smoothLeft) && !(corners.map { columnU < $0.left } ?? false)
        },
        right: { columnU, reachU in
          box.maxX - columnU >= margin(reachU, smoothRight) && !(corners.map { columnU > $0.right } ?? false)
        })
    for k in 0..<(end - first) where !(k > steady.lowerBound && k < steady.upperBound) {
      let px = Double(first + k) + 0.5
      let c = px * i.2 + i.8
      guard c * quad.frontSign > 0 else {
        touchedFirst = min(touchedFirst, first + k)
        touchedEnd = first + k + 1
        continue
      }
      if c != reciprocal.c { reciprocal = (c, 1 / c) }
      let w = reciprocal.w
      let columnU = (px * i.0 + i.6) * w
      if !(smoothLeft || columnU >= box.minX - beyond) || !(smoothRight || columnU <= box.maxX + beyond) {
        continue
      }
      touchedFirst = min(touchedFirst, first + k)
      touchedEnd = first + k + 1
      let a = (px * i.1 + i.7) * w
      let b = i.4 * w
      u[k] = columnU
      alpha[k] = a
      beta[k] = b
      let ux = (i.0 - columnU * i.2) * w
      let reachU = 0.5 * abs(ux) * slack
      var columnCoverage: UInt8 = 255
      if !(columnU - box.minX >= margin(reachU, smoothLeft)
        && box.maxX - columnU >= margin(reachU, smoothRight))
      {
        let across = shape.acrossCoverage(columnU, perU: PixelFootprint(ux: ux, uy: 0, vx: 0, vy: 1).perU)
        guard across > 0 else { continue }
        columnCoverage = UInt8(min(across, 1) * 255 + 0.5)
      }
      guard b != 0 else { continue }
      let slopeV = max(abs((i.1 - box.minY * i.2) * w), abs((i.1 - box.maxY * i.2) * w))
      if slopeV != reach.slope || b != reach.b {
        reach = (slopeV, b, 0.5 * (slopeV * slopeV + b * b).squareRoot() * slack)
      }
      let reachV = reach.value
      var lowV = box.minY + margin(reachV, smoothTop)
      var highV = box.maxY - margin(reachV, smoothBottom)
      if let corners, columnU < corners.left || columnU > corners.right {
        // A column whose centre lies in the corners' width keeps the rows whose pixels lie
        // inside the corner circles by half their reach across the circle (a bound on the
        // exact coverage's, so those pixels are fully covered), and those between the corner
        // squares, where the circles do not reach.
        let du = columnU < corners.left ? corners.left - columnU : columnU - corners.right
        let across = 0.5 * ((abs(ux) + slopeV) * (abs(ux) + slopeV) + b * b).squareRoot() * slack
        let inner = corners.radius - across - 1e-9 * max(1, corners.radius)
        let rise = inner > du ? (inner * inner - du * du).squareRoot() : 0
        lowV = max(lowV, corners.top - rise + 1e-9)
        highV = min(highV, corners.bottom + rise - 1e-9)
      }
      if lowV != span.lowV || highV != span.highV || a != span.a || b != span.b {
        span = (lowV, highV, a, b, Self.interiorRows(lowV: lowV, highV: highV, a: a, b: b))
      }
      guard let rows = span.rows else { continue }
      coverage[k] = columnCoverage
      firstRow[k] = rows.lowerBound
      endRow[k] = rows.upperBound
    }
    sharedColumns = steady.count > 1 ? (first + steady.lowerBound)..<(first + steady.upperBound) : 0..<0
    if steady.count > 1 {
      let model = steady.lowerBound
      let w = 1 / i.8
      for k in (model + 1)..<steady.upperBound {
        u[k] = ((Double(first + k) + 0.5) * i.0 + i.6) * w
      }
      let rest = (model + 1)..<steady.upperBound
      alpha.replaceSubrange(rest, with: repeatElement(alpha[model], count: rest.count))
      beta.replaceSubrange(rest, with: repeatElement(beta[model], count: rest.count))
      coverage.replaceSubrange(rest, with: repeatElement(coverage[model], count: rest.count))
      firstRow.replaceSubrange(rest, with: repeatElement(firstRow[model], count: rest.count))
      endRow.replaceSubrange(rest, with: repeatElement(endRow[model], count: rest.count))
      touchedFirst = min(touchedFirst, first + model)
      touchedEnd = max(touchedEnd, first + steady.upperBound)
    }
    touchedColumns = touchedFirst..<max(touchedFirst, touchedEnd)
    edgeRows = EdgeRows(quad: quad, shape: shape, width: width)
    self.u = u
    self.alpha = alpha
    self.beta = beta
    self.firstRow = firstRow
    self.endRow = endRow
    self.coverage = coverage
    let inside = (0..<(end - first)).filter { firstRow[$0] < endRow[$0] }
    if let low = inside.first, let high = inside.last, inside.count == high - low + 1 {
      interiorColumns = (first + low)..<(first + high + 1)
      let top = Int(inside.map { firstRow[$0] }.max()!)
      let bottom = Int(inside.map { endRow[$0] }.min()!)
      commonRows = top..<max(top, bottom)
      firstValley = Self.turn(inside.map { -firstRow[$0] }).map { first + low + $0 }
      endPeak = Self.turn(inside.map { endRow[$0] }).map { first + low + $0 }
    } else {
      interiorColumns = 0..<0
      commonRows = 0..<0
      firstValley = nil
      endPeak = nil
    }
  }

  /// For a layer that is not turned (device x maps to the bounds' u alone, at constant depth),
  /// the table indices of the `count` columns from device column `first` whose pixels lie
  /// inside the left and right edges and between the corners: `left` and `right` (of the
  /// column's u and its pixels' half reach across u, as the column loop computes them) hold for
  /// them, and nothing else the loop computes depends on u, so each such column gives what the
  /// first of them gives but for its own u. Empty for any other projection.
  ///
  /// u grows (or falls) with the column, and with it each test changes at most once, so the
  /// range is found by two binary searches.
  private static func steadyColumns(
    count: Int, first: Int, inverse i: ProjectedQuad.Inverse, frontSign: Double,
    left: (Double, Double) -> Bool, right: (Double, Double) -> Bool
  ) -> Range<Int> {
    guard i.1 == 0, i.2 == 0, i.0 != 0, i.0.isFinite, i.6.isFinite, i.8.isFinite, i.8 * frontSign > 0, count > 2 else {
      return 0..<0
    }
    let w = 1 / i.8
    let reachU = 0.5 * abs(i.0 * w) * (1 + 1e-6)
    func u(_ k: Int) -> Double { ((Double(first + k) + 0.5) * i.0 + i.6) * w }
    // The first index in 0...count at which `test` holds, given that it holds for a suffix.
    func start(_ test: (Int) -> Bool) -> Int {
      var low = 0
      var high = count
      while low < high {
        let middle = (low + high) / 2
        if test(middle) { high = middle } else { low = middle + 1 }
      }
      return low
    }
    let grows = (i.0 > 0) == (w > 0)
    let lower = start { grows ? left(u($0), reachU) : right(u($0), reachU) }
    let upper = start { grows ? !right(u($0), reachU) : !left(u($0), reachU) }
    return lower..<max(lower, upper)
  }

  /// The rows of a column whose pixel centres at rows y give v = `a` + `b`·(y + ½) from `lowV`
  /// to `highV` (`b` not 0): the first, and the end as an upper bound; `nil` when none lie
  /// between (or the bounds are not finite).
  private static func interiorRows(lowV: Double, highV: Double, a: Double, b: Double) -> Range<Int32>? {
    let low = (lowV - a) / b
    let high = (highV - a) / b
    let (top, bottom) = b > 0 ? (low, high) : (high, low)
    guard top <= bottom, top.isFinite, bottom.isFinite else { return nil }
    let first = Int32(clamping: Int(max(min(top - 0.5, 1e9), -1e9).rounded(.up)))
    let end = Int32(clamping: Int(max(min(bottom - 0.5, 1e9), -1e9).rounded(.down)) + 1)
    return first..<max(first, end)
  }

  /// The rows of `rows` that are each one interior run of all of ``interiorColumns``, with no
  /// other pixel touched: the rows interior in every column, when every touched column has
  /// interior rows. They are contiguous; empty (at `rows`' start) when there are none.
  func plainRows(within rows: Range<Int>) -> Range<Int> {
    guard touchedColumns == interiorColumns, !interiorColumns.isEmpty else { return rows.lowerBound..<rows.lowerBound }
    return commonRows.clamped(to: rows)
  }

  /// Whether the pixel in column `x` (inside `columns`) and row `y` is interior: its coverage
  /// is its column's ``coverage``.
  @inline(__always)
  func isInterior(_ x: Int, _ y: Int) -> Bool {
    let k = x - columns.lowerBound
    let row = Int32(truncatingIfNeeded: y)
    return row >= firstRow[k] && row < endRow[k]
  }

  /// The run of interior pixels in row `y` within `limit` (the first, when there are several);
  /// empty when there is none.
  ///
  /// When the interior's first rows fall and then rise across the columns and its end rows rise
  /// and then fall (as the edges of a projected box do, rounded or not), the run is found by
  /// binary searches either side of the turns; otherwise by scanning.
  func interiorRun(row y: Int, in limit: Range<Int>) -> Range<Int> {
    if commonRows.contains(y) { return interiorColumns.clamped(to: limit) }
    let row = Int32(truncatingIfNeeded: y)
    if let firstValley, let endPeak {
      let started = run(turningAt: firstValley) { firstRow[$0] <= row }
      let unfinished = run(turningAt: endPeak) { endRow[$0] > row }
      let run = started.clamped(to: unfinished).clamped(to: limit)
      return run.isEmpty ? limit.lowerBound..<limit.lowerBound : run
    }
    let range = limit.clamped(to: columns)
    var start = range.lowerBound
    while start < range.upperBound && !isInterior(start, y) { start += 1 }
    var end = start
    while end < range.upperBound && isInterior(end, y) { end += 1 }
    return start..<end
  }

  /// The columns of `interiorColumns` for whose table index `holds` is true, given that it is
  /// true for a suffix of the columns up to `turn` and a prefix of those from it on.
  private func run(turningAt turn: Int, _ holds: (Int) -> Bool) -> Range<Int> {
    guard holds(turn - columns.lowerBound) else { return turn..<turn }
    let start = partition(interiorColumns.lowerBound..<turn, holds)
    let end = partition((turn + 1)..<interiorColumns.upperBound) { !holds($0) }
    return start..<end
  }

  /// The run of pixels in row `y` within `limit` that the shape covers completely: the
  /// interior run (``interiorRun(row:in:)``) without the columns an anti-aliased edge crosses.
  func fullRun(row y: Int, in limit: Range<Int>) -> Range<Int> {
    var run = interiorRun(row: y, in: limit)
    while !run.isEmpty && coverage[run.lowerBound - columns.lowerBound] < 255 {
      run = (run.lowerBound + 1)..<run.upperBound
    }
    while !run.isEmpty && coverage[run.upperBound - 1 - columns.lowerBound] < 255 {
      run = run.lowerBound..<(run.upperBound - 1)
    }
    return run
  }

  /// The first column of `range` (device columns) for which `test` of its table index holds,
  /// given that it holds for a suffix of the range; the range's end when it never does.
  private func partition(_ range: Range<Int>, _ test: (Int) -> Bool) -> Int {
    var low = range.lowerBound
    var high = range.upperBound
    while low < high {
      let middle = (low + high) / 2
      if test(middle - columns.lowerBound) { high = middle } else { low = middle + 1 }
    }
    return low
  }

  /// An index up to which `values` never decrease and from which they never increase (the last
  /// of the first run of their greatest value); `nil` when there is none.
  private static func turn(_ values: [Int32]) -> Int? {
    guard !values.isEmpty else { return nil }
    var peak = 0
    while peak + 1 < values.count && values[peak + 1] >= values[peak] { peak += 1 }
    var k = peak + 1
    while k < values.count && values[k] <= values[k - 1] { k += 1 }
    return k == values.count ? peak : nil
  }
}
