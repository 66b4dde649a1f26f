import RealModule
import SegueGeometry

/// A continuous recognizer of two fingers turning, the analogue of
/// `UIRotationGestureRecognizer`: the rotation is the angle the line between the fingers has
/// turned since they landed, in radians, positive clockwise on screen (y points down).
///
/// Segue's choices where the platform is undocumented: it follows the first two fingers and
/// ignores others; it begins once the line has turned ``threshold`` radians (the rotation at
/// began already includes that turn), ends when either finger lifts, and fails if all fingers
/// lift first. Turns accumulate past ±π. The velocity comes from `VelocityEstimator` (exact for
/// a constant rate).
open class RotationGestureRecognizer: GestureRecognizer {
  /// How far (radians) the fingers turn before the rotation begins; π/36 (5°).
  public static let threshold = Double.pi / 36

  /// The angle turned since the fingers landed, plus the last value set minus the angle turned
  /// then (set it to 0 to measure from now on).
  public var rotation: Double {
    get { rotationAtTurn + (turned - turnedAtRotation) }
    set {
      rotationAtTurn = newValue
      turnedAtRotation = turned
    }
  }

  /// How fast the fingers turn, in radians per second, at the latest touch sample.
  public var velocity: Double { estimator.velocity.dx }

  private var pair = FingerPair()
  private var angle = 0.0
  private var turned = 0.0
  private var rotationAtTurn = 0.0
  private var turnedAtRotation = 0.0
  private var estimator = VelocityEstimator()

  /// Takes the first two fingers, measuring from the line between them; ignores others.
  open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    guard pair.take(touches, for: self, in: event) else { return }
    angle = currentAngle
    turned = 0
    rotationAtTurn = 0
    turnedAtRotation = 0
    estimator.removeAll()
    estimator.add(.zero, at: event.timestamp)
  }

  /// Begins past the threshold, then changes with every move.
  open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
    guard pair.isComplete else { return }
    turn(at: event.timestamp)
    advanceAfterMove { abs(turned) >= Self.threshold }
  }

  /// Ends when either finger lifts; fails if all lift before the rotation began.
  open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    fingersLifted(touches, at: event.timestamp, finishing: .ended)
  }

  /// Cancels a rotation under way; fails otherwise.
  open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
    fingersLifted(touches, at: event.timestamp, finishing: .cancelled)
  }

  /// Returns the rotation to 0 and forgets the fingers.
  open override func reset() {
    super.reset()
    pair.removeAll()
    angle = 0
    turned = 0
    rotationAtTurn = 0
    turnedAtRotation = 0
    estimator.removeAll()
  }

  /// The direction of the line from the first finger to the second, in (−π, π].
  private var currentAngle: Double {
    let first = pair.touches[0].locationInWindow
    let second = pair.touches[1].locationInWindow
    return Double.atan2(y: second.y - first.y, x: second.x - first.x)
  }

  /// Adds the line's turn since the last sample, taking the short way round.
  private func turn(at time: Double) {
    let now = currentAngle
    var step = now - angle
    if step > .pi { step -= 2 * .pi } else if step <= -.pi { step += 2 * .pi }
    turned += step
    angle = now
    estimator.add(Vector(dx: turned, dy: 0), at: time)
  }

  private func fingersLifted(_ touches: Set<Touch>, at time: Double, finishing: State) {
    if pair.loses(touches) { turn(at: time) }
    pair.release(touches)
    settleTwoFingerGesture(remaining: pair.touches.count, lifted: touches, finishing: finishing)
  }
}
