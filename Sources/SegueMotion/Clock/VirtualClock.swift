/// A clock that moves only when told to, so tests and headless renders are deterministic.
@MainActor
public final class VirtualClock: MediaClock {
  /// The current absolute time in seconds.
  public private(set) var now: Double

  /// Creates a clock that reads `start` until it is advanced.
  public init(start: Double = 0) {
    now = start
  }

  /// Moves time forward by `seconds`; a negative or non-finite amount is ignored, because media
  /// time never runs backwards.
  public func advance(by seconds: Double) {
    guard seconds.isFinite, seconds > 0 else { return }
    now += seconds
  }

  /// Moves time forward to `time`; a time earlier than `now` is ignored.
  public func advance(to time: Double) {
    guard time.isFinite, time > now else { return }
    now = time
  }
}
