import SegueGeometry

/// One finger on the screen, the analogue of `UITouch`: the same object follows the finger from
/// the moment it lands until it lifts or is cancelled.
///
/// Locations are kept in window coordinates and converted on request, so ``location(in:)``
/// follows the receiving view even while it moves.
@MainActor
public final class Touch: Hashable {
  /// Where a touch is in its life.
  public enum Phase: String, Sendable, Hashable, CaseIterable, Codable {
    /// The finger landed.
    case began
    /// The finger moved.
    case moved
    /// The finger is down and did not move in this event.
    case stationary
    /// The finger lifted.
    case ended
    /// The system stopped tracking the finger.
    case cancelled

    /// Whether the touch is over (ended or cancelled).
    public var isFinal: Bool { self == .ended || self == .cancelled }
  }

  /// Which finger this is, as the input device numbers them.
  public internal(set) var identifier = 0
  /// The touch's phase in the event being delivered.
  public internal(set) var phase: Phase
  /// When the touch last changed, in seconds of the application's clock.
  public internal(set) var timestamp: Double
  /// How many taps in quick succession at about this place this touch completes (1 for a
  /// single tap).
  public internal(set) var tapCount: Int
  /// The view the touch landed on (its hit-test view), which receives all its phases.
  public internal(set) weak var view: View?
  /// The window the touch belongs to.
  public internal(set) weak var window: Window?
  /// The gesture recognizers receiving the touch: those of the view it landed on and of that
  /// view's ancestors that took it when it landed (enabled, not busy waiting to recognize, let
  /// by their delegates), deepest view first, each view's in the order they were added.
  public internal(set) var gestureRecognizers: [GestureRecognizer] = []
  /// The touch's location in window coordinates.
  var locationInWindow: Point
  /// The location before the latest move, in window coordinates.
  var previousLocationInWindow: Point
  /// How far the touch's delivery to its view has gone.
  var viewDelivery = TouchViewDelivery()

  /// Creates a touch at `location` in `window`'s coordinates (or the coordinates of the views'
  /// common root when `window` is `nil`), landing on `view`: a synthesized touch for tests.
  public init(
    location: Point, in window: Window? = nil, view: View? = nil, timestamp: Double,
    phase: Phase = .began, tapCount: Int = 1
  ) {
    self.locationInWindow = location
    self.previousLocationInWindow = location
    self.window = window
    self.view = view
    self.timestamp = timestamp
    self.phase = phase
    self.tapCount = tapCount
  }

  /// The touch's location in `view`'s bounds coordinates (window coordinates when `nil`).
  public func location(in view: View?) -> Point {
    convert(locationInWindow, to: view)
  }

  /// The location before the latest move, in `view`'s bounds coordinates (window coordinates
  /// when `nil`).
  public func previousLocation(in view: View?) -> Point {
    convert(previousLocationInWindow, to: view)
  }

  /// Moves a synthesized touch to `location` (window coordinates) at `timestamp` in `phase`,
  /// remembering the previous location.
  public func update(location: Point, timestamp: Double, phase: Phase) {
    if location != locationInWindow { previousLocationInWindow = locationInWindow }
    locationInWindow = location
    self.timestamp = timestamp
    self.phase = phase
  }

  private func convert(_ point: Point, to view: View?) -> Point {
    guard let view else { return point }
    return view.convert(point, from: window)
  }

  nonisolated public static func == (lhs: Touch, rhs: Touch) -> Bool { lhs === rhs }

  nonisolated public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
