import SegueGeometry
import SegueImage

/// An animated PNG written to a file frame by frame as the frames are made, so that a long
/// recording of large frames never has to fit in memory.
///
/// Each frame is compressed a row at a time and its chunks are written as they fill: besides the
/// frame being appended the writer holds two rows, zlib's buffers and at most one chunk (1 MiB).
/// The file is written under a hidden temporary name beside ``path`` (`.NAME.XXXXXX`) and appears
/// at ``path`` only when ``finish()`` succeeds; a writer released unfinished, or whose write failed,
/// removes it. The frame count in `acTL` is known only at the end, so the file starts with a count
/// of 0 that ``finish()`` rewrites in place: a finished file has the bytes ``AnimatedPNG/encoded()``
/// gives for the same frames.
public final class AnimatedPNGWriter {
  /// Where the file appears once finished.
  public let path: String
  /// The canvas width in pixels; every frame must have it.
  public var width: Int { format.width }
  /// The canvas height in pixels; every frame must have it.
  public var height: Int { format.height }
  /// How long each frame shows, `numerator / denominator` seconds; a denominator of 0 means
  /// hundredths of a second, as the APNG specification defines.
  public var frameDelay: (numerator: UInt16, denominator: UInt16) { format.frameDelay }
  /// How many times the animation plays; 0 means forever.
  public var loopCount: UInt32 { format.loopCount }
  /// The number of frames written so far.
  public private(set) var frameCount = 0

  private let format: APNGFormat
  /// The file being written; `nil` once finished or after a failed write.
  private var file: AtomicFile?
  /// The sequence number of the next `fcTL`.
  private var sequence: UInt32 = 0

  /// Starts an animation of the given canvas size and per-frame delay, to be written to `path`.
  ///
  /// Throws `.invalidArgument` for an empty canvas and `.unwritable` when the file cannot be created.
  public init(
    path: String, width: Int, height: Int, frameDelay: (numerator: UInt16, denominator: UInt16), loopCount: UInt32 = 0
  ) throws {
    self.path = path
    format = APNGFormat(width: width, height: height, frameDelay: frameDelay, loopCount: loopCount)
    try format.validateCanvas()
    let file = try AtomicFile(path: path)
    try file.write(format.head(frameCount: 0))
    self.file = file
  }

  /// Compresses `frame` and writes it as the next frame.
  ///
  /// Throws `.invalidArgument` when `frame` is not `width` × `height` (the writer stays usable),
  /// `.unwritable` when the file cannot be written (the writer then removes it and fails from then on).
  public func append(_ frame: Bitmap) throws {
    let file = try openFile()
    try format.validate(frame, number: frameCount + 1)
    do {
      try file.write(format.frameControl(sequence: sequence))
      var chunks = FrameDataChunks(isFirstFrame: frameCount == 0, sequence: sequence + 1)
      try ImageDataCompressor.compress(frame, level: APNGFormat.compressionLevel) { piece in
        try chunks.append(piece, into: file.write)
      }
      try chunks.finish(into: file.write)
      sequence = chunks.sequence
      frameCount += 1
    } catch {
      abandon()
      throw error
    }
  }

  /// Ends the file, writes its frame count, flushes it to disk and moves it to ``path``.
  ///
  /// Throws `.invalidArgument` when no frame was written (the writer stays usable), `.unwritable`
  /// when the file cannot be completed (nothing is left at ``path`` then).
  public func finish() throws {
    let file = try openFile()
    guard frameCount > 0 else { throw APNGFormat.noFrames }
    self.file = nil
    try file.write(APNGFormat.end)
    try file.write(format.head(frameCount: frameCount), at: 0)
    try file.commit()
  }

  /// The open file, or `.invalidArgument` when the writer finished or gave up.
  private func openFile() throws -> AtomicFile {
    guard let file else {
      throw ImageIOError(
        kind: .invalidArgument, path: path, reason: "the animation was already finished or failed to write",
        remedy: "start a new AnimatedPNGWriter")
    }
    return file
  }

  /// Removes the partly written file.
  private func abandon() {
    file?.discard()
    file = nil
  }
}
