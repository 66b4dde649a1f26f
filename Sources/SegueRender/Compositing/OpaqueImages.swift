import SegueImage
import Synchronization

/// Whether images are opaque (every pixel's alpha 255), found once per image and kept from
/// frame to frame.
///
/// An image is known by the address and size of its pixel storage, and each entry keeps that
/// storage alive, so that no other image can take its address while the entry lasts. At most
/// ``byteBudget`` bytes of images are kept, the least recently used leaving first; a compositor
/// and its copies share one.
final class OpaqueImages: Sendable {
  /// The most bytes of images kept.
  static let byteBudget = 64 << 20

  /// What an image is known by.
  private struct Key: Hashable {
    /// The address of its pixel storage.
    let address: UInt
    /// Its byte count.
    let count: Int
  }

  /// The images, each with whether it is opaque and the moment it was last asked about.
  private struct Entries {
    var images: [Key: (bytes: [UInt8], opaque: Bool, used: UInt64)] = [:]
    var bytes = 0
    var clock: UInt64 = 0
  }

  private let entries = Mutex(Entries())

  /// None known yet.
  init() {}

  /// Whether every pixel of `image` has alpha 255.
  func isOpaque(_ image: Bitmap) -> Bool {
    let bytes = image.bytes
    guard !bytes.isEmpty else { return false }
    let key = Key(address: bytes.withUnsafeBytes { UInt(bitPattern: $0.baseAddress) }, count: bytes.count)
    let known = entries.withLock { entries -> Bool? in
      guard let entry = entries.images[key] else { return nil }
      entries.clock += 1
      entries.images[key]?.used = entries.clock
      return entry.opaque
    }
    if let known { return known }
    let opaque = Self.alphasAllOpaque(bytes)
    guard bytes.count <= Self.byteBudget else { return opaque }
    entries.withLock { entries in
      entries.clock += 1
      if entries.images.updateValue((bytes, opaque, entries.clock), forKey: key) == nil { entries.bytes += bytes.count }
      while entries.bytes > Self.byteBudget, let oldest = entries.images.min(by: { $0.value.used < $1.value.used }) {
        entries.images[oldest.key] = nil
        entries.bytes -= oldest.key.count
      }
    }
    return opaque
  }

  /// Whether every fourth byte (alpha, in RGBA order) of `bytes` is 255: the words ANDed
  /// together, a loop the compiler vectorizes.
  private static func alphasAllOpaque(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBytes { raw in
      let words = raw.bindMemory(to: UInt32.self)
      var all: UInt32 = .max
      for word in words { all &= word }
      return UInt32(littleEndian: all) >> 24 == 0xFF
    }
  }
}
