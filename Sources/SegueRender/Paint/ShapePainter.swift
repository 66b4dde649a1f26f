import SegueGeometry

/// Runs the three raster stages for one paint: coverage spans of a shape, a shader's colours,
/// source-over blending.
enum ShapePainter {
  /// Fills `shape` (bounds space, mapped to the device by `matrix`) with `shader` at `opacity` (0...255).
  static func fill<S: Shader>(
    _ shape: CoverageShape, through matrix: Transform3D, with shader: S, opacity: Int, into canvas: inout Canvas
  ) {
    guard opacity > 0, let rasterizer = CoverageRasterizer(shape: shape, matrix: matrix) else { return }
    var colors = [UInt8](repeating: 0, count: canvas.bitmap.width * 4)
    colors.withUnsafeMutableBufferPointer { colors in
      rasterizer.forEachSpan(width: canvas.bitmap.width, rows: canvas.rows) { span in
        shader.shade(span, into: colors)
        SpanBlender.blend(span, UnsafeBufferPointer(colors), opacity: opacity, into: &canvas)
      }
    }
  }
}
