import SegueGeometry

/// A continuous recognizer of dragging fingers, the analogue of `UIPanGestureRecognizer`: it
/// begins once the fingers' centroid has moved ``hysteresis`` points, changes with every move,
/// and ends when fewer than ``minimumNumberOfTouches`` fingers remain.
///
/// The translation is the centroid's movement since the fingers landed (so at began it is
/// already at least ``hysteresis`` long — Segue's choice); fingers that land or lift mid-gesture
/// do not make it jump, and fingers beyond ``maximumNumberOfTouches`` are ignored. The velocity
/// is `VelocityEstimator`'s: the slope at the latest sample of the least-squares quadratic
/// through the translation's samples of the last 100 ms — exact for constant velocity.
open class PanGestureRecognizer: GestureRecognizer {
  /// How far (points, window coordinates) the centroid moves before the pan begins; 10, Segue's
  /// choice near the platform's.
  public static let hysteresis = 10.0

  /// The fewest fingers that make a pan; 1 by default.
  public var minimumNumberOfTouches = 1
  /// The most fingers the pan follows; more are ignored. Unlimited by default.
  public var maximumNumberOfTouches = Int.max

  /// The movement since the fingers landed, in window coordinates.
  private(set) var movement = Vector.zero
  private var translationOffset = Vector.zero
  private var lastLocations: [Touch: Point] = [:]
  private var estimator = VelocityEstimator()

  /// The fingers' movement since they landed (or since ``setTranslation(_:in:)``) in `view`'s
  /// coordinates (the window's when `nil`).
  public func translation(in view: View?) -> Point {
    let vector = convert(
      Vector(dx: movement.dx + translationOffset.dx, dy: movement.dy + translationOffset.dy), to: view)
    return Point(x: vector.dx, y: vector.dy)
  }

  /// Makes the translation in `view`'s coordinates `translation` from now on, and restarts the
  /// velocity (zero until the next move), as on the platform.
  public func setTranslation(_ translation: Point, in view: View?) {
    let target = convert(Vector(dx: translation.x, dy: translation.y), from: view)
    translationOffset = Vector(dx: target.dx - movement.dx, dy: target.dy - movement.dy)
    estimator.restart()
  }

  /// The translation's velocity in points per second of `view`'s coordinates (the window's when
  /// `nil`), at the latest touch sample.
  public func velocity(in view: View?) -> Point {
    let vector = convert(estimator.velocity, to: view)
    return Point(x: vector.dx, y: vector.dy)
  }

  /// Follows the new fingers up to ``maximumNumberOfTouches``, ignoring the rest.
  open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    for touch in Self.ordered(touches) {
      if lastLocations.count >= maximumNumberOfTouches {
        ignore(touch, for: event)
      } else {
        lastLocations[touch] = touch.locationInWindow
      }
    }
    estimator.add(movement, at: event.timestamp)
  }

  /// Adds the move to the translation; begins past the hysteresis, then changes.
  open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
    accumulate(touches, at: event.timestamp)
    if state == .possible {
      if lastLocations.count >= minimumNumberOfTouches, movement.distance(to: .zero) >= Self.hysteresis {
        state = mayBegin(moving: movement) ? .began : .failed
      }
    } else {
      state = .changed
    }
  }

  /// Ends when fewer than ``minimumNumberOfTouches`` fingers remain; fails if all lift first.
  open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    accumulate(touches, at: event.timestamp)
    for touch in touches { lastLocations[touch] = nil }
    if state.isActive {
      state = lastLocations.count < minimumNumberOfTouches ? .ended : .changed
    } else if lastLocations.isEmpty {
      state = .failed
    }
  }

  /// Cancels a pan under way; fails otherwise.
  open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
    for touch in touches { lastLocations[touch] = nil }
    state = state.isActive ? .cancelled : .failed
  }

  /// Returns the translation and velocity to zero.
  open override func reset() {
    super.reset()
    movement = .zero
    translationOffset = .zero
    lastLocations = [:]
    estimator.removeAll()
  }

  /// Whether a pan whose fingers moved `movement` (window coordinates) past the hysteresis may
  /// begin; when not, it fails. A pan always may.
  func mayBegin(moving movement: Vector) -> Bool { true }

  /// Adds the moved fingers' share of the centroid's movement: each finger's step divided by the
  /// number of fingers followed.
  private func accumulate(_ touches: Set<Touch>, at time: Double) {
    let count = Double(lastLocations.count)
    for touch in Self.ordered(touches) {
      guard let last = lastLocations[touch] else { continue }
      let location = touch.locationInWindow
      movement = Vector(
        dx: movement.dx + (location.x - last.x) / count, dy: movement.dy + (location.y - last.y) / count)
      lastLocations[touch] = location
    }
    estimator.add(movement, at: time)
  }
}
