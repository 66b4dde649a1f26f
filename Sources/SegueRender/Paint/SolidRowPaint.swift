/// Draws the interior runs of a ``RowProjection`` in one premultiplied colour, each row
/// blended at its coverage.
struct SolidRowPaint: ColumnPaint {
  /// The colour as a little-endian RGBA word.
  let color: UInt32
  /// The device row of the first coverage byte.
  let firstRow: Int
  /// The projection's coverage per row, from `firstRow` on.
  let coverage: [UInt8]

  func paint(rows: Range<Int>, columns: Range<Int>, opacity: Int, into canvas: inout Canvas) {
    withUnsafeTemporaryAllocation(of: UInt32.self, capacity: max(1, columns.count)) { colors in
      colors.initialize(repeating: color)
      RowCoverage.forEachRow(
        rows, columns: columns, coverage: coverage, first: firstRow, opacity: opacity, into: &canvas
      ) { _, line, opacity in
        RasterKernels.blendRow(UnsafeRawPointer(colors.baseAddress!), line, count: columns.count, opacity: opacity)
      }
    }
  }
}
