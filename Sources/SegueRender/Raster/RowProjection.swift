/// A shape seen through a projection that keeps depth constant along every device row — a layer
/// turned about a horizontal axis (the cards' tilt, a vertical flip) — described row by row, the
/// mirror of ``ColumnProjection``: in device row y a constant bounds coordinate `v(y)`, a `u`
/// linear in the pixel centre's x, `u = alpha(y) + beta(y)·(x + ½)`, the run of interior
/// columns and their coverage (255, or that across an anti-aliased top or bottom edge crossing
/// the row).
///
/// Segue's choice: the row view is the column view of the transposed device and bounds spaces
/// (``ProjectedQuad/transposed``, ``CoverageShape/transposed``), so both share one computation
/// of interior runs and edge coverage, and its guarantees (an interior pixel is fully covered,
/// or covered as its row says) carry over unchanged; only the drawing differs.
struct RowProjection {
  /// The column view of the transposed spaces: its columns are device rows, its rows device
  /// columns, its u is v.
  private let transposed: ColumnProjection

  /// The row view of `shape` through `quad` within `height` rows, or `nil` when the projection
  /// does not keep depth constant along rows or the shape is not a box (with corners rounding
  /// the box itself, or none).
  init?(quad: ProjectedQuad, shape: CoverageShape, height: Int) {
    guard let transposed = ColumnProjection(quad: quad.transposed, shape: shape.transposed, width: height) else {
      return nil
    }
    self.transposed = transposed
  }

  /// The device rows described.
  var rows: Range<Int> { transposed.columns }
  /// Each row's bounds y coordinate.
  var v: [Double] { transposed.u }
  /// Each row's u at x + ½ = 0.
  var alpha: [Double] { transposed.alpha }
  /// Each row's change of u per device column.
  var beta: [Double] { transposed.beta }
  /// Each row's coverage in its interior columns: 255, or less in a row crossed by an
  /// anti-aliased top or bottom edge.
  var coverage: [UInt8] { transposed.coverage }

  /// The run of interior columns of row `y` within `limit`: from the transposed view's first
  /// interior row of its column `y` to its end.
  func interiorRun(row y: Int, in limit: Range<Int>) -> Range<Int> {
    guard rows.contains(y) else { return limit.lowerBound..<limit.lowerBound }
    let k = y - rows.lowerBound
    let first = Int(transposed.firstRow[k])
    return (first..<max(first, Int(transposed.endRow[k]))).clamped(to: limit)
  }
}

extension RowProjection: InteriorRuns {
  func touchedRun(row y: Int, in reach: Range<Int>) -> Range<Int> {
    transposed.touchedColumns.contains(y) ? reach : reach.lowerBound..<reach.lowerBound
  }

  func fullRun(row y: Int, in limit: Range<Int>) -> Range<Int> {
    let run = interiorRun(row: y, in: limit)
    return run.isEmpty || coverage[y - rows.lowerBound] == 255 ? run : run.lowerBound..<run.lowerBound
  }

  /// Segue's choice: none. A layer turned in perspective about a horizontal axis is a trapezoid
  /// whose rows' interior runs differ, and a flat one goes through ``ColumnProjection``.
  func plainRows(within rows: Range<Int>) -> Range<Int> { rows.lowerBound..<rows.lowerBound }

  var interiorColumns: Range<Int> { 0..<0 }
}
