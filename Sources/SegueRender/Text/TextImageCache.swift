import SegueGeometry
import SegueImage
import SegueMotion
import Synchronization

/// Text bitmaps kept from frame to frame, so that a label is rasterized once and not again in
/// every band of every frame it shows in.
///
/// Segue's choice for speed, as Core Animation keeps a text layer's backing store until its
/// text, size or scale changes: an entry is found by the text's attributes and the bitmap's
/// point size and scale, so a hit gives exactly the bitmap a new rasterization would. At most
/// ``byteBudget`` bytes are kept, the least recently used bitmaps leaving first; a compositor
/// and its copies share one cache.
final class TextImageCache: Sendable {
  /// The most bytes of bitmaps kept.
  static let byteBudget = 64 << 20

  /// What a bitmap is found by: the attributes and, since strings compare by canonical
  /// equivalence while the rasterizer draws their scalars ("é" as one scalar or as "e" and a
  /// combining accent), the scalars themselves.
  private struct Key: Hashable {
    let text: TextAttributes
    let scalars: [Unicode.Scalar]
    let size: Size
    let scale: Double
  }

  /// The bitmaps, each with the moment it was last used.
  private struct Entries {
    var images: [Key: (image: Bitmap, ink: ImageInk, used: UInt64)] = [:]
    var bytes = 0
    var clock: UInt64 = 0
  }

  private let entries = Mutex(Entries())

  /// How many bitmaps are kept, for tests.
  var count: Int { entries.withLock { $0.images.count } }

  /// An empty cache.
  init() {}

  /// The bitmap of `text` over bounds of `size` points at `scale` pixels per point (see
  /// ``TextRasterizer/render(_:size:scale:)``): the kept one, or a new one, kept.
  func image(_ text: TextAttributes, size: Size, scale: Double) -> Bitmap? {
    inkedImage(text, size: size, scale: scale)?.image
  }

  /// ``image(_:size:scale:)`` with its ink, found once when the bitmap is made.
  func inkedImage(_ text: TextAttributes, size: Size, scale: Double) -> (image: Bitmap, ink: ImageInk)? {
    let key = Key(text: text, scalars: Array(text.string.unicodeScalars), size: size, scale: scale)
    let found = entries.withLock { entries -> (Bitmap, ImageInk)? in
      guard let entry = entries.images[key] else { return nil }
      entries.clock += 1
      entries.images[key] = (entry.image, entry.ink, entries.clock)
      return (entry.image, entry.ink)
    }
    if let found { return found }
    guard let image = TextRasterizer.render(text, size: size, scale: scale) else { return nil }
    let ink = ImageInk(of: image)
    let bytes = image.width * image.height * 4
    guard bytes <= Self.byteBudget else { return (image, ink) }
    entries.withLock { entries in
      entries.clock += 1
      if let old = entries.images.updateValue((image, ink, entries.clock), forKey: key) {
        entries.bytes -= old.image.width * old.image.height * 4
      }
      entries.bytes += bytes
      while entries.bytes > Self.byteBudget, let oldest = entries.images.min(by: { $0.value.used < $1.value.used }) {
        entries.images[oldest.key] = nil
        entries.bytes -= oldest.value.image.width * oldest.value.image.height * 4
      }
    }
    return (image, ink)
  }
}
