import SegueGeometry
import SegueImage

/// One premultiplied colour everywhere.
struct SolidShader: Shader, Hashable {
  /// The colour's premultiplied bytes.
  let pixel: Bitmap.Pixel

  /// The premultiplied pixel of `color`.
  init(_ color: Color) {
    pixel = color.premultipliedPixel
  }

  func shade(_ span: CoverageSpan, into colors: UnsafeMutableBufferPointer<UInt8>) {
    for k in 0..<span.count {
      colors[k * 4] = pixel.red
      colors[k * 4 + 1] = pixel.green
      colors[k * 4 + 2] = pixel.blue
      colors[k * 4 + 3] = pixel.alpha
    }
  }

  /// One colour everywhere: interior runs blend it as a row (the run's edge columns at their
  /// coverage), as a page's background fills most of a frame.
  func columnPaint(for projection: ColumnProjection) -> (any ColumnPaint)? {
    RowColumnPaint(
      colors: Array(repeating: pixel.word.littleEndian, count: projection.columns.count),
      firstColumn: projection.columns.lowerBound, coverage: projection.coverage)
  }

  /// One colour everywhere: each row's interior run blends it at the row's coverage.
  func rowPaint(for projection: RowProjection) -> (any ColumnPaint)? {
    SolidRowPaint(color: pixel.word.littleEndian, firstRow: projection.rows.lowerBound, coverage: projection.coverage)
  }

  /// One colour everywhere: each row's interior run blends it.
  func affinePaint(for projection: AffineProjection) -> (any ColumnPaint)? {
    SolidRowPaint(color: pixel.word.littleEndian, firstRow: projection.rows.lowerBound, coverage: projection.coverage)
  }

  /// One colour everywhere: each row's interior run blends it.
  func perspectivePaint(for projection: PerspectiveProjection) -> (any ColumnPaint)? {
    SolidRowPaint(color: pixel.word.littleEndian, firstRow: projection.rows.lowerBound, coverage: projection.coverage)
  }

  var columnIdentity: AnyHashable? { AnyHashable(self) }
}
