/// Draws the interior runs of a ``ColumnProjection`` — pixels known to be fully covered — with
/// per-column tables instead of per-pixel coordinates.
protocol ColumnPaint {
  /// Draws the interior pixels `columns` of row `row` at `opacity` (0...255).
  func paint(row: Int, columns: Range<Int>, opacity: Int, into canvas: inout Canvas)
}
