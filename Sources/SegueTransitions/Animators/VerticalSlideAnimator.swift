import SegueGeometry
import SegueUI

/// The coloured tab bar's transition (Stable Kernel's `STKVerticalTransitioner`): the new page
/// comes in from the top while the old page moves down off the screen.
///
/// As the article writes it: 0.5 s, ease-in-ease-out (linear while interactive), the new page
/// ending at the context's final frame for it (the container's bounds where it gives none).
/// Segue's addition where the article has one direction only: `reverse` brings the new page up
/// from the bottom and moves the old one up. The old page gets its frame back at the end; a
/// cancelled transition leaves both pages as they were.
@MainActor
public final class VerticalSlideAnimator: TimedTransitionAnimator {
  /// The article's duration, in seconds.
  nonisolated public static let defaultDuration = 0.5

  /// Whether the new page comes up from the bottom instead of down from the top.
  public let reverse: Bool
  /// The length of the slide, in seconds.
  public let duration: Double

  /// Creates the slide, downwards unless `reverse`, over `duration` seconds.
  public init(reverse: Bool = false, duration: Double = defaultDuration) {
    self.reverse = reverse
    self.duration = duration
  }

  /// Slides the new page in from one edge while the old one leaves through the opposite edge.
  public func animateTransition(using transitionContext: any ContextTransitioning) {
    guard let (cleanup, outgoingView, incomingView) = transitionContext.beginMoving(for: self) else { return }
    transitionContext.containerView.addSubview(incomingView)
    let incomingDestinationFrame = transitionContext.finalFrameOfToView
    let direction = reverse ? -1.0 : 1.0
    let incomingInitialFrame = incomingDestinationFrame.offsetBy(
      dx: 0, dy: -direction * incomingDestinationFrame.height)
    let outgoingDestinationFrame = outgoingView.frame.offsetBy(dx: 0, dy: direction * outgoingView.frame.height)
    incomingView.frame = incomingInitialFrame
    View.animate(
      withDuration: transitionDuration(using: transitionContext), delay: 0,
      options: transitionContext.animationOptions(.curveEaseInOut),
      animations: {
        incomingView.frame = incomingDestinationFrame
        outgoingView.frame = outgoingDestinationFrame
      },
      completion: { _ in cleanup.complete(transitionContext) })
  }
}
