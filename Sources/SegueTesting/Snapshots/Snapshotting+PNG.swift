import Foundation
import SegueImage
import SegueImageIO
import SnapshotTesting

extension Snapshotting where Value == Bitmap, Format == Bitmap {
  /// A bitmap compared exactly, pixel for pixel, with a PNG reference; on a mismatch the message
  /// counts the differing pixels and names the first one.
  public static var png: Snapshotting {
    Snapshotting(
      pathExtension: "png",
      diffing: .diff(
        toData: { bitmap in Data((try? PNG.encode(bitmap)) ?? []) },
        fromData: { data in (try? PNG.decode([UInt8](data))) ?? Bitmap(width: 0, height: 0) }
      ) { reference, actual in
        guard reference.width == actual.width, reference.height == actual.height else {
          return (
            "size \(actual.width)×\(actual.height) differs from the reference \(reference.width)×\(reference.height)",
            []
          )
        }
        guard reference != actual else { return nil }
        var differing = 0
        var first: (Int, Int)?
        for y in 0..<actual.height {
          for x in 0..<actual.width where reference[x, y] != actual[x, y] {
            differing += 1
            if first == nil { first = (x, y) }
          }
        }
        let at = first.map { "first at (\($0.0), \($0.1)): \(reference[$0.0, $0.1]) → \(actual[$0.0, $0.1])" } ?? ""
        return ("\(differing) pixels differ; \(at)", [])
      })
  }
}
