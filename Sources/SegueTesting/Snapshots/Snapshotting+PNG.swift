import Foundation
import SegueImage
import SegueImageIO
import SnapshotTesting

extension Snapshotting where Value == Bitmap, Format == Bitmap {
  /// A bitmap compared exactly, pixel for pixel, with a PNG reference; on a mismatch the message
  /// counts the differing pixels, names the first one and gives the path of a picture of the
  /// difference (see ``Snapshotting/animatedPNG`` for where it is written).
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
        guard let difference = PixelDifference(reference: reference, actual: actual) else { return nil }
        return ("\(difference.summary); difference: \(difference.keepPicture(named: "image"))", [])
      })
  }
}
