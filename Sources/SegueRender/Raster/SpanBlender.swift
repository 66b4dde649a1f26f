/// The last raster stage: blends a span's shaded colours, scaled by coverage and opacity,
/// source-over into a canvas.
enum SpanBlender {
  /// Blends `colors` (four premultiplied bytes per pixel of `span`) at `opacity` (0...255).
  static func blend(
    _ span: CoverageSpan, _ colors: UnsafeBufferPointer<UInt8>, opacity: Int, into canvas: inout Canvas
  ) {
    let width = canvas.bitmap.width
    canvas.bitmap.bytes.withUnsafeMutableBufferPointer { pixels in
      let target = UnsafeMutableRawPointer(pixels.baseAddress! + (span.y * width + span.x) * 4)
      let source = UnsafeRawPointer(colors.baseAddress!)
      for k in 0..<span.count {
        let covered = Int(span.coverage[k])
        guard covered > 0 else { continue }
        let factor = UInt64(PixelMath.divide255(covered * opacity))
        let pixel = PackedPixel.scaled(source.loadUnaligned(fromByteOffset: k * 4, as: UInt32.self), by: factor)
        let below = target.loadUnaligned(fromByteOffset: k * 4, as: UInt32.self)
        target.storeBytes(of: PackedPixel.over(pixel, below), toByteOffset: k * 4, as: UInt32.self)
      }
    }
    canvas.markDirty(columns: span.x..<(span.x + span.count), row: span.y)
  }
}
