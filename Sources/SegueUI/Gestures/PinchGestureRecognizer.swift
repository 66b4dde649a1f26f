import SegueGeometry

/// A continuous recognizer of two fingers moving apart or together, the analogue of
/// `UIPinchGestureRecognizer`: the scale is the distance between the fingers over the distance
/// when they landed.
///
/// Segue's choices where the platform is undocumented: it follows the first two fingers and
/// ignores others; it begins once the distance between them has changed by ``hysteresis``
/// points (the scale at began already includes that change), ends when either lifts, and fails
/// if all fingers lift first. The velocity is the scale's rate of change from
/// `VelocityEstimator` over the fingers' distance (exact for a constant rate).
open class PinchGestureRecognizer: GestureRecognizer {
  /// How much (points, window coordinates) the distance between the fingers changes before the
  /// pinch begins; 10.
  public static let hysteresis = 10.0

  /// The fingers' distance relative to their distance when they landed, times the last value
  /// set (set it to 1 to measure from now on).
  public var scale: Double {
    get { spanAtScale > 0 ? scaleAtSpan * span / spanAtScale : scaleAtSpan }
    set {
      scaleAtSpan = newValue
      spanAtScale = span
    }
  }

  /// How fast the scale changes, in scale factor per second, at the latest touch sample.
  public var velocity: Double {
    spanAtScale > 0 ? scaleAtSpan / spanAtScale * estimator.velocity.dx : 0
  }

  private var pair = FingerPair()
  private var initialSpan = 0.0
  private var span = 0.0
  private var scaleAtSpan = 1.0
  private var spanAtScale = 0.0
  private var estimator = VelocityEstimator()

  /// Takes the first two fingers, measuring from their distance; ignores others.
  open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    guard pair.take(touches, for: self, in: event) else { return }
    span = currentSpan
    initialSpan = span
    scaleAtSpan = 1
    spanAtScale = span
    estimator.removeAll()
    estimator.add(Vector(dx: span, dy: 0), at: event.timestamp)
  }

  /// Begins past the hysteresis, then changes with every move.
  open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
    guard pair.isComplete else { return }
    span = currentSpan
    estimator.add(Vector(dx: span, dy: 0), at: event.timestamp)
    advanceAfterMove { initialSpan > 0 && abs(span - initialSpan) >= Self.hysteresis }
  }

  /// Ends when either finger lifts; fails if all lift before the pinch began.
  open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    fingersLifted(touches, at: event.timestamp, finishing: .ended)
  }

  /// Cancels a pinch under way; fails otherwise.
  open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
    fingersLifted(touches, at: event.timestamp, finishing: .cancelled)
  }

  /// Returns the scale to 1 and forgets the fingers.
  open override func reset() {
    super.reset()
    pair.removeAll()
    initialSpan = 0
    span = 0
    scaleAtSpan = 1
    spanAtScale = 0
    estimator.removeAll()
  }

  private var currentSpan: Double {
    pair.touches[0].locationInWindow.distance(to: pair.touches[1].locationInWindow)
  }

  private func fingersLifted(_ touches: Set<Touch>, at time: Double, finishing: State) {
    if pair.loses(touches) {
      span = currentSpan
      estimator.add(Vector(dx: span, dy: 0), at: time)
    }
    pair.release(touches)
    settleTwoFingerGesture(remaining: pair.touches.count, lifted: touches, finishing: finishing)
  }
}
