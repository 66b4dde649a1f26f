import SegueUI

/// Puts the new view in place and completes after 0.2 s.
@MainActor
final class PlainMove: AnimatedTransitioning {
  func transitionDuration(using transitionContext: (any ContextTransitioning)?) -> Double { 0.2 }

  func animateTransition(using transitionContext: any ContextTransitioning) {
    guard let toView = transitionContext.view(forKey: .to), let to = transitionContext.viewController(forKey: .to)
    else { return transitionContext.completeTransition(true) }
    toView.frame = transitionContext.finalFrame(for: to)
    transitionContext.containerView.addSubview(toView)
    View.animate(
      withDuration: 0.2, animations: { toView.alpha = 1 },
      completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
  }
}
