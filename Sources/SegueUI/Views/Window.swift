import SegueGeometry
import SegueMotion

/// The root of a view hierarchy on a screen, the analogue of `UIWindow`: it turns raw touch
/// samples into touches and events and delivers them to the views they land on.
@MainActor
open class Window: View {
  /// Device pixels per point of the screen the window shows on (1, 2 or 3); snapshots of its
  /// views render at this scale.
  public var scale: Double = 1
  /// The application whose frame loop runs this window, once one was made with it.
  public internal(set) weak var application: Application?
  /// The view controller whose view fills the window.
  var rootController: ViewController?
  /// The touches down now, by finger identifier.
  var activeTouches: [Int: Touch] = [:]
  /// The last lifted touch, for counting taps.
  var lastTap: (location: Point, timestamp: Double, count: Int)?
  /// The coordinator of the window's gesture recognizers and touch delivery.
  let gestureEnvironment = GestureEnvironment()
  /// The first responder, if any (see ``firstResponder``).
  weak var currentFirstResponder: Responder?
  /// Whether the first responder is resigning for another to take over, which keeps the
  /// keyboard up.
  var isTransferringFirstResponder = false
  /// Whether the first responder is resigning because its view leaves the window, which it
  /// cannot refuse.
  var isForcingResignation = false
  /// The keyboard that slides in while a text input is first responder.
  lazy var keyboard = KeyboardPresenter(window: self)

  /// Lets go of what the window shows, so that a window dropped (with its application) in the
  /// middle of anything releases every view controller: the animations of its views end as
  /// when views leave a window (each reports `false`, so the transitions they run end), the
  /// transitions still running are abandoned (their contexts let go of their view
  /// controllers), then the presentations are unlinked (a presenter, the view controller it
  /// presents and that one's presentation controller hold each other strongly, as on the
  /// platform, until a dismissal ends).
  isolated deinit {
    for view in subviews { view.layer.removeAnimationsInSubtree() }
    guard let rootController else { return }
    ModalTransition.abandonTransitions(under: rootController)
    ModalTransition.unlinkAll(under: rootController)
  }

  /// The longest pause between two taps that still counts them as one multi-tap; Segue's
  /// choice, near what the platform shows.
  public static let multipleTapInterval = 0.35
  /// The farthest two taps may be apart (in points) and still count as one multi-tap; Segue's
  /// choice.
  public static let multipleTapDistance = 45.0

  /// Delivers `event`: first to the gesture recognizers of its touches (each touch's
  /// ``Touch/gestureRecognizers``), whose actions run as they change state, then to the views
  /// the touches landed on, phase by phase (began, moved, ended, cancelled), one call per view
  /// with that view's touches in that phase; finally recognizers that are done and whose
  /// fingers have lifted are reset to possible.
  ///
  /// A view does not get a touch that a recognizer with ``GestureRecognizer/cancelsTouchesInView``
  /// recognized with, or that joined such a recognizer's gesture under way: it gets
  /// `touchesCancelled` instead (or nothing, if it never got `touchesBegan`). Its `touchesBegan` waits while an undecided recognizer of the touch has
  /// ``GestureRecognizer/delaysTouchesBegan`` (then it gets `touchesBegan` and, if the touch
  /// moved meanwhile, one `touchesMoved`), its `touchesEnded` while one has
  /// ``GestureRecognizer/delaysTouchesEnded``. Held touches are delivered with the event or
  /// tick that releases them, and join that event's ``Event/allTouches``.
  open func sendEvent(_ event: Event) {
    gestureEnvironment.deliver(event)
  }

  /// Lets time-based gesture recognizers act at `time` without a new touch (a long press
  /// begins, a tap stops waiting for its next tap), then delivers the touches that released.
  ///
  /// The application's frame loop calls it every frame right after input delivery, and
  /// ``handle(_:)`` before each event, so recognizers act at the first frame or event at or
  /// after the time they wait for.
  public func updateGestures(at time: Double) {
    gestureEnvironment.advance(to: time)
  }

  /// Turns `inputs` into touch events and sends them: samples with the same timestamp form one
  /// event, touches not in it are stationary; gestures are updated to each event's time first.
  /// A finger with two samples at one timestamp (a `began` and an `ended`, say) starts a new
  /// event at its second sample, so every phase is delivered. A `stationary` sample is a move
  /// only when its location changed.
  ///
  /// A sample for a finger that is not down (a move before a `began`) is reported through
  /// ``/SegueMotion/Diagnostics`` and dropped; a second `began` for a finger that is down cancels the old
  /// touch first.
  public func handle(_ inputs: [TouchInput]) {
    var start = inputs.startIndex
    while start < inputs.endIndex {
      var end = start + 1
      var fingers: Set<Int> = [inputs[start].identifier]
      while end < inputs.endIndex, inputs[end].timestamp == inputs[start].timestamp,
        fingers.insert(inputs[end].identifier).inserted
      {
        end += 1
      }
      handleEvent(inputs[start..<end])
      start = end
    }
  }

  private func handleEvent(_ inputs: ArraySlice<TouchInput>) {
    let timestamp = inputs.first!.timestamp
    updateGestures(at: timestamp)
    for touch in activeTouches.values { touch.phase = .stationary }
    for input in inputs {
      if input.phase == .began {
        if let stale = activeTouches[input.identifier] {
          stale.update(location: stale.locationInWindow, timestamp: timestamp, phase: .cancelled)
          send([stale], at: timestamp)
        }
        activeTouches[input.identifier] = makeTouch(input)
      } else if let touch = activeTouches[input.identifier] {
        let still = input.phase == .stationary && input.location == touch.locationInWindow
        touch.update(
          location: input.location, timestamp: timestamp,
          phase: input.phase == .stationary ? (still ? .stationary : .moved) : input.phase)
      } else {
        Diagnostics.report(
          Diagnostic(
            message:
              "touch \(input.identifier) \(input.phase.rawValue) at t=\(input.timestamp) without a began sample; dropped (start each finger with a began sample)"
          ))
      }
    }
    send(Array(activeTouches.values), at: timestamp)
    for (identifier, touch) in activeTouches where touch.phase.isFinal {
      if touch.phase == .ended { lastTap = (touch.locationInWindow, timestamp, touch.tapCount) }
      activeTouches[identifier] = nil
    }
  }

  private func send(_ touches: [Touch], at timestamp: Double) {
    sendEvent(Event(touches: Set(touches), timestamp: timestamp))
  }

  private func makeTouch(_ input: TouchInput) -> Touch {
    var tapCount = 1
    if let lastTap, input.timestamp - lastTap.timestamp <= Self.multipleTapInterval,
      input.location.distance(to: lastTap.location) <= Self.multipleTapDistance
    {
      tapCount = lastTap.count + 1
    }
    let touch = Touch(location: input.location, in: self, timestamp: input.timestamp, tapCount: tapCount)
    touch.identifier = input.identifier
    touch.view = hitTest(input.location, with: nil)
    return touch
  }
}
