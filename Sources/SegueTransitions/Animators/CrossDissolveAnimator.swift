import SegueUI

/// A cross-dissolve: the new screen fades in over the old one, which stays as it is beneath.
///
/// 0.35 s (the platform's cross-dissolve), ease-in-ease-out (linear while interactive), the
/// new screen at the context's final frame for it (the container's bounds where it gives
/// none). Segue's choice where the libraries differ (VCTransitionsLibrary fades the old screen
/// out as well, which lets the background show through the middle): only the new screen's
/// opacity changes, so that every frame is the exact mix of the two screens. A dismissal that
/// has no new screen to show (a custom presentation's, whose presenter stayed in place) fades
/// the old screen out instead. A cancelled transition leaves both screens as they were;
/// reversing is the same dissolve. It is also what every animator of this module runs instead
/// of its motion when the application asks for reduced motion
/// (``/SegueUI/Application/isReduceMotionEnabled``), at the animator's own duration.
@MainActor
public final class CrossDissolveAnimator: TimedTransitionAnimator {
  /// The dissolve's default length, in seconds.
  nonisolated public static let defaultDuration = 0.35

  /// The length of the dissolve, in seconds.
  public let duration: Double

  /// Creates a dissolve over `duration` seconds.
  public init(duration: Double = defaultDuration) {
    self.duration = duration
  }

  /// Fades the new screen in over the old one.
  public func animateTransition(using transitionContext: any ContextTransitioning) {
    let cleanup = TransitionCleanup(transitionContext)
    let incomingView = transitionContext.view(forKey: .to)
    let outgoingView = incomingView == nil ? transitionContext.view(forKey: .from) : nil
    guard incomingView != nil || outgoingView != nil else { return cleanup.complete(transitionContext) }
    if let incomingView {
      incomingView.frame = transitionContext.finalFrameOfToView
      incomingView.alpha = 0
      transitionContext.containerView.addSubview(incomingView)
    }
    View.animate(
      withDuration: transitionDuration(using: transitionContext), delay: 0,
      options: transitionContext.animationOptions(.curveEaseInOut),
      animations: {
        incomingView?.alpha = 1
        outgoingView?.alpha = 0
      },
      completion: { _ in cleanup.complete(transitionContext) })
  }
}
