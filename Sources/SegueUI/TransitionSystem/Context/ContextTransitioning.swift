import SegueGeometry

/// What an animator and an interaction controller know about a transition, and how they report
/// its progress and end: the analogue of `UIViewControllerContextTransitioning`.
///
/// Segue's own ``TransitionContext`` implements it for every container; a custom container may
/// use that or its own type. Nothing in Segue needs more than this protocol's members.
@MainActor
public protocol ContextTransitioning: AnyObject {
  /// The view the transition's animations take place in.
  var containerView: View { get }
  /// Whether the transition animates; `false` for a non-animated custom presentation, whose
  /// animator still runs so it can add and remove views.
  var isAnimated: Bool { get }
  /// Whether an interaction controller drives the transition now.
  var isInteractive: Bool { get }
  /// Whether the transition was cancelled (set when an interaction ends in a cancel).
  var transitionWasCancelled: Bool { get }
  /// The modal presentation style of the transition; `.none` outside presentations.
  var presentationStyle: ModalPresentationStyle { get }
  /// The rotation the transition applies to the container: identity, or ±90° or 180°.
  var targetTransform: AffineTransform { get }

  /// The view controller for `key`.
  func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController?
  /// The view for `key`, which may differ from the view controller's root view; `nil` when the
  /// animator must not touch that view controller's view.
  func view(forKey key: TransitionContextViewKey) -> View?
  /// Where `viewController`'s view is at the start, in the container's coordinates; `.zero`
  /// when not known.
  func initialFrame(for viewController: ViewController) -> Rect
  /// Where `viewController`'s view must be at the end, in the container's coordinates; `.zero`
  /// when it is removed or free. A non-zero final frame must be respected.
  func finalFrame(for viewController: ViewController) -> Rect

  /// Reports the interactive progress, 0 … 1.
  func updateInteractiveTransition(_ percentComplete: Double)
  /// Reports that the interaction paused an interruptible transition (it is interactive again).
  func pauseInteractiveTransition()
  /// Reports that the interaction ended and the transition will finish.
  func finishInteractiveTransition()
  /// Reports that the interaction ended and the transition will be cancelled.
  func cancelInteractiveTransition()
  /// Ends the transition: `didComplete` is `true` when the new view controller is now shown.
  func completeTransition(_ didComplete: Bool)

  /// Segue's addition: the animator of the transition, so that an interaction controller such
  /// as ``PercentDrivenInteractiveTransition`` can run it without any private method; `nil` by
  /// default (then the interaction controller's own `animator` is used).
  var animator: (any AnimatedTransitioning)? { get }
  /// Segue's addition: how long the transition runs when nothing interacts with it, in
  /// seconds: its animator's `transitionDuration(using:)`, read when the transition began and
  /// sanitised (see ``TransitionDiagnostics/sanitizedDuration(_:of:)``). The default reads the
  /// ``animator``'s each time (0 without one); an interaction controller reads it once.
  var transitionDuration: Double { get }
  /// Segue's addition: the views whose layer time percent-driven interaction pauses and
  /// scrubs; the container view by default, plus the views of alongside animations.
  var timelineViews: [View] { get }
  /// Segue's addition: calls `handler` once when the transition ends, or is dropped, before the
  /// coordinator's completions and anything the container does next, and returns `true`; a
  /// context that cannot tell returns `false` (the default), and an interaction controller then
  /// judges the end by its own playback.
  func notifyWhenTransitionEnds(_ handler: @escaping @MainActor () -> Void) -> Bool
}

extension ContextTransitioning {
  /// `nil`.
  public var animator: (any AnimatedTransitioning)? { nil }

  /// The ``animator``'s sanitised duration, 0 without an animator.
  public var transitionDuration: Double {
    animator.map { TransitionDiagnostics.sanitizedDuration($0.transitionDuration(using: self), of: $0) } ?? 0
  }

  /// The container view.
  public var timelineViews: [View] { [containerView] }

  /// `false`: the context does not tell when its transition ends.
  public func notifyWhenTransitionEnds(_ handler: @escaping @MainActor () -> Void) -> Bool { false }
}
