/// Draws interior runs of a paint whose colour depends only on the device column: one
/// premultiplied colour per column, blended as a row (the run's edge columns at their coverage).
struct RowColumnPaint: ColumnPaint {
  /// Each column's colour as a little-endian RGBA word.
  let colors: [UInt32]
  /// The device column of the first colour.
  let firstColumn: Int
  /// The projection's coverage per column, from `firstColumn` on.
  let coverage: [UInt8]

  func paint(rows: Range<Int>, columns: Range<Int>, opacity: Int, into canvas: inout Canvas) {
    guard !columns.isEmpty else { return }
    let width = canvas.width
    let first = firstColumn
    colors.withUnsafeBytes { colors in
      coverage.withUnsafeBufferPointer { coverage in
        let full = ColumnCoverage.fullRun(columns, coverage, first)
        let row = colors.baseAddress! + (columns.lowerBound - first) * 4
        for y in rows {
          canvas.prepare(row: y)
          canvas.withUnsafeMutableBytes { target in
            ColumnCoverage.blend(
              row, over: columns, full: full, coverage: coverage, first: first,
              into: target.baseAddress! + y * width * 4, opacity: opacity)
          }
        }
      }
    }
    canvas.markDirty(columns: columns, rows: rows)
  }
}
