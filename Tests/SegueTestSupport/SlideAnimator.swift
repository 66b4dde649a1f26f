import SegueUI

/// The animator of the tab article: the "to" view slides in from the right while the "from"
/// view slides out to the left (linear when interactive); on cancel it puts both back.
@MainActor
public final class SlideAnimator: AnimatedTransitioning {
  /// The length of the slide, in seconds.
  public var duration = 1.0
  /// The flags `animationEnded(_:)` was called with, in order.
  public private(set) var endedWith: [Bool] = []

  /// A one-second slide.
  public init() {}

  /// ``duration``.
  public func transitionDuration(using transitionContext: (any ContextTransitioning)?) -> Double { duration }

  /// Slides the views; see the type.
  public func animateTransition(using transitionContext: any ContextTransitioning) {
    let container = transitionContext.containerView
    guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to),
      let to = transitionContext.viewController(forKey: .to)
    else { return }
    let width = container.bounds.size.width
    let final = transitionContext.finalFrame(for: to)
    let fromStart = fromView.frame
    let toStart = final.offsetBy(dx: width, dy: 0)
    toView.frame = toStart
    container.addSubview(toView)
    let options: View.AnimationOptions = transitionContext.isInteractive ? .curveLinear : .curveEaseInOut
    View.animate(
      withDuration: duration, delay: 0, options: options,
      animations: {
        toView.frame = final
        fromView.frame = fromStart.offsetBy(dx: -width, dy: 0)
      },
      completion: { _ in
        let cancelled = transitionContext.transitionWasCancelled
        if cancelled {
          toView.frame = toStart
          fromView.frame = fromStart
        }
        transitionContext.completeTransition(!cancelled)
      })
  }

  /// Notes `transitionCompleted` in ``endedWith``.
  public func animationEnded(_ transitionCompleted: Bool) {
    endedWith.append(transitionCompleted)
  }
}
