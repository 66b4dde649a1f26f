import Foundation
import SegueImage
import SegueImageIO
import SnapshotTesting

extension Snapshotting where Value == ScriptedTransition, Format == FrameSequence {
  /// The whole transition, one frame per display refresh from the frame it began in to the one it
  /// ended in, as an animated PNG compared frame by frame, pixel for pixel.
  ///
  /// A mismatch names the first differing frame and its time after the transition began, counts
  /// its differing pixels and writes a picture of that frame's difference (reference, new frame,
  /// and the differing pixels in red) as a PNG in `segue-diffs/` of the `SNAPSHOT_ARTIFACTS`
  /// folder, else of the temporary folder, giving its path: swift-snapshot-testing attaches
  /// nothing on Linux, so the picture is a file beside its own failure artifacts, and, in a Swift
  /// Testing test, an attachment of the test too.
  public static var animatedPNG: Snapshotting {
    Snapshotting(pathExtension: "png", diffing: .animatedPNG) { transition in
      transition.onMainActor { $0.checkedFilm().sequence }
    }
  }
}

extension Diffing where Value == FrameSequence {
  /// Frame sequences stored as animated PNGs and compared frame by frame (see
  /// ``Snapshotting/animatedPNG``).
  public static var animatedPNG: Diffing {
    .diff(
      toData: { sequence in Data(Self.encoded(sequence)) }, fromData: Self.decoded,
      diffV2: { reference, actual in
        FrameSequenceDifference(reference: reference, actual: actual).map { ($0.message, []) }
      })
  }

  /// The frame sequence of an APNG reference; no frames when it cannot be read, so that it
  /// differs from every transition.
  private static func decoded(_ data: Data) -> FrameSequence {
    guard let decoded = try? AnimatedPNG.decode([UInt8](data)) else {
      return FrameSequence(frames: [], framesPerSecond: 0)
    }
    let rate = decoded.frameDelay > 0 ? Int((1 / decoded.frameDelay).rounded()) : 0
    return FrameSequence(frames: decoded.frames, framesPerSecond: rate)
  }

  /// The APNG of `sequence`'s frames, shown `1 / framesPerSecond` seconds each; empty when it
  /// has no frames or they cannot be encoded.
  private static func encoded(_ sequence: FrameSequence) -> [UInt8] {
    guard let first = sequence.frames.first else { return [] }
    var movie = AnimatedPNG(
      width: first.width, height: first.height,
      frameDelay: (1, UInt16(clamping: max(1, sequence.framesPerSecond))))
    do {
      for frame in sequence.frames { try movie.append(frame) }
      return try movie.encoded()
    } catch {
      return []
    }
  }
}
