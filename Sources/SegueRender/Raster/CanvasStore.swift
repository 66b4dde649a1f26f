import SegueImage
import Synchronization

/// The pixel buffers of canvases drawn in earlier groups and frames, handed out again to the
/// canvases of layers drawn on their own (a card with a shadow, a fading group) and of the
/// shadows and masks composited from them.
///
/// Segue's choice for speed: a buffer of more than a few pages, freed and asked for again, costs
/// a fault and a cleared page from the system for every 4 KB of it each frame (a fifth of a
/// pop-up frame at 3×); a kept buffer is only cleared. At most ``bufferLimit`` buffers and
/// ``byteBudget`` bytes are kept, and buffers smaller than ``smallest`` are left to the
/// allocator, which keeps those itself. A compositor and its copies share one store.
final class CanvasStore: Sendable {
  /// The most bytes kept.
  static let byteBudget = 96 << 20
  /// The most buffers kept.
  static let bufferLimit = 8
  /// The fewest bytes a buffer must hold to be kept.
  static let smallest = 64 << 10

  /// The buffers, the least recently returned first.
  private let buffers = Mutex<[[UInt8]]>([])

  /// An empty store.
  init() {}

  /// The bytes of the buffers kept, for tests.
  var keptBytes: Int { buffers.withLock { $0.reduce(0) { $0 + $1.capacity } } }

  /// A transparent `width` × `height` bitmap, over the smallest kept buffer that holds it when
  /// there is one; unless `clearing`, a kept buffer's bytes are left as they were.
  func bitmap(width: Int, height: Int, clearing: Bool = true) -> Bitmap {
    let count = max(0, width) * max(0, height) * 4
    guard count >= Self.smallest else { return Bitmap(width: width, height: height) }
    var found = buffers.withLock { buffers -> [UInt8]? in
      let fitting = buffers.indices.filter { buffers[$0].capacity >= count }
      guard let index = fitting.min(by: { buffers[$0].capacity < buffers[$1].capacity }) else { return nil }
      return buffers.remove(at: index)
    }
    // Taken out of the optional, so that the buffer has one reference and is written in place.
    guard var buffer = found.take() else { return Bitmap(width: width, height: height) }
    return Bitmap(width: width, height: height, reusing: &buffer, clearing: clearing)
  }

  /// Keeps the memory of `bitmap`, which is left empty, for a later ``bitmap(width:height:)``.
  func recycle(_ bitmap: inout Bitmap) {
    let bytes = bitmap.releaseStorage()
    guard bytes.capacity >= Self.smallest, bytes.capacity <= Self.byteBudget else { return }
    // The buffers let go of are freed after the lock is released.
    let evicted = buffers.withLock { buffers -> [[UInt8]] in
      buffers.append(bytes)
      var evicted: [[UInt8]] = []
      var total = buffers.reduce(0) { $0 + $1.capacity }
      while total > Self.byteBudget || buffers.count > Self.bufferLimit {
        evicted.append(buffers.removeFirst())
        total -= evicted[evicted.count - 1].capacity
      }
      return evicted
    }
    _ = evicted
  }
}
