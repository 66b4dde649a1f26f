/// An object that drives a transition interactively, the analogue of
/// `UIViewControllerInteractiveTransitioning` (an "interaction controller").
@MainActor
public protocol InteractiveTransitioning: AnyObject {
  /// Starts driving the transition of `transitionContext`; it is up to the interaction
  /// controller to call the animator's `animateTransition(using:)` if needed.
  func startInteractiveTransition(_ transitionContext: any ContextTransitioning)

  /// How fast the non-interactive rest of the transition runs, relative to its normal
  /// duration; 1 by default, and it must be greater than 0.
  var completionSpeed: Double { get }

  /// The curve of the non-interactive rest of the transition; `.easeInOut` by default.
  var completionCurve: View.AnimationCurve { get }

  /// Whether the transition starts interactive (`true`, the default) or starts animating and
  /// may be interrupted later (when the animator is interruptible).
  var wantsInteractiveStart: Bool { get }

  /// Segue's addition: called when a transition that this object will drive was requested;
  /// it starts on the next frame. An interaction controller may keep the progress, finish or
  /// cancel that a fast gesture reports before the start, and ignore such calls otherwise.
  /// Does nothing by default; ``TransitionContext`` calls it, other contexts need not.
  func prepareForInteractiveTransition()
}

extension InteractiveTransitioning {
  /// 1.
  public var completionSpeed: Double { 1 }

  /// `.easeInOut`.
  public var completionCurve: View.AnimationCurve { .easeInOut }

  /// `true`.
  public var wantsInteractiveStart: Bool { true }

  /// Does nothing.
  public func prepareForInteractiveTransition() {}
}
