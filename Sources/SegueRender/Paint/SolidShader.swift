import SegueGeometry
import SegueImage

/// One premultiplied colour everywhere.
struct SolidShader: Shader {
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
}
