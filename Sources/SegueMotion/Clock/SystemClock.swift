/// The machine's monotonic clock in seconds, the analogue of `CACurrentMediaTime()`.
///
/// It reads Swift's `SuspendingClock`, which, like the platform's mach absolute time, does not
/// advance while the machine sleeps. Readings start near 0 when the clock is created; only
/// differences matter.
@MainActor
public final class SystemClock: MediaClock {
  private let clock = SuspendingClock()
  private let origin: SuspendingClock.Instant

  /// Creates a clock reading 0 now.
  public init() {
    origin = clock.now
  }

  /// Seconds since the clock was created.
  public var now: Double {
    let elapsed = origin.duration(to: clock.now).components
    return Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18
  }
}
