/// Converts RGBA8 pixels between premultiplied alpha (Segue's `Bitmap`) and straight alpha (PNG).
///
/// Both directions round to nearest, which makes premultiplied → straight → premultiplied exact
/// for every valid premultiplied pixel: the straight value is within 0.5 of `255 c / a`, so
/// multiplying back lands within `0.5 a / 255 < 0.5` of `c` (and `a = 255` is exact).
enum AlphaConversion {
  /// Straight-alpha copies of premultiplied RGBA8 bytes (see ``straighten(_:into:)``).
  static func straightened(_ premultiplied: [UInt8]) -> [UInt8] {
    var straight = premultiplied
    premultiplied.withUnsafeBufferPointer { source in
      straight.withUnsafeMutableBufferPointer { straighten(source, into: $0) }
    }
    return straight
  }

  /// Writes straight-alpha copies of the premultiplied RGBA8 bytes `source` into `destination`,
  /// which is as long; fully transparent pixels become 0, 0, 0, 0 and colour channels above
  /// their alpha (not valid premultiplied input) clamp to 255.
  static func straighten(_ source: UnsafeBufferPointer<UInt8>, into destination: UnsafeMutableBufferPointer<UInt8>) {
    var i = 0
    while i < source.count {
      let alpha = UInt32(source[i + 3])
      if alpha == 255 {
        destination[i] = source[i]
        destination[i + 1] = source[i + 1]
        destination[i + 2] = source[i + 2]
      } else if alpha == 0 {
        destination[i] = 0
        destination[i + 1] = 0
        destination[i + 2] = 0
      } else {
        let half = alpha / 2
        destination[i] = UInt8(min(255, (UInt32(source[i]) * 255 + half) / alpha))
        destination[i + 1] = UInt8(min(255, (UInt32(source[i + 1]) * 255 + half) / alpha))
        destination[i + 2] = UInt8(min(255, (UInt32(source[i + 2]) * 255 + half) / alpha))
      }
      destination[i + 3] = UInt8(alpha)
      i += 4
    }
  }

  /// Multiplies straight-alpha RGBA8 bytes by their alpha in place, rounding to nearest.
  static func premultiply(_ pixels: UnsafeMutableBufferPointer<UInt8>) {
    var i = 0
    while i < pixels.count {
      let alpha = UInt32(pixels[i + 3])
      if alpha != 255 {
        pixels[i] = UInt8((UInt32(pixels[i]) * alpha + 127) / 255)
        pixels[i + 1] = UInt8((UInt32(pixels[i + 1]) * alpha + 127) / 255)
        pixels[i + 2] = UInt8((UInt32(pixels[i + 2]) * alpha + 127) / 255)
      }
      i += 4
    }
  }
}
