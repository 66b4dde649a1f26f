import SegueImage

/// The smallest rectangle of an image's pixels holding all that are not fully transparent (a
/// premultiplied pixel of alpha 0 is all zero): its columns and rows; empty for an image with
/// none.
///
/// Segue's choice for speed: a text layer's bitmap spans its bounds while its glyphs take a
/// part of them (a label as wide as the screen holding a name), and a sample that reads only
/// pixels outside this rectangle is transparent, which blending leaves the canvas as it was;
/// so the image column paint skips such pixels (see ``ImageColumnPaint``). Text bitmaps are
/// scanned once, when ``TextImageCache`` keeps them.
struct ImageInk: Equatable {
  /// The columns.
  let columns: Range<Int>
  /// The rows.
  let rows: Range<Int>

  /// The ink of `image`.
  init(of image: Bitmap) {
    var (left, right, top, bottom) = (image.width, -1, image.height, -1)
    image.bytes.withUnsafeBytes { raw in
      let pixels = raw.bindMemory(to: UInt32.self)
      for y in 0..<image.height {
        let row = pixels[(y * image.width)..<((y + 1) * image.width)]
        guard let first = row.firstIndex(where: { $0 != 0 }), let last = row.lastIndex(where: { $0 != 0 }) else {
          continue
        }
        (left, right) = (min(left, first - y * image.width), max(right, last - y * image.width))
        (top, bottom) = (min(top, y), y)
      }
    }
    columns = left <= right ? left..<(right + 1) : 0..<0
    rows = top <= bottom ? top..<(bottom + 1) : 0..<0
  }
}
