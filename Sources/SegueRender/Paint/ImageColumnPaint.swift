import SegueGeometry

/// Draws interior runs of an image through its column sampling tables with the bilinear run
/// kernel; a run's edge columns (coverage below 255) are drawn one pixel at a time at their
/// coverage times the opacity.
struct ImageColumnPaint: ColumnPaint {
  /// The image.
  let image: Bitmap
  /// Its sampling tables for the projection's columns.
  let table: ColumnSampleTable
  /// The projection's coverage per column, from the table's first column on.
  let coverage: [UInt8]

  func paint(rows: Range<Int>, columns: Range<Int>, opacity: Int, into canvas: inout Canvas) {
    guard !columns.isEmpty else { return }
    let width = canvas.bitmap.width
    let samples = table.samples
    let first = table.firstColumn
    image.bytes.withUnsafeBytes { pixels in
      coverage.withUnsafeBufferPointer { coverage in
        let source = ImageRows(pixels: pixels.baseAddress!, width: Int32(image.width), height: Int32(image.height))
        let full = ColumnCoverage.fullRun(columns, coverage, first)
        let left = columns.lowerBound..<max(columns.lowerBound, full.lowerBound)
        let right = max(full.upperBound, columns.lowerBound)..<columns.upperBound
        for y in rows {
          canvas.prepare(row: y)
          let py = Float(y) + 0.5
          canvas.bitmap.bytes.withUnsafeMutableBytes { target in
            let line = target.baseAddress! + y * width * 4
            func edge(_ part: Range<Int>) {
              for x in part {
                RasterKernels.bilinearRun(
                  source, samples, x - first, count: 1, py: py, line + x * 4,
                  opacity: PixelMath.divide255(Int(coverage[x - first]) * opacity))
              }
            }
            edge(left)
            edge(right)
            guard !full.isEmpty else { return }
            RasterKernels.bilinearRun(
              source, samples, full.lowerBound - first, count: full.count, py: py, line + full.lowerBound * 4, opacity: opacity)
          }
        }
      }
    }
    canvas.markDirty(columns: columns, rows: rows)
  }
}
