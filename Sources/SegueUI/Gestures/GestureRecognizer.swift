import SegueGeometry
import SegueMotion

/// A recognizer of one gesture in raw touches, the analogue of `UIGestureRecognizer`: it is
/// attached to a view, receives the touches that land on that view or its subviews before the
/// views do, runs a state machine, and calls its actions on every state change that matters.
///
/// Continuous gestures go possible → began → changed … → ended or cancelled (or possible →
/// failed); discrete ones go possible → recognized (``State/ended``) or failed. The window
/// decides who may recognize (``require(toFail:)``, the delegate, exclusivity: once one
/// recognizer recognizes, every other possible recognizer sharing a touch with it fails unless a
/// delegate allows both) and resets a recognizer to possible once it has finished and its
/// fingers have lifted. Actions run after each touch-handling call (a touch method or a frame's
/// tick) that set began, changed (even when it already was), ended or cancelled: once per call,
/// in the order the recognizers changed.
///
/// Subclasses override the touch methods and ``reset()`` and set ``state``, as a
/// `UIGestureRecognizerSubclass` does; the window calls the touch methods.
@MainActor
open class GestureRecognizer {
  /// Where a recognizer is in its state machine, the analogue of `UIGestureRecognizer.State`.
  public enum State: Sendable, Hashable {
    /// No gesture recognized yet; the default.
    case possible
    /// A continuous gesture began.
    case began
    /// A continuous gesture changed.
    case changed
    /// A continuous gesture ended, or a discrete gesture was recognized.
    case ended
    /// A continuous gesture was cancelled (a touch was cancelled, or the recognizer disabled).
    case cancelled
    /// The touches are not this gesture.
    case failed

    /// A discrete gesture was recognized: the same state as ``ended``.
    public static let recognized = State.ended

    /// Whether the recognizer is done with its gesture (ended, cancelled or failed).
    public var isFinished: Bool { self == .ended || self == .cancelled || self == .failed }

    /// Whether a continuous gesture is under way (began or changed).
    public var isActive: Bool { self == .began || self == .changed }
  }

  /// An action added with `addTarget(_:)`, to remove it with ``removeTarget(_:)``.
  public struct Target: Sendable, Hashable {
    let number: Int
  }

  /// The recognizer's current state; subclasses set it, in the state machine's order.
  ///
  /// Setting a state the machine does not allow from the current one (changed after ended, say,
  /// or possible at all: only a reset returns there) is reported through ``/SegueMotion/Diagnostics`` and
  /// ignored. Leaving possible is a request the window may refuse (the state becomes failed) or
  /// hold while a recognizer this one requires to fail is undecided (the state stays possible).
  public var state: State {
    get { currentState }
    set { requestTransition(to: newValue) }
  }

  /// The view the recognizer is attached to.
  public internal(set) weak var view: View?
  /// Whether the recognizer receives touches; turning it off mid-gesture cancels a gesture under
  /// way (its actions see ``State/cancelled``) and fails an undecided one.
  public var isEnabled = true {
    didSet { if oldValue, !isEnabled { stopForDisabling() } }
  }
  /// Whether the recognizer's owner holds it off for now (a navigation controller's pop gestures
  /// with nothing to pop, or while another transition runs): it then acts as disabled, without
  /// touching ``isEnabled``, which stays the app's to set.
  var isSuspended = false {
    didSet { if !oldValue, isSuspended { stopForDisabling() } }
  }
  /// The object asked whether the recognizer may begin, receive a touch, or recognize alongside
  /// another.
  public weak var delegate: (any GestureRecognizerDelegate)?
  /// Whether recognizing takes the touches away from the view: the view gets
  /// `touchesCancelled` for them and nothing more. `true` by default.
  public var cancelsTouchesInView = true
  /// Whether the view gets `touchesBegan` only once this recognizer has failed (never, if it
  /// recognizes). `false` by default. As on the platform, there is no timeout.
  public var delaysTouchesBegan = false
  /// Whether the view gets `touchesEnded` only once this recognizer has decided (so that a
  /// recognized gesture can still cancel them). `true` by default.
  public var delaysTouchesEnded = true

