import SegueGeometry
import SegueImage

/// A bitmap's PNG image data — its rows in straight alpha, each filtered (``ScanlineFilter``) —
/// compressed as one zlib stream a row at a time, so that besides the bitmap only two rows and
/// zlib's buffers are in memory.
enum ImageDataCompressor {
  /// Compresses `bitmap` (which ``PNG/validate(_:)`` accepts) at zlib `level`, handing `sink`
  /// the stream in pieces as they are made.
  static func compress(_ bitmap: Bitmap, level: Int32, into sink: Deflater.Sink) throws {
    let deflater = try Deflater(level: level)
    let stride = bitmap.width * 4
    var rows = [UInt8](repeating: 0, count: 2 * stride)
    var filtered = [UInt8](repeating: 0, count: stride + 1)
    try bitmap.bytes.withUnsafeBufferPointer { pixels in
      try rows.withUnsafeMutableBufferPointer { rows in
        try filtered.withUnsafeMutableBufferPointer { filtered in
          // The two rows take turns as the current row and the one above; the first row's
          // "above" is the zeros the other one starts as.
          for y in 0..<bitmap.height {
            let current = UnsafeMutableBufferPointer(rebasing: rows[(y % 2 * stride)..<(y % 2 * stride + stride)])
            let above = UnsafeBufferPointer(rebasing: rows[((1 - y % 2) * stride)..<((1 - y % 2) * stride + stride)])
            AlphaConversion.straighten(
              UnsafeBufferPointer(rebasing: pixels[(y * stride)..<(y * stride + stride)]), into: current)
            ScanlineFilter.filter(UnsafeBufferPointer(current), index: y, above: above, into: filtered)
            try deflater.compress(UnsafeBufferPointer(filtered), into: sink)
          }
        }
      }
    }
    try deflater.finish(into: sink)
  }
}
