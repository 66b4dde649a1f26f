import SegueGeometry
import SegueImage

/// An animated PNG (APNG) built frame by frame in memory, holding only compressed frames.
///
/// Every frame covers the whole canvas with `dispose_op` NONE and `blend_op` SOURCE, so players
/// show each frame exactly as appended; the first frame is also the still image (`IDAT`) that
/// viewers without APNG support display. ``AnimatedPNGWriter`` writes the same bytes to a file
/// as the frames come, holding none of them.
public struct AnimatedPNG: Sendable {
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
    try format.validate(frame, number: frameCount + 1)
    var compressed: [UInt8] = []
    try ImageDataCompressor.compress(frame, level: APNGFormat.compressionLevel) { compressed += $0 }
    compressedFrames.append(compressed)
  }

  /// The complete APNG file: signature, `IHDR`, `acTL`, then per frame `fcTL` with `IDAT`
  /// (first frame) or `fdAT` (later frames), and `IEND`.
  ///
  /// Throws `.invalidArgument` when no frame was appended.
  public func encoded() throws -> [UInt8] {
    try format.validateCanvas()
    guard !compressedFrames.isEmpty else { throw APNGFormat.noFrames }
    var bytes = format.head(frameCount: frameCount)
    var sequence: UInt32 = 0
    for (index, frame) in compressedFrames.enumerated() {
      bytes += format.frameControl(sequence: sequence)
      var chunks = FrameDataChunks(isFirstFrame: index == 0, sequence: sequence + 1)
      try frame.withUnsafeBufferPointer { try chunks.append($0) { bytes += $0 } }
      try chunks.finish { bytes += $0 }
      sequence = chunks.sequence
    }
    return bytes + APNGFormat.end
  }

  /// Writes the encoded animation to `path` atomically (see `FileWriter.writeAtomically`).
  public func write(to path: String) throws {
    try FileWriter.writeAtomically(encoded(), to: path)
  }

  private var format: APNGFormat {
    APNGFormat(width: width, height: height, frameDelay: frameDelay, loopCount: loopCount)
  }
}
