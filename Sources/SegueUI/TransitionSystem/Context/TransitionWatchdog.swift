import SegueMotion

/// Fires when a transition spends too long outside its interactive phase without completing:
/// it counts the application's time while running, not while an interaction holds it. A frame
/// that comes long after the previous one (the app was suspended, the clock jumped) counts as
/// ``longestStep`` at most, since the animations ending on that frame report only after the
/// display links fire.
@MainActor
final class TransitionWatchdog {
  private let limit: Double
  private let counts: () -> Bool
  private let onFire: () -> Void
  private var elapsed = 0.0
  private var lastTick: Double?
  private var link: DisplayLink?

  /// A watchdog that calls `onFire` once `limit` seconds of running time have passed, counting
  /// only the frames on which `counts` holds.
  init(limit: Double, counts: @escaping () -> Bool = { true }, onFire: @escaping () -> Void) {
    self.limit = limit
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
    lastTick = application.clock.now
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

  private func tick(at time: Double) {
    if counts() { elapsed += min(time - (lastTick ?? time), Self.longestStep) }
    lastTick = time
    if elapsed > limit {
      pause()
      onFire()
    }
  }
}
