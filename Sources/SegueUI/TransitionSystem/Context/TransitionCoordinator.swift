import SegueGeometry

/// What the transition coordinator tells alongside animations and handlers about the
/// transition, the analogue of `UIViewControllerTransitionCoordinatorContext`.
@MainActor
public protocol TransitionCoordinatorContext: AnyObject {
  /// Whether the transition animates.
  var isAnimated: Bool { get }
  /// The modal presentation style; `.none` outside presentations.
  var presentationStyle: ModalPresentationStyle { get }
  /// Whether the transition started interactive; never changes during the transition.
  var initiallyInteractive: Bool { get }
  /// Whether the transition can be interrupted (its animator vends an interruptible animator).
  var isInterruptible: Bool { get }
  /// Whether an interaction drives the transition now.
  var isInteractive: Bool { get }
  /// Whether an interactive transition was cancelled.
  var isCancelled: Bool { get }
  /// The transition's full non-interactive duration.
  var transitionDuration: Double { get }
  /// The progress when the transition left its interactive phase (or the last reported one).
  var percentComplete: Double { get }
  /// The interaction controller's completion speed when the interaction ended.
  var completionVelocity: Double { get }
  /// The interaction controller's completion curve when the interaction ended.
  var completionCurve: View.AnimationCurve { get }
  /// The view the transition takes place in.
  var containerView: View { get }
  /// The rotation the transition applies.
  var targetTransform: AffineTransform { get }
  /// The view controller for `key`.
  func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController?
  /// The view for `key`.
  func view(forKey key: TransitionContextViewKey) -> View?
}

/// Runs animations alongside a transition and reports its interaction changes, the analogue of
/// `UIViewControllerTransitionCoordinator`. Ask a view controller for its
/// ``ViewController/transitionCoordinator`` while a transition runs.
@MainActor
public protocol TransitionCoordinator: TransitionCoordinatorContext {
  /// Runs `animation` in the transition's own animation context (same duration, curve and
  /// timeline, so percent-driven scrubbing moves it too) and `completion` after the transition
  /// completed. Returns whether the animation was queued; the completion runs either way (on
  /// the next frame when it is added after the transition ended).
  @discardableResult
  func animate(
    alongsideTransition animation: ((any TransitionCoordinatorContext) -> Void)?,
    completion: ((any TransitionCoordinatorContext) -> Void)?
  ) -> Bool

  /// Like ``animate(alongsideTransition:completion:)`` for animations of views outside the
  /// container: `view` (an ancestor of every animated view) is paused and scrubbed with the
  /// transition.
  @discardableResult
  func animateAlongsideTransition(
    in view: View?, animation: ((any TransitionCoordinatorContext) -> Void)?,
    completion: ((any TransitionCoordinatorContext) -> Void)?
  ) -> Bool

  /// Calls `handler` each time the transition moves between interactive and non-interactive,
  /// including when its interaction ends in a finish or a cancel; before the appearance calls
  /// a cancel brings.
  func notifyWhenInteractionChanges(_ handler: @escaping (any TransitionCoordinatorContext) -> Void)
}
