/// Draws the interior runs of a ``ColumnProjection`` — pixels known to be fully covered — with
/// per-column tables instead of per-pixel coordinates.
protocol ColumnPaint {
  /// Draws the interior run `run` (pixels `columns` of row `row`) at `opacity` (0...255).
  func paint(_ run: InteriorRun, opacity: Int, into canvas: inout Canvas)
}

/// The interior pixels of one row that a ``ColumnPaint`` draws.
struct InteriorRun {
  /// The device row.
  let row: Int
  /// The device columns.
  let columns: Range<Int>
}
