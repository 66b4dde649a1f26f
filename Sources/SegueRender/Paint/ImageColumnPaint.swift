import SegueGeometry

/// Draws interior runs of an image through its column sampling tables with the bilinear run
/// kernel.
struct ImageColumnPaint: ColumnPaint {
  /// The image.
  let image: Bitmap
  /// Its sampling tables for the projection's columns.
  let table: ColumnSampleTable

  func paint(_ span: CoverageSpan, opacity: Int, into canvas: inout Canvas) {
    canvas.prepare(row: span.y)
    let width = canvas.bitmap.width
    image.bytes.withUnsafeBytes { pixels in
      let source = ImageRows(
        pixels: pixels.baseAddress!, width: Int32(image.width),
        height: Int32(image.height))
      canvas.bitmap.bytes.withUnsafeMutableBytes { target in
        RasterKernels.bilinearRun(
          source, table.samples, span.x - table.firstColumn, count: span.count, py: Float(span.y) + 0.5,
          target.baseAddress! + (span.y * width + span.x) * 4, opacity: opacity)
      }
    }
    canvas.markDirty(columns: span.x..<(span.x + span.count), row: span.y)
  }
}
