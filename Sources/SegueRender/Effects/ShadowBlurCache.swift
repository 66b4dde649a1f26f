import Foundation
import Synchronization

/// Blurred shadow planes kept from frame to frame, each with the plane it was blurred from, so
/// that a shadow whose silhouette did not change (a card fading in, a button in a list that
/// scrolls by whole pixels... anything but its own shape changing) is not blurred again.
///
/// Segue's choice for speed, in the spirit of Core Animation's shadow caching: a hit needs the
/// same region, the same blur and the same source bytes (compared in full, so a hit gives
/// exactly the bytes a new blur would). At most ``byteBudget`` bytes in ``entryLimit`` planes are kept, the least
/// recently used planes leaving first; a compositor and its copies share one cache.
final class ShadowBlurCache: Sendable {
  /// The most bytes of planes kept (sources and results together).
  static let byteBudget = 48 << 20
  /// The most planes kept, so that a lookup's scan stays short when the planes are small.
  static let entryLimit = 32

  /// One blurred plane.
  private struct Entry {
    /// The device columns the plane covers.
    let columns: Range<Int>
    /// The device rows the plane covers.
    let rows: Range<Int>
    /// The blur's boxes, as (before, after) pairs.
    let boxes: [Int]
    /// The plane blurred.
    let source: [UInt8]
    /// The result.
    let blurred: [UInt8]
    /// The bytes the entry holds.
    var bytes: Int { source.count + blurred.count }
  }

  /// The planes, least recently used first.
  private let entries = Mutex<[Entry]>([])

  /// The bytes of the planes kept, for tests.
  var keptBytes: Int { entries.withLock { $0.reduce(0) { $0 + $1.bytes } } }

  /// How many lookups found their plane, for tests.
  var hits: Int { hitCount.withLock { $0 } }
  /// The lookups that found their plane.
  private let hitCount = Mutex(0)

  /// An empty cache.
  init() {}

  /// `plane` (over `columns` × `rows` of device space) blurred by `blur`: the kept result when
  /// the same plane was blurred the same way before, otherwise a new blur, kept.
  func blurred(_ plane: [UInt8], columns: Range<Int>, rows: Range<Int>, by blur: BoxBlur) -> [UInt8] {
    let boxes = blur.boxes.flatMap { [$0.before, $0.after] }
    let found = entries.withLock { entries -> [UInt8]? in
      guard
        let index = entries.firstIndex(where: {
          $0.columns == columns && $0.rows == rows && $0.boxes == boxes && Self.same($0.source, plane)
        })
      else { return nil }
      let entry = entries.remove(at: index)
      entries.append(entry)
      return entry.blurred
    }
    if let found {
      hitCount.withLock { $0 += 1 }
      return found
    }
    var result = plane
    blur.apply(to: &result, width: columns.count, height: rows.count)
    let entry = Entry(columns: columns, rows: rows, boxes: boxes, source: plane, blurred: result)
    guard entry.bytes <= Self.byteBudget else { return result }
    entries.withLock { entries in
      entries.append(entry)
      var total = entries.reduce(0) { $0 + $1.bytes }
      while total > Self.byteBudget || entries.count > Self.entryLimit {
        total -= entries.removeFirst().bytes
      }
    }
    return result
  }

  /// Whether two planes hold the same bytes (one `memcmp`).
  private static func same(_ a: [UInt8], _ b: [UInt8]) -> Bool {
    a.count == b.count
      && a.withUnsafeBytes { a in b.withUnsafeBytes { b in memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 } }
  }
}
