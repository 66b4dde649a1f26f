import SegueImage

/// Turns Segue's premultiplied RGBA bytes into the 32-bit pixels of an X TrueColor visual with
/// red in bits 16–23, green in 8–15 and blue in 0–7 (what every 24- and 32-bit X server on a
/// little-endian machine offers): a swap of red and blue in each little-endian word.
///
/// The frames a window shows are composited over an opaque background, so their premultiplied
/// colour is the colour; a translucent pixel keeps its premultiplied colour, which is what a
/// window composited over black shows.
enum PixelConversion {
  /// Writes `bitmap`'s pixels as X pixels into `target`, which holds `bitmap.pixelCount` words.
  static func convert(_ bitmap: Bitmap, into target: UnsafeMutablePointer<UInt32>) {
    bitmap.bytes.withUnsafeBytes { raw in
      let source = raw.bindMemory(to: UInt32.self)
      for index in 0..<source.count {
        let word = UInt32(littleEndian: source[index])
        target[index] = (word & 0xFF00_FF00) | ((word & 0xFF) << 16) | ((word >> 16) & 0xFF)
      }
    }
  }
}
