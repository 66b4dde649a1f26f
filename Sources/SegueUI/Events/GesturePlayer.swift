import SegueMotion

/// Plays a ``GestureRecording`` into an ``Application`` running on a ``/SegueMotion/VirtualClock``: the
/// samples are fed in at their recorded spacing, one display frame at a time, so the same
/// recording always gives the same frames.
///
/// The recording's first sample is delivered by the frame after the clock's current time and
/// the others keep their offsets from it; each frame delivers the samples whose offset is at
/// most that frame's (within ``tolerance``, so samples recorded at the display rate land on
/// their frames despite rounding); the clock is advanced to each frame's time (or, within the
/// tolerance, to its latest sample's).
@MainActor
public struct GesturePlayer {
  /// How far (seconds) after a frame's time a sample may be and still be delivered by it.
  public static let tolerance = 1e-9

  /// The recording played.
  public let recording: GestureRecording

  /// Creates a player of `recording`.
  public init(recording: GestureRecording) {
    self.recording = recording
  }

  /// Runs `application`'s frames at its display rate, starting one frame after `clock.now`,
  /// until the frame that delivers the last sample; calls `afterFrame` with the frame's index
  /// (from 0) after each. Returns how many frames ran (0 for an empty recording).
  ///
  /// `clock` must be the application's clock; a different clock is reported through
  /// ``/SegueMotion/Diagnostics`` and nothing is played.
  @discardableResult
  public func play(into application: Application, clock: VirtualClock, afterFrame: (Int) -> Void = { _ in }) -> Int {
    guard application.clock === clock else {
      Diagnostics.report(
        Diagnostic(
          message:
            "GesturePlayer.play(into:clock:) was given a clock that is not the application's; nothing was played "
            + "(pass the VirtualClock the application was made with)"))
      return 0
    }
    guard let first = recording.samples.first?.timestamp else { return 0 }
    let frameDuration = application.frameScheduler.frameDuration
    let start = clock.now + frameDuration
    var next = recording.samples.startIndex
    var frame = 0
    while next < recording.samples.endIndex {
      let offset = Double(frame) * frameDuration
      var batch: [TouchInput] = []
      while next < recording.samples.endIndex, recording.samples[next].timestamp - first <= offset + Self.tolerance {
        var sample = recording.samples[next]
        sample.timestamp = start + (sample.timestamp - first)
        batch.append(sample)
        next += 1
      }
      clock.advance(to: max(start + offset, batch.last?.timestamp ?? start + offset))
      application.enqueue(batch)
      application.runFrame()
      afterFrame(frame)
      frame += 1
    }
    return frame
  }
}
