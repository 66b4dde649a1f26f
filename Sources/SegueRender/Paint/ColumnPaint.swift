/// Draws the interior runs of a ``ColumnProjection`` — pixels known to be fully covered — with
/// per-column tables instead of per-pixel coordinates.
protocol ColumnPaint {
  /// Draws the interior run `span` at `opacity` (0...255).
  func paint(_ span: CoverageSpan, opacity: Int, into canvas: inout Canvas)
}
