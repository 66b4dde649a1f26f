import SegueGeometry

/// The navigation controller's default animation, the platform's parallax slide: on a push the
/// new page slides in from the right edge over the whole width while the old page moves left by
/// ``parallax`` of the width and darkens under a black dimming view that reaches ``dimming``
/// alpha; a pop plays the same motion backwards.
///
/// Segue's choices where the platform is silent: 0.35 s (the platform's is about that),
/// ease-in-ease-out, linear while interactive so the page follows the finger; the parallax is
/// 30 % of the width and the dimming black at 0.1 alpha, close to what the platform shows. A
/// cancelled transition puts both views back where they were and removes what it added.
final class NavigationSlideAnimator: AnimatedTransitioning {
  /// The length of the animation, in seconds.
  static let duration = 0.35
  /// How far the lower page moves, as a fraction of the container's width.
  static let parallax = 0.3
  /// The alpha of the black dimming view over the lower page when it is fully covered.
  static let dimming = 0.1
  private let operation: NavigationController.Operation

  init(operation: NavigationController.Operation) {
    self.operation = operation
  }

  func transitionDuration(using transitionContext: (any ContextTransitioning)?) -> Double { Self.duration }

  func animateTransition(using transitionContext: any ContextTransitioning) {
    let container = transitionContext.containerView
    guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to),
      let to = transitionContext.viewController(forKey: .to)
    else { return transitionContext.completeTransition(!transitionContext.transitionWasCancelled) }
    let width = container.bounds.size.width
    let isPush = operation != .pop
    let fromStart = fromView.frame
    let toFinal = transitionContext.finalFrame(for: to)
    let toStart = toFinal.offsetBy(dx: isPush ? width : -Self.parallax * width, dy: 0)
    let fromEnd = fromStart.offsetBy(dx: isPush ? -Self.parallax * width : width, dy: 0)
    let toOriginal = toView.frame
    let dimmingView = View(frame: isPush ? fromStart : toStart)
    dimmingView.backgroundColor = .black
    dimmingView.alpha = isPush ? 0 : Self.dimming
    View.performWithoutAnimation {
      toView.frame = toStart
      if isPush {
        container.insertSubview(dimmingView, aboveSubview: fromView)
        container.insertSubview(toView, aboveSubview: dimmingView)
      } else {
        container.insertSubview(toView, belowSubview: fromView)
        container.insertSubview(dimmingView, aboveSubview: toView)
      }
    }
    let curve: View.AnimationOptions = transitionContext.isInteractive ? .curveLinear : .curveEaseInOut
    View.animate(
      withDuration: Self.duration, delay: 0, options: curve,
      animations: {
        toView.frame = toFinal
        fromView.frame = fromEnd
        dimmingView.frame = isPush ? fromEnd : toFinal
        dimmingView.alpha = isPush ? Self.dimming : 0
      },
      completion: { _ in
        let cancelled = transitionContext.transitionWasCancelled
        View.performWithoutAnimation {
          dimmingView.removeFromSuperview()
          fromView.frame = fromStart
          if cancelled {
            toView.removeFromSuperview()
            toView.frame = toOriginal
          }
        }
        transitionContext.completeTransition(!cancelled)
      })
  }
}
