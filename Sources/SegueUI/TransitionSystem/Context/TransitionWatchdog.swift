import SegueMotion

/// Fires when a transition spends too long outside its interactive phase without completing:
/// it counts the application's time while running, not while an interaction holds it. A frame
/// that comes long after the previous one (the app was suspended, the clock jumped) counts as
/// ``longestStep`` at most, since the animations ending on that frame report only after the
/// display links fire. The time counted can be a layer's (see `init(limit:time:counts:onFire:)`),
/// so that a transition whose views another transition holds paused (a tab switch under a
/// sheet a finger drags) is not blamed for the wait.
@MainActor
final class TransitionWatchdog {
  private let limit: Double
  private let time: (Double) -> Double
  private let counts: () -> Bool
  private let onFire: () -> Void
  private var elapsed = 0.0
  /// The counted time at the last frame.
  private var lastTick: Double?
  private var link: DisplayLink?

  /// A watchdog that calls `onFire` once `limit` seconds of running time have passed, counting
  /// only the frames on which `counts` holds; `time` maps the application's time to the time
  /// counted (a layer's local time: it counts how far that time moved, either way).
  init(
    limit: Double, time: @escaping (Double) -> Double = { $0 }, counts: @escaping () -> Bool = { true },
    onFire: @escaping () -> Void
  ) {
    self.limit = limit
    self.time = time
    self.counts = counts
    self.onFire = onFire
  }

  /// Starts counting again from zero.
  func restart() {
    elapsed = 0
  }

  /// Starts (or resumes) counting on `application`'s frames; without an application there is
  /// no time to count, and the watchdog stays silent.
  func resume(on application: Application?) {
    guard link == nil, let application else { return }
    lastTick = time(application.clock.now)
    let link = DisplayLink { [weak self] link in self?.tick(at: link.timestamp) }
    link.add(to: application.frameScheduler)
    self.link = link
  }

  /// Stops counting until resumed.
  func pause() {
    link?.invalidate()
    link = nil
  }

  /// The most one frame adds to the time counted.
  static let longestStep = 0.25

  private func tick(at now: Double) {
    let counted = time(now)
    if counts() { elapsed += min(abs(counted - (lastTick ?? counted)), Self.longestStep) }
    lastTick = counted
    if elapsed > limit {
      pause()
      onFire()
    }
  }
}
