import SegueGeometry

/// Draws interior runs of an image through its column sampling tables with the bilinear run
/// kernel.
struct ImageColumnPaint: ColumnPaint {
  /// The image.
  let image: Bitmap
  /// Its sampling tables for the projection's columns.
  let table: ColumnSampleTable

  func paint(_ run: InteriorRun, opacity: Int, into canvas: inout Canvas) {
    canvas.prepare(row: run.row)
    let width = canvas.bitmap.width
    let samples = table.samples
    let first = table.firstColumn
    image.bytes.withUnsafeBytes { pixels in
      let source = ImageRows(pixels: pixels.baseAddress!, width: Int32(image.width), height: Int32(image.height))
      canvas.bitmap.bytes.withUnsafeMutableBytes { target in
        RasterKernels.bilinearRun(
          source, samples, run.columns.lowerBound - first, count: run.columns.count, py: Float(run.row) + 0.5,
          target.baseAddress! + (run.row * width + run.columns.lowerBound) * 4, opacity: opacity)
      }
    }
    canvas.markDirty(columns: run.columns, row: run.row)
  }
}
