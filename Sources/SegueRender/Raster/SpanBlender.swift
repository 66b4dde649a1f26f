/// The last raster stage: blends a span's shaded colours, scaled by coverage and opacity,
/// source-over into a canvas.
enum SpanBlender {
  /// Blends `colors` (four premultiplied bytes per pixel of `span`) at `opacity` (0...255).
  static func blend(
    _ span: CoverageSpan, _ colors: UnsafeBufferPointer<UInt8>, opacity: Int, into canvas: inout Canvas
  ) {
    let width = canvas.bitmap.width
    canvas.bitmap.bytes.withUnsafeMutableBufferPointer { pixels in
      var index = (span.y * width + span.x) * 4
      for k in 0..<span.count {
        let covered = Int(span.coverage[k])
        if covered > 0 {
          var red = Int(colors[k * 4])
          var green = Int(colors[k * 4 + 1])
          var blue = Int(colors[k * 4 + 2])
          var alpha = Int(colors[k * 4 + 3])
          PixelMath.scale(&red, &green, &blue, &alpha, by: PixelMath.divide255(covered * opacity))
          PixelMath.blendOver(pixels, at: index, red: red, green: green, blue: blue, alpha: alpha)
        }
        index += 4
      }
    }
    canvas.markDirty(columns: span.x..<(span.x + span.count), row: span.y)
  }
}
