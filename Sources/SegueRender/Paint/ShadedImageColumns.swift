/// The interior runs of an image with a paint of one colour per pixel over them (per-column
/// colours, or a gradient's along an axis with a vertical part) at a fixed opacity, each row
/// shaded as soon as it is sampled
/// (see ``ShapePainter/fill(_:through:with:opacity:shadedBy:opacity:into:)``).
struct ShadedImageColumns: ColumnPaint {
  /// The image's column paint.
  let image: ImageColumnPaint
  /// The colours over the same projection.
  let shade: any ColumnShade
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
