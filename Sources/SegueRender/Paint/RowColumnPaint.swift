/// Draws interior runs of a paint whose colour depends only on the device column: one
/// premultiplied colour per column, blended as a row.
struct RowColumnPaint: ColumnPaint {
  /// Each column's colour as a little-endian RGBA word.
  let colors: [UInt32]
  /// The device column of the first colour.
  let firstColumn: Int

  func paint(_ run: InteriorRun, opacity: Int, into canvas: inout Canvas) {
    canvas.prepare(row: run.row)
    let width = canvas.bitmap.width
    colors.withUnsafeBytes { colors in
      canvas.bitmap.bytes.withUnsafeMutableBytes { target in
        RasterKernels.blendRow(
          colors.baseAddress! + (run.columns.lowerBound - firstColumn) * 4,
          target.baseAddress! + (run.row * width + run.columns.lowerBound) * 4, count: run.columns.count, opacity: opacity)
      }
    }
    canvas.markDirty(columns: run.columns, row: run.row)
  }
}
