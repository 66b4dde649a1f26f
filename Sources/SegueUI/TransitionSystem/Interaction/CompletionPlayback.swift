import SegueMotion

/// Plays the non-interactive rest of a percent-driven transition frame by frame on the
/// application's display: progress runs from where the interaction left it to 0 or 1 along a
/// curve (or a spring), and each frame reports the progress to show.
@MainActor
final class CompletionPlayback {
  /// How progress moves from start to target over the playback.
  enum Motion {
    /// Along a cubic timing curve over a fixed length.
    case curve(TimingFunction)
    /// With a critically damped spring starting at a velocity in progress per second.
    case spring(Spring, initialVelocity: Double)
  }

  private let start: Double
  private let target: Double
  private let length: Double
  private let motion: Motion
  private let startTime: Double
  private let onFrame: (Double) -> Void
  private let onEnd: () -> Void
  /// The display link, which the scheduler owns (and which owns the playback while it runs).
  private weak var link: DisplayLink?

  /// The playback from progress `start` to `target` over `length` seconds (a spring's length is
  /// its settling time) from time `now`; `onFrame` gets each frame's progress, `onEnd` runs on
  /// the frame the target is reached (a spring that overshoots, shown clamped to the target,
  /// ends there rather than when it settles).
  init(
    from start: Double, to target: Double, length: Double, motion: Motion, now: Double,
    onFrame: @escaping (Double) -> Void, onEnd: @escaping () -> Void
  ) {
    self.start = start
    self.target = target
    self.motion = motion
    self.startTime = now
    self.onFrame = onFrame
    self.onEnd = onEnd
    switch motion {
    case .curve:
      self.length = length
    case .spring(let spring, let velocity):
      self.length = spring.settlingDuration(initialVelocity: velocity)
    }
  }

  /// Starts playing on `scheduler`'s frames. The scheduler's display link keeps the playback
  /// alive until it ends or stops, so a playback its controller left for another transition
  /// still arrives.
  func run(on scheduler: FrameScheduler) {
    let link = DisplayLink { [self] link in tick(at: link.timestamp) }
    link.add(to: scheduler)
    self.link = link
  }

  /// Stops playing; returns the progress shown at time `now`.
  func stop(at now: Double) -> Double {
    link?.invalidate()
    link = nil
    return progress(at: now)
  }

  /// The progress at absolute time `time`.
  func progress(at time: Double) -> Double {
    let elapsed = max(0, time - startTime)
    guard elapsed < length, length > 0 else { return target }
    let fraction: Double
    switch motion {
    case .curve(let function):
      fraction = function.value(at: elapsed / length)
    case .spring(let spring, let velocity):
      fraction = spring.position(at: elapsed, initialVelocity: velocity)
    }
    return min(1, max(0, start + (target - start) * fraction))
  }

  private func tick(at time: Double) {
    if time - startTime >= length || progress(at: time) == target {
      link?.invalidate()
      link = nil
      onEnd()
    } else {
      onFrame(progress(at: time))
    }
  }
}
