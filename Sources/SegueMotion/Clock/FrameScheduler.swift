/// The display's frames: the frame loop calls ``runFrame()`` once per refresh and every display
/// link added here fires — what adding a `CADisplayLink` to a run loop does on the platform.
///
/// Time comes from the scheduler's clock, so with a ``VirtualClock`` a test advances the clock
/// and runs a frame by hand.
@MainActor
public final class FrameScheduler {
  /// The clock frames are stamped with.
  public let clock: MediaClock
  /// The display's refresh rate.
  public let framesPerSecond: Int
  private var links: [DisplayLink] = []

  /// Creates a scheduler for a display refreshing `framesPerSecond` times a second (at least 1).
  public init(clock: MediaClock, framesPerSecond: Int = 60) {
    self.clock = clock
    self.framesPerSecond = max(1, framesPerSecond)
  }

  /// The time between two refreshes in seconds.
  public var frameDuration: Double { 1 / Double(framesPerSecond) }

  /// Fires every display link that is due at the clock's current time, in the order they were
  /// added; links added or invalidated by a callback take effect from the next frame.
  public func runFrame() {
    let now = clock.now
    let due = links
    for link in due where link.isValid {
      link.fire(at: now, refreshDuration: frameDuration)
    }
    links.removeAll { !$0.isValid }
  }

  /// Advances a virtual clock by one frame and runs that frame.
  public func step(_ clock: VirtualClock) {
    clock.advance(by: frameDuration)
    runFrame()
  }

  func add(_ link: DisplayLink) {
    guard !links.contains(where: { $0 === link }) else { return }
    links.append(link)
  }
}
