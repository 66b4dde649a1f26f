import SegueGeometry

/// Draws interior runs of an image through its column sampling tables with the bilinear run
/// kernel.
struct ImageColumnPaint: ColumnPaint {
  /// The image.
  let image: Bitmap
  /// Its sampling tables for the projection's columns.
  let table: ColumnSampleTable

  func paint(row: Int, columns: Range<Int>, opacity: Int, into canvas: inout Canvas) {
    canvas.prepare(row: row)
    let width = canvas.bitmap.width
    image.bytes.withUnsafeBytes { pixels in
      let source = ImageRows(
        pixels: pixels.baseAddress!, width: Int32(image.width),
        height: Int32(image.height))
      canvas.bitmap.bytes.withUnsafeMutableBytes { target in
        RasterKernels.bilinearRun(
          source, table.samples, columns.lowerBound - table.firstColumn, count: columns.count, py: Float(row) + 0.5,
          target.baseAddress! + (row * width + columns.lowerBound) * 4, opacity: opacity)
      }
    }
    canvas.markDirty(columns: columns, row: row)
  }
}
