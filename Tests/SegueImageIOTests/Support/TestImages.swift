import SegueGeometry

/// Deterministic test images.
enum TestImages {
  /// A bitmap of premultiplied pixels from a seeded pseudo-random sequence (SplitMix64), with
  /// every alpha from 0 to 255 possible and colour channels never above alpha.
  static func noise(width: Int, height: Int, seed: UInt64) -> Bitmap {
    var state = seed
    var bitmap = Bitmap(width: width, height: height)
    bitmap.bytes.withUnsafeMutableBufferPointer { bytes in
      var i = 0
      while i < bytes.count {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        let alpha = UInt8(truncatingIfNeeded: z)
        let limit = UInt64(alpha) + 1
        bytes[i] = UInt8((z >> 8) % limit)
        bytes[i + 1] = UInt8((z >> 24) % limit)
        bytes[i + 2] = UInt8((z >> 40) % limit)
        bytes[i + 3] = alpha
        i += 4
      }
    }
    return bitmap
  }

  /// Straight-alpha RGBA bytes for premultiplied `bitmap`, computed in floating point:
  /// each colour is `round(255 c / a)`, and 0 where alpha is 0.
  static func straightAlpha(_ bitmap: Bitmap) -> [UInt8] {
    var bytes = bitmap.bytes
    for i in stride(from: 0, to: bytes.count, by: 4) {
      let alpha = Double(bytes[i + 3])
      for channel in 0..<3 {
        bytes[i + channel] = alpha == 0 ? 0 : UInt8((Double(bytes[i + channel]) * 255 / alpha).rounded())
      }
    }
    return bytes
  }
}
