import SegueGeometry

/// The default modal animation: the presented view slides up from the bottom edge, and back
/// down on dismissal. Segue's choice where the platform is silent: 0.4 s, ease-in-ease-out
/// (linear while interactive); without animation it places the views and completes at once.
final class CoverVerticalAnimator: AnimatedTransitioning {
  /// The length of the animation.
  static let duration = 0.4
  private let isPresenting: Bool

  init(isPresenting: Bool) {
    self.isPresenting = isPresenting
  }

  func transitionDuration(using transitionContext: (any ContextTransitioning)?) -> Double {
    transitionContext?.isAnimated == false ? 0 : Self.duration
  }

  func animateTransition(using transitionContext: any ContextTransitioning) {
    let container = transitionContext.containerView
    let drop = container.bounds.size.height
    let moving: View?
    let target: Rect
    if isPresenting {
      guard let toView = transitionContext.view(forKey: .to),
        let presented = transitionContext.viewController(forKey: .to)
      else {
        return transitionContext.completeTransition(true)
      }
      let final = transitionContext.finalFrame(for: presented)
      target = final == .zero ? container.bounds : final
      toView.frame = target.offsetBy(dx: 0, dy: drop)
      container.addSubview(toView)
      moving = toView
    } else {
      if let toView = transitionContext.view(forKey: .to), let presenter = transitionContext.viewController(forKey: .to)
      {
        toView.frame = transitionContext.finalFrame(for: presenter)
        container.insertSubview(toView, at: 0)
      }
      moving = transitionContext.view(forKey: .from)
      target = (moving?.frame ?? .zero).offsetBy(dx: 0, dy: drop)
    }
    guard transitionContext.isAnimated, let moving else {
      moving?.frame = target
      return transitionContext.completeTransition(true)
    }
    let start = moving.frame
    let curve: View.AnimationOptions = transitionContext.isInteractive ? .curveLinear : .curveEaseInOut
    View.animate(
      withDuration: Self.duration, delay: 0, options: curve,
      animations: {
        moving.frame = target
      },
      completion: { _ in
        let cancelled = transitionContext.transitionWasCancelled
        if cancelled { moving.frame = start }
        transitionContext.completeTransition(!cancelled)
      })
  }
}
