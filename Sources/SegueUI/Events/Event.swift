/// A set of touches delivered together, the analogue of `UIEvent` for touches.
@MainActor
public final class Event {
  /// When the event happened, in seconds of the application's clock.
  public internal(set) var timestamp: Double
  /// Every touch down (or just lifted) at the time of the event.
  public internal(set) var allTouches: Set<Touch>

  /// Creates an event holding `touches` at `timestamp`: for synthesized input in tests.
  public init(touches: Set<Touch>, timestamp: Double) {
    self.allTouches = touches
    self.timestamp = timestamp
  }

  /// The event's touches that landed on `view`.
  public func touches(for view: View) -> Set<Touch> {
    allTouches.filter { $0.view === view }
  }

  /// The event's touches that are delivered to `recognizer`.
  public func touches(for recognizer: GestureRecognizer) -> Set<Touch> {
    allTouches.filter { touch in touch.gestureRecognizers.contains { $0 === recognizer } }
  }

  /// The event's touches that belong to `window`.
  public func touches(for window: Window) -> Set<Touch> {
    allTouches.filter { $0.window === window }
  }
}
