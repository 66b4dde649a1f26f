/// The interior runs of an image with a paint of per-column colours over them at a fixed
/// opacity, each row shaded as soon as it is sampled
/// (see ``ShapePainter/fill(_:through:with:opacity:shadedBy:opacity:into:)``).
struct ShadedImageColumns: ColumnPaint {
  /// The image's column paint.
  let image: ImageColumnPaint
  /// The per-column colours over the same projection.
  let shade: RowColumnPaint
  /// The opacity (0...255) the colours are blended at.
  let shadeOpacity: Int

  func paint(rows: Range<Int>, columns: Range<Int>, opacity: Int, into canvas: inout Canvas) {
    image.paint(rows: rows, columns: columns, opacity: opacity, shade: (shade, shadeOpacity), into: &canvas)
  }
}
