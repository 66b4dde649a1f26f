/// Draws the interior runs of a ``ColumnProjection`` — pixels whose coverage is known per
/// column: full, or that of an anti-aliased left or right edge — with per-column tables instead
/// of per-pixel coordinates; or those of a ``RowProjection``, whose coverage is known per row.
protocol ColumnPaint {
  /// Draws columns `columns` of each of `rows`, all of them interior pixels, at `opacity`
  /// (0...255).
  func paint(rows: Range<Int>, columns: Range<Int>, opacity: Int, into canvas: inout Canvas)

  /// Draws the edge run `run` (see ``InteriorRuns/edgeRun(row:in:)``), whose pixels all have
  /// coverage `coverage`, at `opacity` (0...255).
  func paintEdge(_ run: InteriorRun, coverage: UInt8, opacity: Int, into canvas: inout Canvas)
}

extension ColumnPaint {
  /// The run drawn as an interior run at the opacity times the coverage: the factor the
  /// per-pixel blender scales each of its pixels by.
  func paintEdge(_ run: InteriorRun, coverage: UInt8, opacity: Int, into canvas: inout Canvas) {
    let scaled = PixelMath.divide255(Int(coverage) * opacity)
    if scaled > 0 { paint(run, opacity: scaled, into: &canvas) }
  }

  /// Draws the interior run `run` (pixels `columns` of row `row`) at `opacity` (0...255).
  func paint(_ run: InteriorRun, opacity: Int, into canvas: inout Canvas) {
    paint(rows: run.row..<(run.row + 1), columns: run.columns, opacity: opacity, into: &canvas)
  }
}

/// The interior pixels of one row that a ``ColumnPaint`` draws.
struct InteriorRun {
  /// The device row.
  let row: Int
  /// The device columns.
  let columns: Range<Int>
}
