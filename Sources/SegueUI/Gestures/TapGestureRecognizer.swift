import SegueGeometry

/// A discrete recognizer of taps, the analogue of `UITapGestureRecognizer`: it is recognized
/// when the required number of fingers has come down and lifted the required number of times.
///
/// Segue's choices where the platform is undocumented: a tap counts when exactly
/// ``numberOfTouchesRequired`` fingers were down together and every finger lifted; it fails if a
/// finger moves more than ``allowableMovement`` points from where it landed, if more fingers
/// come down, if a touch is cancelled, if the next tap lands more than ``maximumTapInterval``
/// seconds after the previous one lifted (checked at every frame, so a double-tap recognizer
/// fails about 0.35 s after a single tap) or more than ``maximumTapDistance`` points from the
/// first tap. How long a finger stays down is not limited.
open class TapGestureRecognizer: GestureRecognizer {
  /// How far (points, window coordinates) a finger may move from where it landed; 10.
  public static let allowableMovement = 10.0
  /// The longest pause between taps (seconds): ``Window/multipleTapInterval``.
  public static let maximumTapInterval = Window.multipleTapInterval
  /// The farthest a later tap may land from the first (points): ``Window/multipleTapDistance``.
  public static let maximumTapDistance = Window.multipleTapDistance

  /// How many taps make the gesture; 1 by default.
  public var numberOfTapsRequired = 1
  /// How many fingers each tap uses; 1 by default.
  public var numberOfTouchesRequired = 1

  private var tapsCompleted = 0
  private var fingersInTap = 0
  private var landings: [Touch: Point] = [:]
  private var firstTapLocation: Point?
  private var lastTapEnd: Double?

  /// Counts the fingers of the tap; fails on a late or distant next tap, or too many fingers.
  open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    if let lastTapEnd, event.timestamp - lastTapEnd > Self.maximumTapInterval { return fail() }
    for touch in touches { landings[touch] = touch.locationInWindow }
    let landing = Self.centroid(of: Self.ordered(touches))
    if let firstTapLocation {
      if landing.distance(to: firstTapLocation) > Self.maximumTapDistance { return fail() }
    } else {
      firstTapLocation = landing
    }
    fingersInTap = max(fingersInTap, numberOfTouches)
    if numberOfTouches > numberOfTouchesRequired { fail() }
  }

  /// Fails when a finger strays beyond ``allowableMovement``.
  open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
    if movedTooFar(touches) { fail() }
  }

  /// Completes a tap when the last finger lifts; recognizes after ``numberOfTapsRequired``.
  open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    if movedTooFar(touches) { return fail() }
    guard numberOfTouches == touches.count else { return }
    guard fingersInTap == numberOfTouchesRequired else { return fail() }
    tapsCompleted += 1
    fingersInTap = 0
    landings = [:]
    if tapsCompleted >= numberOfTapsRequired {
      state = .recognized
    } else {
      lastTapEnd = event.timestamp
    }
  }

  /// Fails.
  open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
    fail()
  }

  override func timeDidAdvance(to time: Double) {
    if numberOfTouches == 0, let lastTapEnd, time - lastTapEnd > Self.maximumTapInterval { fail() }
  }

  /// Forgets the taps counted.
  open override func reset() {
    super.reset()
    tapsCompleted = 0
    fingersInTap = 0
    landings = [:]
    firstTapLocation = nil
    lastTapEnd = nil
  }

  private func movedTooFar(_ touches: Set<Touch>) -> Bool {
    touches.contains { touch in
      guard let landing = landings[touch] else { return false }
      return touch.locationInWindow.distance(to: landing) > Self.allowableMovement
    }
  }

  private func fail() {
    if state == .possible, requestedState == nil { state = .failed }
  }
}
