/// A timer synchronised with the display's frames, the analogue of `CADisplayLink`.
///
/// Each frame it fires, its callback sees `timestamp` (the time of this frame), `duration` (the
/// time between the frames it fires on) and `targetTimestamp` (`timestamp + duration`, when the
/// next frame it fires on will show).
@MainActor
public final class DisplayLink {
  /// The time of the frame being handled.
  public private(set) var timestamp: Double = 0
  /// When the next frame the link fires on will show.
  public private(set) var targetTimestamp: Double = 0
  /// The time between frames the link fires on.
  public private(set) var duration: Double = 0
  /// Whether the link skips frames until unpaused.
  public var isPaused = false
  /// The rate the link asks for; 0 (default) means every frame of the display. A rate below the
  /// display's fires on the frames closest to it (30 on a 60 Hz display: every other frame).
  public var preferredFramesPerSecond = 0
  /// Whether the link still fires; false after ``invalidate()``.
  public private(set) var isValid = true
  private let callback: (DisplayLink) -> Void
  private var lastFire: Double?

  /// Creates a link that calls `callback` on every frame it fires.
  public init(_ callback: @escaping (DisplayLink) -> Void) {
    self.callback = callback
  }

  /// Starts firing on the frames of `scheduler`.
  public func add(to scheduler: FrameScheduler) {
    guard isValid else { return }
    scheduler.add(self)
  }

  /// Stops the link for good; it is removed from its scheduler.
  public func invalidate() {
    isValid = false
  }

  func fire(at time: Double, refreshDuration: Double) {
    guard !isPaused else {
      lastFire = nil
      return
    }
    let framesPerFire =
      preferredFramesPerSecond > 0 ? max(1, (1 / refreshDuration / Double(preferredFramesPerSecond)).rounded()) : 1
    let interval = framesPerFire * refreshDuration
    if let lastFire, time - lastFire < interval - refreshDuration / 2 { return }
    lastFire = time
    timestamp = time
    duration = interval
    targetTimestamp = time + interval
    callback(self)
  }
}
