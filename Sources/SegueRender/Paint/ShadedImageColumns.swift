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

  /// The image and the shade each at its opacity times the coverage, as each one's own fill
  /// draws the run.
  func paintEdge(_ run: InteriorRun, coverage: UInt8, opacity: Int, into canvas: inout Canvas) {
    let shaded = PixelMath.divide255(Int(coverage) * shadeOpacity)
    image.paint(
      rows: run.row..<(run.row + 1), columns: run.columns, opacity: PixelMath.divide255(Int(coverage) * opacity),
      shade: (shade, shaded), into: &canvas)
  }
}
