import SegueGeometry

/// A continuous recognizer of fingers held still, the analogue of
/// `UILongPressGestureRecognizer`: after ``numberOfTapsRequired`` taps, it begins once
/// ``numberOfTouchesRequired`` fingers have been down for ``minimumPressDuration`` seconds
/// without moving more than ``allowableMovement`` points; it then changes as they move and ends
/// when one lifts.
///
/// It begins with no new touch event, at the first frame at or after the duration elapses (the
/// frame loop's tick). Segue's choices where the platform is undocumented: the preceding taps
/// follow ``TapGestureRecognizer``'s limits on interval and distance; more fingers than
/// required make it fail before it begins and are ignored after.
open class LongPressGestureRecognizer: GestureRecognizer {
  /// How long (seconds) the fingers must be held; 0.5 by default.
  public var minimumPressDuration = 0.5
  /// How far (points, window coordinates) a finger may move before the press begins; 10 by
  /// default.
  public var allowableMovement = 10.0
  /// How many taps come before the press; 0 by default.
  public var numberOfTapsRequired = 0
  /// How many fingers press; 1 by default.
  public var numberOfTouchesRequired = 1

  private var tapsCompleted = 0
  private var fingersInTap = 0
  private var landings: [Touch: Point] = [:]
  private var firstLanding: Point?
  private var lastTapEnd: Double?
  private var pressStart: Double?

  /// Counts the taps and fingers, starting the press once they are all there; fails on too many fingers.
  open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    guard state == .possible else {
      for touch in touches { ignore(touch, for: event) }
      return
    }
    if let lastTapEnd, event.timestamp - lastTapEnd > TapGestureRecognizer.maximumTapInterval {
      state = .failed
      return
    }
    for touch in touches { landings[touch] = touch.locationInWindow }
    let landing = Self.centroid(of: Self.ordered(touches))
    if let firstLanding, landing.distance(to: firstLanding) > TapGestureRecognizer.maximumTapDistance {
      state = .failed
      return
    }
    firstLanding = firstLanding ?? landing
    fingersInTap = max(fingersInTap, numberOfTouches)
    if numberOfTouches > numberOfTouchesRequired {
      state = .failed
      return
    }
    if numberOfTouches == numberOfTouchesRequired, tapsCompleted == numberOfTapsRequired {
      pressStart = event.timestamp
    }
  }

  /// Changes a press under way; fails an undecided one whose fingers stray.
  open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
    if state.isActive {
      state = .changed
      return
    }
    let strayed = touches.contains { touch in
      guard let landing = landings[touch] else { return false }
      return touch.locationInWindow.distance(to: landing) > allowableMovement
    }
    if strayed, requestedState == nil { state = .failed }
  }

  /// Ends a press under way; completes a preceding tap; fails a press lifted too early.
  open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    if state.isActive {
      state = .ended
      return
    }
    guard requestedState == nil else {
      state = .failed
      return
    }
    guard tapsCompleted < numberOfTapsRequired else {
      state = .failed
      return
    }
    guard numberOfTouches == touches.count else { return }
    guard fingersInTap == numberOfTouchesRequired else {
      state = .failed
      return
    }
    tapsCompleted += 1
    fingersInTap = 0
    landings = [:]
    lastTapEnd = event.timestamp
  }

  /// Cancels a press under way; fails otherwise.
  open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
    state = state.isActive ? .cancelled : .failed
  }

  override func timeDidAdvance(to time: Double) {
    guard state == .possible, requestedState == nil else { return }
    if let pressStart, time - pressStart >= minimumPressDuration {
      state = .began
    } else if numberOfTouches == 0, let lastTapEnd, time - lastTapEnd > TapGestureRecognizer.maximumTapInterval {
      state = .failed
    }
  }

  /// Forgets the taps and the press.
  open override func reset() {
    super.reset()
    tapsCompleted = 0
    fingersInTap = 0
    landings = [:]
    firstLanding = nil
    lastTapEnd = nil
    pressStart = nil
  }
}
