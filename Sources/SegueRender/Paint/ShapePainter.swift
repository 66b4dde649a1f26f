import SegueGeometry

/// Runs the three raster stages for one paint: coverage spans of a shape, a shader's colours,
/// source-over blending — or, for the fully covered runs of a layer whose depth is constant
/// down each device column, the shader's ``ColumnPaint``.
enum ShapePainter {
  /// Fills `shape` (bounds space, mapped to the device by `matrix`) with `shader` at `opacity` (0...255).
  static func fill<S: Shader>(
    _ shape: CoverageShape, through matrix: Transform3D, with shader: S, opacity: Int, into canvas: inout Canvas
  ) {
    guard opacity > 0, let rasterizer = CoverageRasterizer(shape: shape, matrix: matrix) else { return }
    let projection = rasterizer.columnProjection(width: canvas.bitmap.width)
    let columns = projection.flatMap { shader.columnPaint(for: $0) }
    var colors = [UInt8](repeating: 0, count: canvas.bitmap.width * 4)
    colors.withUnsafeMutableBufferPointer { colors in
      rasterizer.forEachSpan(width: canvas.bitmap.width, rows: canvas.rows, projection: columns == nil ? nil : projection) {
        span in
        if span.isInterior, let columns {
          columns.paint(span, opacity: opacity, into: &canvas)
        } else {
          shader.shade(span, into: colors)
          SpanBlender.blend(span, UnsafeBufferPointer(colors), opacity: opacity, into: &canvas)
        }
      }
    }
  }
}
