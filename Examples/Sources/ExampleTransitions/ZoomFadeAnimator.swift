import SegueGeometry
import SegueUI

/// A custom animator: the new screen grows from 80 % and fades in over the old one; reversed,
/// the old screen shrinks to 80 % and fades out over the new one. A cancelled transition puts
/// everything back.
@MainActor
public final class ZoomFadeAnimator: AnimatedTransitioning {
  /// How long the transition lasts, in seconds.
  public static let duration = 0.25
  /// Whether the old screen leaves (`true`) rather than the new one arriving.
  public let isReversed: Bool

  /// An animator that zooms the new screen in, or the old one out when `isReversed`.
  public init(isReversed: Bool = false) {
    self.isReversed = isReversed
  }

  /// ``duration``.
  public func transitionDuration(using transitionContext: (any ContextTransitioning)?) -> Double {
    Self.duration
  }

  /// Places the new screen at its final frame and zooms the moving one.
  public func animateTransition(using transitionContext: any ContextTransitioning) {
    guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to),
      let to = transitionContext.viewController(forKey: .to)
    else { return transitionContext.completeTransition(false) }
    let container = transitionContext.containerView
    toView.frame = transitionContext.finalFrame(for: to)
    if isReversed { container.insertSubview(toView, belowSubview: fromView) } else { container.addSubview(toView) }
    let moving = isReversed ? fromView : toView
    let small = AffineTransform(scaleX: 0.8, y: 0.8)
    if !isReversed {
      toView.transform = small
      toView.alpha = 0
    }
    View.animate(
      withDuration: Self.duration, delay: 0,
      options: transitionContext.isInteractive ? .curveLinear : .curveEaseInOut,
      animations: {
        moving.transform = self.isReversed ? small : .identity
        moving.alpha = self.isReversed ? 0 : 1
      },
      completion: { _ in
        let cancelled = transitionContext.transitionWasCancelled
        moving.transform = .identity
        moving.alpha = 1
        if cancelled { toView.removeFromSuperview() }
        transitionContext.completeTransition(!cancelled)
      })
  }
}
