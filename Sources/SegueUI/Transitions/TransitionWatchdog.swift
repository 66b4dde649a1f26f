import SegueMotion

/// Fires when a transition spends too long outside its interactive phase without completing:
/// it counts the application's time while running, not while an interaction holds it.
@MainActor
final class TransitionWatchdog {
  private let limit: Double
  private let onFire: () -> Void
  private var elapsed = 0.0
  private var lastTick: Double?
  private var link: DisplayLink?

  /// A watchdog that calls `onFire` once `limit` seconds of running time have passed.
  init(limit: Double, onFire: @escaping () -> Void) {
    self.limit = limit
    self.onFire = onFire
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

  private func tick(at time: Double) {
    elapsed += time - (lastTick ?? time)
    lastTick = time
    if elapsed > limit {
      pause()
      onFire()
    }
  }
}
