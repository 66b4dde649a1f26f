import RealModule
import SegueGeometry

/// A discrete recognizer of a quick stroke in a direction, the analogue of
/// `UISwipeGestureRecognizer`: recognized, while the fingers are still down, once their
/// centroid has travelled far enough, fast enough and straight enough in one of its directions.
///
/// Segue's choices where the platform is undocumented: the centroid must travel
/// ``minimumDistance`` points along a direction, within ``maximumDuration`` seconds of the first
/// finger landing, and at most ``maximumAngle`` away from that direction (judged once it is
/// ``minimumDistance`` from the start); exactly ``numberOfTouchesRequired`` fingers must be down.
/// Lifting a finger or waiting too long (checked every frame) fails it.
open class SwipeGestureRecognizer: GestureRecognizer {
  /// Directions a swipe may go, the analogue of `UISwipeGestureRecognizer.Direction`.
  public struct Direction: OptionSet, Sendable, Hashable {
    /// The directions as bits: right 1, left 2, up 4, down 8, as on the platform.
    public let rawValue: Int

    /// Creates the set whose bits are `rawValue`.
    public init(rawValue: Int) {
      self.rawValue = rawValue
    }

    /// Toward increasing x.
    public static let right = Direction(rawValue: 1 << 0)
    /// Toward decreasing x.
    public static let left = Direction(rawValue: 1 << 1)
    /// Toward decreasing y.
    public static let up = Direction(rawValue: 1 << 2)
    /// Toward increasing y.
    public static let down = Direction(rawValue: 1 << 3)
  }

  /// How far (points, window coordinates) the centroid must travel along the direction; 50.
  public static let minimumDistance = 50.0
  /// How long (seconds) the stroke may take from the first finger landing; 0.5.
  public static let maximumDuration = 0.5
  /// How far (radians) the stroke may stray from the direction; π/6 (30°).
  public static let maximumAngle = Double.pi / 6

  /// The directions that count; right by default.
  public var direction: Direction = .right
  /// How many fingers the swipe uses; 1 by default.
  public var numberOfTouchesRequired = 1

  private var start: Point?
  private var startTime: Double?

  /// Starts timing at the first finger and measuring once all the required fingers are down.
  open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    if startTime == nil { startTime = event.timestamp }
    if numberOfTouches > numberOfTouchesRequired {
      state = .failed
      return
    }
    if numberOfTouches == numberOfTouchesRequired { start = centroidInWindow }
  }

  /// Recognizes once the stroke is long enough in a direction; fails when too slow or slanted.
  open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
    guard state == .possible, requestedState == nil else { return }
    if tookTooLong(at: event.timestamp) {
      state = .failed
      return
    }
    guard let start else { return }
    let location = centroidInWindow
    let stroke = Vector(dx: location.x - start.x, dy: location.y - start.y)
    guard stroke.distance(to: .zero) >= Self.minimumDistance else { return }
    let fits = Self.units(of: direction).map { unit in
      (along: stroke.dx * unit.dx + stroke.dy * unit.dy, across: abs(stroke.dx * unit.dy - stroke.dy * unit.dx))
    }.filter { Double.atan2(y: $0.across, x: $0.along) <= Self.maximumAngle }
    if fits.isEmpty {
      state = .failed
    } else if fits.contains(where: { $0.along >= Self.minimumDistance }) {
      state = .recognized
    }
  }

  /// Fails: a finger lifted before the swipe was recognized.
  open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    if state == .possible, requestedState == nil { state = .failed }
  }

  /// Fails.
  open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
    if state == .possible, requestedState == nil { state = .failed }
  }

  override func timeDidAdvance(to time: Double) {
    if state == .possible, requestedState == nil, tookTooLong(at: time) { state = .failed }
  }

  /// Forgets the stroke.
  open override func reset() {
    super.reset()
    start = nil
    startTime = nil
  }

  private func tookTooLong(at time: Double) -> Bool {
    guard let startTime else { return false }
    return time - startTime > Self.maximumDuration
  }

  /// Unit vectors (window coordinates, y down) of the directions in `direction`.
  private static func units(of direction: Direction) -> [Vector] {
    let all: [(Direction, Vector)] = [
      (.right, Vector(dx: 1, dy: 0)), (.left, Vector(dx: -1, dy: 0)), (.up, Vector(dx: 0, dy: -1)),
      (.down, Vector(dx: 0, dy: 1)),
    ]
    return
      all
      .filter { direction.contains($0.0) }
      .map(\.1)
  }
}
