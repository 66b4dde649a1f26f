/// The last raster stage: blends a span's shaded colours, scaled by coverage and opacity,
/// source-over into a canvas.
enum SpanBlender {
  /// Blends `colors` (four premultiplied bytes per pixel of `span`) at `opacity` (0...255).
  static func blend(
    _ span: CoverageSpan, _ colors: UnsafeBufferPointer<UInt8>, opacity: Int, into canvas: inout Canvas
  ) {
    let width = canvas.width
    canvas.prepare(row: span.y)
    canvas.withUnsafeMutableBufferPointer { pixels in
      let target = UnsafeMutableRawPointer(pixels.baseAddress! + (span.y * width + span.x) * 4)
      RasterKernels.blendSpan(
        UnsafeRawPointer(colors.baseAddress!), coverage: span.coverage.baseAddress!, target, count: span.count,
        opacity: opacity)
    }
    canvas.markDirty(columns: span.x..<(span.x + span.count), row: span.y)
  }
}
