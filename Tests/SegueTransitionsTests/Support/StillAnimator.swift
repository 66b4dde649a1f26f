import SegueUI

/// A 1 s transition that puts the new view in place at once and only fades a view of its own,
/// so the new view takes touches while it runs.
@MainActor
final class StillAnimator: AnimatedTransitioning {
  func transitionDuration(using transitionContext: (any ContextTransitioning)?) -> Double { 1 }

  func animateTransition(using transitionContext: any ContextTransitioning) {
    let container = transitionContext.containerView
    if let toView = transitionContext.view(forKey: .to) {
      toView.frame = container.bounds
      container.addSubview(toView)
    }
    let veil = View(frame: .zero)
    container.addSubview(veil)
    View.animate(
      withDuration: 1, animations: { veil.alpha = 0 },
      completion: { _ in
        veil.removeFromSuperview()
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
  }
}
