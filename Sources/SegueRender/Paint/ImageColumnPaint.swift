import SegueGeometry
import SegueImage

/// Draws interior runs of an image through its column sampling tables with the bilinear run
/// kernel; a run's edge columns (coverage below 255) are drawn one pixel at a time at their
/// coverage times the opacity.
///
/// With the image's ink (``ImageInk``) and no shade, only the columns whose samples read a
/// column of the ink are drawn: every other sample is transparent, and blending it changes no
/// byte. (Skipping rows likewise, by the rows each row's samples read, cost more time than it
/// saved: a pass over the row's tables.)
struct ImageColumnPaint: ColumnPaint {
  /// The image.
  let image: Bitmap
  /// Its sampling tables for the projection's columns.
  let table: ColumnSampleTable
  /// The projection's coverage per column, from the table's first column on.
  let coverage: [UInt8]
  /// The image's ink, when known.
  let ink: ImageInk?
  /// The device columns whose samples read a column of the ink, when it is known.
  private let inkedColumns: Range<Int>?

  /// The paint of `image` through `table` with the projection's `coverage`; `ink`, when given,
  /// is the image's.
  init(image: Bitmap, table: ColumnSampleTable, coverage: [UInt8], ink: ImageInk? = nil) {
    self.image = image
    self.table = table
    self.coverage = coverage
    self.ink = ink
    inkedColumns = ink.map { table.columns(reading: $0.columns) }
  }

  func paint(rows: Range<Int>, columns: Range<Int>, opacity: Int, into canvas: inout Canvas) {
    paint(rows: rows, columns: columns, opacity: opacity, shade: nil, into: &canvas)
  }

  /// Draws columns `columns` of each of `rows` at `opacity` (0...255), then, if given, `shade`
  /// (a paint of per-column colours over the same projection) at its opacity over each pixel:
  /// the bytes of drawing this paint and then the shade's, with each row shaded right after it
  /// is sampled, while it is in the processor's nearest cache.
  ///
  /// Without a shade, a row's fully covered run that lies within the table's aligned columns,
  /// in a row whose image row falls on a pixel centre, is the image's row as it is
  /// (``AlignedColumns``): it is copied or blended rather than sampled.
  func paint(
    rows: Range<Int>, columns: Range<Int>, opacity: Int, shade: (paint: RowColumnPaint, opacity: Int)?,
    into canvas: inout Canvas
  ) {
    guard !columns.isEmpty, !rows.isEmpty else { return }
    defer { canvas.markDirty(columns: columns, rows: rows) }
    let columns = shade == nil ? inkedColumns.map { columns.clamped(to: $0) } ?? columns : columns
    guard !columns.isEmpty else { return }
    let first = table.firstColumn
    let full = coverage.withUnsafeBufferPointer { ColumnCoverage.fullRun(columns, $0, first) }
    let aligned = table.aligned.flatMap { aligned in
      shade == nil && !full.isEmpty && full.clamped(to: aligned.columns) == full ? aligned : nil
    }
    guard let aligned else {
      return sample(
        rows: rows, columns: columns, full: full, copied: nil, opacity: opacity, shade: shade, into: &canvas)
    }
    withUnsafeTemporaryAllocation(of: Int.self, capacity: rows.count) { imageRows in
      var copies = 0
      for y in rows {
        let row = aligned.imageRow(y, height: image.height) ?? -1
        imageRows[y - rows.lowerBound] = row
        copies += row >= 0 ? 1 : 0
      }
      if copies < rows.count || full != columns {
        sample(
          rows: rows, columns: columns, full: full, copied: imageRows, opacity: opacity, shade: shade, into: &canvas)
      }
      guard copies > 0 else { return }
      PixelAlignedBlit.drawRows(
        image, rows: rows, imageColumn: aligned.imageColumn + full.lowerBound - aligned.columns.lowerBound,
        columns: full,
        opacity: opacity, into: &canvas
      ) { y in
        imageRows[y - rows.lowerBound] >= 0 ? imageRows[y - rows.lowerBound] : nil
      }
    }
  }

  /// Samples columns `columns` of each of `rows` (`full` their fully covered run) at `opacity`
  /// and shades them as ``paint(rows:columns:opacity:shade:into:)`` says, but for the fully
  /// covered runs of the rows whose entry in `copied` (one per row, when given) names an image
  /// row, which are left to be copied.
  private func sample(
    rows: Range<Int>, columns: Range<Int>, full: Range<Int>, copied: UnsafeMutableBufferPointer<Int>?, opacity: Int,
    shade: (paint: RowColumnPaint, opacity: Int)?, into canvas: inout Canvas
  ) {
    let width = canvas.width
    let samples = table.samples
    let first = table.firstColumn
    let shadeColors = shade?.paint.colors ?? []
    let occlusion = canvas.occlusion
    let left = columns.lowerBound..<max(columns.lowerBound, full.lowerBound)
    let right = max(full.upperBound, columns.lowerBound)..<columns.upperBound
    // Rows whose only pixels are copied are prepared by the copy.
    for y in rows where copied.map({ $0[y - rows.lowerBound] < 0 }) ?? true || !left.isEmpty || !right.isEmpty {
      canvas.prepare(row: y)
    }
    image.bytes.withUnsafeBytes { pixels in
      coverage.withUnsafeBufferPointer { coverage in
        shadeColors.withUnsafeBytes { colors in
          let source = ImageRows(pixels: pixels.baseAddress!, width: Int32(image.width), height: Int32(image.height))
          canvas.withUnsafeMutableBytes { target in
            for y in rows {
              let py = Float(y) + 0.5
              let line = target.baseAddress! + y * width * 4
              func edge(_ part: Range<Int>) {
                for x in part {
                  RasterKernels.bilinearRun(
                    source, samples, x - first, count: 1, py: py, line + x * 4,
                    opacity: PixelMath.divide255(Int(coverage[x - first]) * opacity))
                  guard let shade else { continue }
                  RasterKernels.blendSpan(
                    colors.baseAddress! + (x - first) * 4, coverage: coverage.baseAddress! + (x - first), line + x * 4,
                    count: 1, opacity: shade.opacity)
                }
              }
              // Pixels that layers drawn later cover are left out.
              var (left, right, middle) = (left, right, full)
              if let occlusion {
                let shown = occlusion.visible(columns, row: y)
                (left, right, middle) = (left.clamped(to: shown), right.clamped(to: shown), full.clamped(to: shown))
              }
              edge(left)
              edge(right)
              guard !middle.isEmpty, copied.map({ $0[y - rows.lowerBound] < 0 }) ?? true else { continue }
              let target = line + middle.lowerBound * 4
              RasterKernels.bilinearRun(
                source, samples, middle.lowerBound - first, count: middle.count, py: py, target, opacity: opacity)
              if let shade {
                RasterKernels.blendRow(
                  colors.baseAddress! + (middle.lowerBound - first) * 4, target, count: middle.count,
                  opacity: shade.opacity)
              }
            }
          }
        }
      }
    }
  }
}
