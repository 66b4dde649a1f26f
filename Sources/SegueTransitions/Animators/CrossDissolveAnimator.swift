import SegueUI

/// A cross-dissolve: the new screen fades in over the old one, which stays as it is beneath.
///
/// 0.35 s (the platform's cross-dissolve), ease-in-ease-out (linear while interactive), the
/// new screen at the context's final frame for it (the container's bounds where it gives
/// none). Segue's choice where the libraries differ (VCTransitionsLibrary fades the old screen
/// out as well, which lets the background show through the middle): only the new screen's
/// opacity changes, so that every frame is the exact mix of the two screens. A cancelled
/// transition leaves both screens as they were; reversing is the same dissolve.
@MainActor
public final class CrossDissolveAnimator: AnimatedTransitioning {
  /// The dissolve's default length, in seconds.
  public static let defaultDuration = 0.35

  /// The length of the dissolve, in seconds.
  public let duration: Double

  /// Creates a dissolve over `duration` seconds.
  public init(duration: Double = defaultDuration) {
    self.duration = duration
  }

  /// The dissolve's length; 0 for a non-animated transition.
  public func transitionDuration(using transitionContext: (any ContextTransitioning)?) -> Double {
    transitionContext?.isAnimated == false ? 0 : duration
  }

  /// Fades the new screen in over the old one.
  public func animateTransition(using transitionContext: any ContextTransitioning) {
    let cleanup = TransitionCleanup(transitionContext)
    guard let incomingView = transitionContext.view(forKey: .to) else { return cleanup.complete(transitionContext) }
    incomingView.frame = transitionContext.finalFrameOfToView
    incomingView.alpha = 0
    transitionContext.containerView.addSubview(incomingView)
    View.animate(
      withDuration: transitionDuration(using: transitionContext), delay: 0,
      options: transitionContext.animationOptions(.curveEaseInOut),
      animations: { incomingView.alpha = 1 },
      completion: { _ in cleanup.complete(transitionContext) })
  }
}
