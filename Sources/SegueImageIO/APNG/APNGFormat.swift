import SegueGeometry
import SegueImage

/// The layout ``AnimatedPNG`` and ``AnimatedPNGWriter`` share: signature, `IHDR` and `acTL`,
/// then per frame an `fcTL` and its data chunks (``FrameDataChunks``), then `IEND`.
///
/// Every frame covers the whole canvas with `dispose_op` NONE and `blend_op` SOURCE, so players
/// show each frame exactly as appended; the first frame's data is also the still image (`IDAT`)
/// that viewers without APNG support display.
struct APNGFormat {
  /// The zlib level for frame data: 6, zlib's default. On a 1179×2556 UI frame level 3 took
  /// half the time (30 ms against 60 ms) but wrote a file three times larger, so 6 it is.
  static let compressionLevel: Int32 = 6
  /// The `IEND` chunk that ends the file.
  static let end = PNGStream.chunk("IEND", [][...])

  /// The canvas width in pixels.
  let width: Int
  /// The canvas height in pixels.
  let height: Int
  /// How long each frame shows, `numerator / denominator` seconds.
  let frameDelay: (numerator: UInt16, denominator: UInt16)
  /// How many times the animation plays; 0 means forever.
  let loopCount: UInt32

  /// Signature, `IHDR` and the `acTL` announcing `frameCount` frames.
  func head(frameCount: Int) -> [UInt8] {
    var stream = PNGStream()
    stream.appendHeader(width: width, height: height)
    stream.appendChunk("acTL", (PNGStream.bigEndian(UInt32(frameCount)) + PNGStream.bigEndian(loopCount))[...])
    return stream.bytes
  }

  /// The `fcTL` chunk for a full-canvas frame with the given sequence number.
  func frameControl(sequence: UInt32) -> [UInt8] {
    var data = PNGStream.bigEndian(sequence)
    data += PNGStream.bigEndian(UInt32(width)) + PNGStream.bigEndian(UInt32(height))
    data += PNGStream.bigEndian(UInt32(0)) + PNGStream.bigEndian(UInt32(0))
    data += PNGStream.bigEndian(frameDelay.numerator) + PNGStream.bigEndian(frameDelay.denominator)
    data += [0, 0]
    return PNGStream.chunk("fcTL", data[...])
  }

  /// Throws `.invalidArgument` unless both canvas sides are between 1 and 2^31 − 1, PNG's limit.
  func validateCanvas() throws {
    guard (1...Int(Int32.max)).contains(width), (1...Int(Int32.max)).contains(height) else {
      throw ImageIOError(
        kind: .invalidArgument, path: "", reason: "the animation size \(width)×\(height) is not a valid PNG size",
        remedy: "give it a width and height of at least 1")
    }
  }

  /// Throws `.invalidArgument` unless `frame`, the animation's frame `number` (from 1), can be
  /// encoded and is the canvas's size.
  func validate(_ frame: Bitmap, number: Int) throws {
    try validateCanvas()
    guard frame.width == width, frame.height == height else {
      throw ImageIOError(
        kind: .invalidArgument, path: "",
        reason: "frame \(number) is \(frame.width)×\(frame.height) but the animation is \(width)×\(height)",
        remedy: "render every frame at the animation's size")
    }
    try PNG.validate(frame)
  }

  /// The error for encoding an animation without frames.
  static let noFrames = ImageIOError(
    kind: .invalidArgument, path: "", reason: "the animation has no frames",
    remedy: "append at least one frame before encoding")
}
