import PropertyBased
import SegueGeometry
import SegueImage

/// Deterministic test images.
enum TestImages {
  /// A bitmap of premultiplied pixels from a seeded pseudo-random sequence (xoshiro256**), with
  /// every alpha from 0 to 255 possible and colour channels never above alpha.
  static func noise(width: Int, height: Int, seed: UInt64) -> Bitmap {
    var random = Xoshiro(seed: (seed, ~seed, seed, ~seed))
    var bitmap = Bitmap(width: width, height: height)
    bitmap.withUnsafeMutableBufferPointer { bytes in
      var i = 0
      while i < bytes.count {
        let z = random.next()
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