  var currentState = State.possible
  /// The state a recognition waits to enter until every recognizer this one requires to fail
  /// has failed.
  var requestedState: State?
  var failureRequirements: [GestureRecognizer] = []
  /// The touches down that the recognizer follows, in the order they landed.
  var activeTouches: [Touch] = []
  /// Every touch the recognizer received since its last reset.
  var receivedTouches: Set<Touch> = []
  /// The centroid of the touches when the last of them lifted, in window coordinates.
  var lastCentroid = Point.zero
  /// The window's gesture environment while the recognizer takes part in a gesture.
  weak var environment: GestureEnvironment?
  private var actions: [(target: Target, action: @MainActor (GestureRecognizer) -> Void)] = []
  private var nextTargetNumber = 0

  /// Creates a recognizer with no actions, not attached to a view.
  public required init() {}

  /// Removes the action added as `target`; other actions stay.
  public func removeTarget(_ target: Target) {
    actions.removeAll { $0.target == target }
  }

  /// Makes this recognizer wait, before leaving possible, until `other` has failed; it fails if
  /// `other` recognizes.
  ///
  /// A required recognizer that is not taking part in the current touches counts as failed.
  /// A requirement that would close a cycle (A waits for B, B for A) is reported through
  /// ``/SegueMotion/Diagnostics`` and ignored.
  public func require(toFail other: GestureRecognizer) {
    guard !other.requiresFailure(of: self, visited: []) else {
      Diagnostics.report(
        Diagnostic(
          message: "\(typeName).require(toFail: \(other.typeName)) would make each wait for the other; "
            + "the requirement was ignored (remove the opposite requirement first)"))
      return
    }
    guard !failureRequirements.contains(where: { $0 === other }) else { return }
    failureRequirements.append(other)
  }

  /// Clears the recognizer's gesture-specific values; the window calls it when the recognizer
  /// returns to possible. Subclasses override it and call `super`.
  open func reset() {}

  /// Stops following `touch`: it is no longer delivered to this recognizer, and the view's
  /// delivery no longer waits for it.
  public func ignore(_ touch: Touch, for event: Event?) {
    activeTouches.removeAll { $0 === touch }
    receivedTouches.remove(touch)
    touch.gestureRecognizers.removeAll { $0 === self }
  }

  /// Touches this recognizer follows landed.
  open func touchesBegan(_ touches: Set<Touch>, with event: Event) {}
  /// Touches this recognizer follows moved.
  open func touchesMoved(_ touches: Set<Touch>, with event: Event) {}
  /// Touches this recognizer follows lifted; ``numberOfTouches`` still counts them during the
  /// call.
  open func touchesEnded(_ touches: Set<Touch>, with event: Event) {}
  /// Touches this recognizer follows were cancelled; ``numberOfTouches`` still counts them
  /// during the call.
  open func touchesCancelled(_ touches: Set<Touch>, with event: Event) {}

  /// Lets time-based recognizers act at `time` without a new touch (a long press beginning, a
  /// tap waiting too long for its next tap); the window calls it every frame.
  func timeDidAdvance(to time: Double) {}

  func appendAction(_ action: @escaping @MainActor (GestureRecognizer) -> Void) -> Target {
    let target = Target(number: nextTargetNumber)
    nextTargetNumber += 1
    actions.append((target, action))
    return target
  }

  func sendActions() {
    for entry in actions { entry.action(self) }
  }

  var typeName: String { String(describing: type(of: self)) }

  private func requiresFailure(of other: GestureRecognizer, visited: [GestureRecognizer]) -> Bool {
    if self === other { return true }
    guard !visited.contains(where: { $0 === self }) else { return false }
    return failureRequirements.contains { $0.requiresFailure(of: other, visited: visited + [self]) }
  }
}
