/// An object that animates a transition between two view controllers, the analogue of
/// `UIViewControllerAnimatedTransitioning` (an "animation controller").
///
/// Its animations take place in the context's container view; it must call
/// ``ContextTransitioning/completeTransition(_:)`` once they are over (Segue reports it when it
/// does not, and completes the transition for it).
@MainActor
public protocol AnimatedTransitioning: AnyObject {
  /// The transition's length in seconds when it runs non-interactively; percent-driven
  /// interaction and the coordinator's alongside animations use it.
  func transitionDuration(using transitionContext: (any ContextTransitioning)?) -> Double

  /// Runs the transition's animations in `transitionContext`'s container view.
  func animateTransition(using transitionContext: any ContextTransitioning)

  /// The interruptible animator that runs the transition, when the animator has one; it must
  /// return the same object for the whole transition. `nil` (the default) means the transition
  /// is not interruptible.
  func interruptibleAnimator(using transitionContext: any ContextTransitioning) -> (any ViewImplicitlyAnimating)?

  /// Called after the transition ended: `transitionCompleted` is `true` when the new view
  /// controller is shown, `false` when the transition was cancelled.
  func animationEnded(_ transitionCompleted: Bool)
}

extension AnimatedTransitioning {
  /// No interruptible animator.
  public func interruptibleAnimator(using transitionContext: any ContextTransitioning) -> (any ViewImplicitlyAnimating)?
  {
    nil
  }

  /// Does nothing.
  public func animationEnded(_ transitionCompleted: Bool) {}
}
