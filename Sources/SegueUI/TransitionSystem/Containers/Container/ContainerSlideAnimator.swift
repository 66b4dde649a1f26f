import SegueGeometry

/// The objc.io container's default transition: the new child slides in from one side, fading
/// in, while the old one slides out the other way, fading out, a 16-point gap between them; a
/// spring (damping 0.75, initial velocity 0.5) over one second, as the article's private
/// animated transition. The direction comes from the context: the new child moves from its
/// initial frame to its final frame.
///
/// Segue's choice: while an interaction drives the transition the curve is linear, so the
/// views follow the finger; the spring runs when it plays on its own. The same slide is public
/// for other containers as `SegueTransitions`' `HorizontalSlideAnimator`; the container keeps
/// its own private one, as the article's container does, since SegueUI sits below that module.
@MainActor
final class ContainerSlideAnimator: AnimatedTransitioning {
  /// The gap between the two children as they slide, in points.
  static let padding = 16.0

  func transitionDuration(using transitionContext: (any ContextTransitioning)?) -> Double { 1 }

  func animateTransition(using transitionContext: any ContextTransitioning) {
    guard let from = transitionContext.viewController(forKey: .from), let to = transitionContext.viewController(forKey: .to),
      let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to)
    else {
      transitionContext.completeTransition(false)
      return
    }
    let container = transitionContext.containerView
    let goingRight = transitionContext.initialFrame(for: to).minX < transitionContext.finalFrame(for: to).minX
    let distance = container.bounds.width + Self.padding
    let travel = AffineTransform(translationX: goingRight ? distance : -distance, y: 0)
    toView.frame = transitionContext.finalFrame(for: to)
    container.addSubview(toView)
    toView.alpha = 0
    toView.transform = travel.inverted()
    let fromFrame = transitionContext.initialFrame(for: from)
    let animations = {
      fromView.transform = travel
      fromView.alpha = 0
      toView.transform = .identity
      toView.alpha = 1
    }
    let completion: (Bool) -> Void = { _ in
      let cancelled = transitionContext.transitionWasCancelled
      fromView.transform = .identity
      fromView.alpha = 1
      if fromFrame != .zero { fromView.frame = fromFrame }
      if cancelled {
        toView.transform = .identity
        toView.alpha = 1
      }
      transitionContext.completeTransition(!cancelled)
    }
    let duration = transitionDuration(using: transitionContext)
    if transitionContext.isInteractive {
      View.animate(withDuration: duration, delay: 0, options: .curveLinear, animations: animations, completion: completion)
    } else {
      View.animate(
        withDuration: duration, delay: 0, usingSpringWithDamping: 0.75, initialSpringVelocity: 0.5, options: [],
        animations: animations, completion: completion)
    }
  }
}
