import SegueImage

/// A transition's frames, one per display refresh, as ``SnapshotTesting/Snapshotting/animatedPNG`` records and
/// compares them.
public struct FrameSequence: Sendable, Hashable {
  /// The frames, in order; each the same size.
  public var frames: [Bitmap]
  /// How many frames a second they were drawn at.
  public var framesPerSecond: Int

  /// Creates a sequence of `frames` drawn `framesPerSecond` times a second.
  public init(frames: [Bitmap], framesPerSecond: Int) {
    self.frames = frames
    self.framesPerSecond = framesPerSecond
  }

  /// The time of frame `number` after the first, in seconds.
  public func time(ofFrame number: Int) -> Double {
    Double(number) / Double(max(1, framesPerSecond))
  }
}
