import Foundation
import SegueImage
import SegueImageIO
import Testing

/// How two bitmaps of the same size differ: how many pixels, the first in reading order, and a
/// picture of it for a person to look at.
struct PixelDifference {
  /// The reference bitmap.
  let reference: Bitmap
  /// The bitmap compared with it.
  let actual: Bitmap
  /// How many pixels differ.
  let count: Int
  /// The first differing pixel in reading order.
  let first: (x: Int, y: Int)

  /// The difference of `actual` from `reference`; `nil` when they are equal or differ in size.
  init?(reference: Bitmap, actual: Bitmap) {
    guard reference.width == actual.width, reference.height == actual.height, reference != actual else {
      return nil
    }
    var count = 0
    var first: (x: Int, y: Int)?
    for y in 0..<actual.height {
      for x in 0..<actual.width where reference[x, y] != actual[x, y] {
        count += 1
        if first == nil { first = (x, y) }
      }
    }
    guard let first else { return nil }
    self.reference = reference
    self.actual = actual
    self.count = count
    self.first = first
  }

  /// `"12 pixels differ; first at (3, 4): <reference pixel> → <actual pixel>"`.
  var summary: String {
    "\(count) pixels differ; first at (\(first.x), \(first.y)): \(reference[first.x, first.y]) → "
      + "\(actual[first.x, first.y])"
  }

  /// The reference, the actual bitmap and a map of the difference side by side, 4 pixels apart:
  /// the map shows differing pixels in red over the reference faded to light grey.
  var picture: Bitmap {
    let width = reference.width
    let gap = 4
    var sheet = Bitmap(
      width: width * 3 + gap * 2, height: reference.height, filledWith: Bitmap.Pixel(red: 255, green: 255, blue: 255))
    let red = Bitmap.Pixel(red: 255, green: 0, blue: 0)
    for y in 0..<reference.height {
      for x in 0..<width {
        let old = reference[x, y]
        sheet[x, y] = old
        sheet[width + gap + x, y] = actual[x, y]
        let grey = UInt8(191 + (Int(old.red) + Int(old.green) + Int(old.blue)) / 12)
        sheet[2 * (width + gap) + x, y] =
          old == actual[x, y] ? Bitmap.Pixel(red: grey, green: grey, blue: grey) : red
      }
    }
    return sheet
  }

  /// Keeps ``picture`` for a person: writes it as a PNG where failure artifacts go (the
  /// `SNAPSHOT_ARTIFACTS` folder, as swift-snapshot-testing uses it, else the temporary folder),
  /// in `segue-diffs/`, named `name` and a hash of the two bitmaps, and in a Swift Testing test
  /// also attaches it to the test (kept where `swift test --attachments-path` says); returns the
  /// file's path, or why it was not written.
  func keepPicture(named name: String) -> String {
    let folder = URL(
      fileURLWithPath: ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory(),
      isDirectory: true
    ).appendingPathComponent("segue-diffs", isDirectory: true)
    let fileName = "\(name)-\(hash).png"
    let path = folder.appendingPathComponent(fileName).path
    do {
      let bytes = try PNG.encode(picture)
      if Test.current != nil { Attachment.record(bytes, named: fileName) }
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try FileWriter.writeAtomically(bytes, to: path)
      return path
    } catch {
      return "not written (\(error))"
    }
  }

  /// A 64-bit FNV-1a hash of both bitmaps' bytes, in hexadecimal: the same pair, the same name.
  private var hash: String {
    var value: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in reference.bytes + actual.bytes {
      value = (value ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    return String(value, radix: 16)
  }
}
