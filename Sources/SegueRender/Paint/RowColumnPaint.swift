/// Draws interior runs of a paint whose colour depends only on the device column: one
/// premultiplied colour per column, blended as a row.
struct RowColumnPaint: ColumnPaint {
  /// Each column's colour as a little-endian RGBA word.
  let colors: [UInt32]
  /// The device column of the first colour.
  let firstColumn: Int

  func paint(_ span: CoverageSpan, opacity: Int, into canvas: inout Canvas) {
    canvas.prepare(row: span.y)
    let width = canvas.bitmap.width
    colors.withUnsafeBytes { colors in
      canvas.bitmap.bytes.withUnsafeMutableBytes { target in
        RasterKernels.blendRow(
          colors.baseAddress! + (span.x - firstColumn) * 4, target.baseAddress! + (span.y * width + span.x) * 4,
          count: span.count, opacity: opacity)
      }
    }
    canvas.markDirty(columns: span.x..<(span.x + span.count), row: span.y)
  }
}
