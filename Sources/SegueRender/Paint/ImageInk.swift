import SegueImage

/// The columns of an image from the first to the last holding a pixel that is not fully
/// transparent (a premultiplied pixel of alpha 0 is all zero); empty for an image with none.
///
/// Segue's choice for speed: a text layer's bitmap spans its bounds while its glyphs take a
/// part of them (a label as wide as the screen holding a name), and a sample that reads only
/// columns outside these is transparent, which blending leaves the canvas as it was; so the
/// image column paint skips the device columns whose samples read no other (see
/// ``ImageColumnPaint``). Text bitmaps are scanned once, when ``TextImageCache`` keeps them.
struct ImageInk: Equatable {
  /// The columns.
  let columns: Range<Int>

  /// The ink of `image`.
  init(of image: Bitmap) {
    var (left, right) = (image.width, -1)
    image.bytes.withUnsafeBytes { raw in
      let pixels = raw.bindMemory(to: UInt32.self)
      for y in 0..<image.height {
        let row = pixels[(y * image.width)..<((y + 1) * image.width)]
        guard let first = row.firstIndex(where: { $0 != 0 }), let last = row.lastIndex(where: { $0 != 0 }) else {
          continue
        }
        (left, right) = (min(left, first - y * image.width), max(right, last - y * image.width))
      }
    }
    columns = left <= right ? left..<(right + 1) : 0..<0
  }
}
