import SegueGeometry

/// An animated PNG (APNG) built frame by frame, holding only compressed frames in memory.
///
/// Every frame covers the whole canvas with `dispose_op` NONE and `blend_op` SOURCE, so players
/// show each frame exactly as appended; the first frame is also the still image (`IDAT`) that
/// viewers without APNG support display.
public struct AnimatedPNG: Sendable {
  /// The zlib level for frame data: 6, zlib's default. On a 1179×2556 UI frame level 3 took
  /// half the time (30 ms against 60 ms) but wrote a file three times larger, so 6 it is.
  static let compressionLevel: Int32 = 6
  /// The largest `IDAT` / `fdAT` chunk data length written (1 MiB); longer frame data is split
  /// across several chunks.
  static let maximumChunkDataLength = 1 << 20

  /// The canvas width in pixels; every frame must have it.
  public let width: Int
  /// The canvas height in pixels; every frame must have it.
  public let height: Int
  /// How long each frame shows, `numerator / denominator` seconds; a denominator of 0 means
  /// hundredths of a second, as the APNG specification defines.
  public let frameDelay: (numerator: UInt16, denominator: UInt16)
  /// How many times the animation plays; 0 means forever.
  public let loopCount: UInt32
  /// Each frame's filtered straight-alpha scanlines as one zlib stream.
  private var compressedFrames: [[UInt8]] = []

  /// Creates an empty animation of the given canvas size and per-frame delay.
  public init(width: Int, height: Int, frameDelay: (numerator: UInt16, denominator: UInt16), loopCount: UInt32 = 0) {
    self.width = width
    self.height = height
    self.frameDelay = frameDelay
    self.loopCount = loopCount
  }

  /// The number of frames appended so far.
  public var frameCount: Int { compressedFrames.count }

  /// Adds `frame` as the next frame, compressing it immediately.
  ///
  /// Throws `.invalidArgument` when the canvas is empty or `frame` is not `width` × `height`.
  public mutating func append(_ frame: Bitmap) throws {
    try validateCanvas()
    guard frame.width == width, frame.height == height else {
      throw ImageIOError(
        kind: .invalidArgument, path: "",
        reason: "frame \(frameCount + 1) is \(frame.width)×\(frame.height) but the animation is \(width)×\(height)",
        remedy: "render every frame at the animation's size")
    }
    let straight = AlphaConversion.straightened(frame.bytes)
    let filtered = ScanlineFilter.filter(rgba: straight, width: width, height: height)
    compressedFrames.append(try Zlib.compress(filtered, level: Self.compressionLevel))
  }

  /// The complete APNG file: signature, `IHDR`, `acTL`, then per frame `fcTL` with `IDAT`
  /// (first frame) or `fdAT` (later frames), and `IEND`.
  ///
  /// Throws `.invalidArgument` when no frame was appended.
  public func encoded() throws -> [UInt8] {
    try validateCanvas()
    guard !compressedFrames.isEmpty else {
      throw ImageIOError(
        kind: .invalidArgument, path: "", reason: "the animation has no frames",
        remedy: "append at least one frame before encoding")
    }
    var stream = PNGStream()
    stream.appendHeader(width: width, height: height)
    stream.appendChunk("acTL", (PNGStream.bigEndian(UInt32(frameCount)) + PNGStream.bigEndian(loopCount))[...])
    var sequence: UInt32 = 0
    for (index, frame) in compressedFrames.enumerated() {
      stream.appendChunk("fcTL", frameControl(sequence: sequence)[...])
      sequence += 1
      // fdAT data starts with its 4-byte sequence number, so it carries 4 fewer frame bytes.
      let piece = index == 0 ? Self.maximumChunkDataLength : Self.maximumChunkDataLength - 4
      var start = 0
      while start < frame.count {
        let end = min(start + piece, frame.count)
        if index == 0 {
          stream.appendChunk("IDAT", frame[start..<end])
        } else {
          stream.appendChunk("fdAT", prefix: PNGStream.bigEndian(sequence), frame[start..<end])
          sequence += 1
        }
        start = end
      }
    }
    stream.appendChunk("IEND", [][...])
    return stream.bytes
  }

  /// Writes the encoded animation to `path` atomically (see `FileWriter.writeAtomically`).
  public func write(to path: String) throws {
    try FileWriter.writeAtomically(encoded(), to: path)
  }

  /// The 26-byte `fcTL` data for a full-canvas frame with the given sequence number.
  private func frameControl(sequence: UInt32) -> [UInt8] {
    var data = PNGStream.bigEndian(sequence)
    data += PNGStream.bigEndian(UInt32(width)) + PNGStream.bigEndian(UInt32(height))
    data += PNGStream.bigEndian(UInt32(0)) + PNGStream.bigEndian(UInt32(0))
    data += PNGStream.bigEndian(frameDelay.numerator) + PNGStream.bigEndian(frameDelay.denominator)
    data += [0, 0]
    return data
  }

  /// Throws `.invalidArgument` unless both canvas sides are between 1 and 2^31 − 1, PNG's limit.
  private func validateCanvas() throws {
    guard (1...Int(Int32.max)).contains(width), (1...Int(Int32.max)).contains(height) else {
      throw ImageIOError(
        kind: .invalidArgument, path: "", reason: "the animation size \(width)×\(height) is not a valid PNG size",
        remedy: "give it a width and height of at least 1")
    }
  }
}
