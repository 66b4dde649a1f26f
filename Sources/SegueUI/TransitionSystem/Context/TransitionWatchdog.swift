import SegueMotion

/// Fires when a transition spends too long outside its interactive phase without completing:
/// it counts the application's time while running, not while an interaction holds it. A frame
/// that comes long after the previous one (the app was suspended, the clock jumped) counts as
/// ``longestStep`` at most, since the animations ending on that frame report only after the
/// display links fire.
///
/// The time counted can be a layer's (see `init(limit:time:counts:onFire:)`), so that a
/// transition whose views another transition holds paused (a tab switch under a sheet a finger
/// drags) is not blamed for the wait: only that time's advances past the furthest it reached
/// count, so a finger scrubbing the outer transition back and forth adds nothing twice. Segue's
/// choice: held paused for ``heldLimitFactor`` times the limit of application time (an app that
/// paused the views' time and never resumed it, a leaked timeline), it fires all the same, so no
/// transition hangs for ever.
@MainActor
final class TransitionWatchdog {
  private let limit: Double
  private let time: (Double) -> Double
  private let counts: () -> Bool
  private let onFire: () -> Void
  /// The counted time's advance since the last restart.
  private var elapsed = 0.0
  /// The application's time counted since the watchdog was made (restarts leave it).
  private var applicationElapsed = 0.0
  /// The furthest counted time reached since the watchdog last resumed or restarted.
  private var furthest: Double?
  /// The application's time at the last frame.
  private var lastTick: Double?
  private var link: DisplayLink?

  /// A watchdog that calls `onFire` once `limit` seconds of running time have passed, counting
  /// only the frames on which `counts` holds; `time` maps the application's time to the time
  /// counted (a layer's local time).
  init(
    limit: Double, time: @escaping (Double) -> Double = { $0 }, counts: @escaping () -> Bool = { true },
    onFire: @escaping () -> Void
  ) {
    self.limit = limit
    self.time = time
    self.counts = counts
    self.onFire = onFire
  }

  /// Starts counting again from zero (the application time counted against
  /// ``heldLimitFactor`` times the limit carries on).
  func restart() {
    elapsed = 0
    furthest = nil
  }

  /// Starts (or resumes) counting on `application`'s frames; without an application there is
  /// no time to count, and the watchdog stays silent.
  func resume(on application: Application?) {
    guard link == nil, let application else { return }
    lastTick = application.clock.now
    furthest = time(application.clock.now)
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
  /// How many times its limit of application time the watchdog waits at most while the
  /// counted time stands still.
  static let heldLimitFactor = 10.0

  private func tick(at now: Double) {
    let counted = time(now)
    if counts() {
      if let furthest, counted > furthest { elapsed += min(counted - furthest, Self.longestStep) }
      applicationElapsed += min(now - (lastTick ?? now), Self.longestStep)
    }
    furthest = max(furthest ?? counted, counted)
    lastTick = now
    if elapsed > limit || applicationElapsed > limit * Self.heldLimitFactor {
      pause()
      onFire()
    }
  }
}
