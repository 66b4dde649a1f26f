/// A shape's pixels that a paint can draw without coverage computed per pixel, row by row:
/// ``ColumnProjection`` for projections that keep depth constant down device columns,
/// ``RowProjection`` for those that keep it constant along device rows, ``AffineProjection``
/// for affine ones that turn or shear a layer in 2D.
protocol InteriorRuns {
  /// The columns of `reach` (the pixels of row `y` the shape's polygon touches) that can have
  /// coverage at all.
  func touchedRun(row y: Int, in reach: Range<Int>) -> Range<Int>

  /// The run of interior pixels in row `y` within `limit`: pixels whose coverage the paint
  /// knows without computing it; empty when there is none.
  func interiorRun(row y: Int, in limit: Range<Int>) -> Range<Int>

  /// The run of pixels in row `y` within `limit` that the shape covers completely.
  func fullRun(row y: Int, in limit: Range<Int>) -> Range<Int>

  /// The rows of `rows` that are each one interior run of all of ``interiorColumns``, with no
  /// other pixel touched; empty (at `rows`' start) when there are none.
  func plainRows(within rows: Range<Int>) -> Range<Int>

  /// The columns of the runs of ``plainRows(within:)``.
  var interiorColumns: Range<Int> { get }

  /// In a row an edge crosses, the run of pixels within `limit` that all have one coverage
  /// (below 255), which a paint can draw as an interior run at the opacity times that
  /// coverage, and the coverage; `nil` when there is none.
  func edgeRun(row y: Int, in limit: Range<Int>) -> (columns: Range<Int>, coverage: UInt8)?
}

extension InteriorRuns {
  func edgeRun(row y: Int, in limit: Range<Int>) -> (columns: Range<Int>, coverage: UInt8)? { nil }
}

extension ColumnProjection: InteriorRuns {
  func touchedRun(row y: Int, in reach: Range<Int>) -> Range<Int> { reach.clamped(to: touchedColumns) }

  /// For a layer neither turned nor in perspective, the run of ``EdgeRows`` within the
  /// interior columns whose coverage is 255 (the columns the paints' tables describe).
  func edgeRun(row y: Int, in limit: Range<Int>) -> (columns: Range<Int>, coverage: UInt8)? {
    guard let edge = edgeRows?.run(row: y, in: limit.clamped(to: interiorColumns)) else { return nil }
    var run = edge.columns
    while !run.isEmpty && coverage[run.lowerBound - columns.lowerBound] < 255 {
      run = (run.lowerBound + 1)..<run.upperBound
    }
    while !run.isEmpty && coverage[run.upperBound - 1 - columns.lowerBound] < 255 {
      run = run.lowerBound..<(run.upperBound - 1)
    }
    return run.isEmpty ? nil : (run, edge.coverage)
  }
}
