import SegueGeometry
import SegueUI

/// The custom container's default transition (objc.io's `PrivateAnimatedTransition`): the two
/// children slide sideways by the container's width plus a little padding, the old one fading
/// out while the new one fades in.
///
/// As the article's container writes it: 1 s on a spring with damping 0.75 and initial
/// velocity 0.5, 16 points of padding between the children; linear while interactive, so that
/// a pan scrubs it evenly. Segue's choice: the new view starts at the context's final frame
/// for it (the container's bounds where it gives none) and only its transform moves it, as in
/// the article. The view that leaves gets its transform and alpha back at the end; a cancelled
/// transition leaves both views as they were.
@MainActor
public final class HorizontalSlideAnimator: TimedTransitionAnimator {
  /// The article's duration, in seconds.
  nonisolated public static let defaultDuration = 1.0
  /// The article's gap between the children while they slide, in points.
  public static let defaultChildViewPadding = 16.0
  /// The article's spring damping ratio.
  public static let damping = 0.75
  /// The article's initial spring velocity, in distances per second.
  public static let initialSpringVelocity = 0.5

  /// Whether the new child comes after the old one in the container's order: it comes in from
  /// the right edge and both views travel left (otherwise from the left, travelling right).
  public let goingRight: Bool
  /// The gap between the children while they slide, in points.
  public let childViewPadding: Double
  /// The length of the slide, in seconds.
  public let duration: Double

  /// Creates the slide to a child after (`goingRight`) or before the current one, as the
  /// container's private context says with `goingRight: toIndex > fromIndex`.
  public init(
    goingRight: Bool, childViewPadding: Double = defaultChildViewPadding, duration: Double = defaultDuration
  ) {
    self.goingRight = goingRight
    self.childViewPadding = childViewPadding
    self.duration = duration
  }

  /// Slides the views by the container's width plus the padding while fading them.
  public func animateTransition(using transitionContext: any ContextTransitioning) {
    guard let (cleanup, fromView, toView) = transitionContext.beginMoving(for: self) else { return }
    let travelDistance = transitionContext.containerView.bounds.width + childViewPadding
    let travel = AffineTransform(translationX: goingRight ? -travelDistance : travelDistance, y: 0)
    toView.frame = transitionContext.finalFrameOfToView
    transitionContext.containerView.addSubview(toView)
    toView.alpha = 0
    toView.transform = travel.inverted()
    let animations = {
      fromView.transform = travel
      fromView.alpha = 0
      toView.transform = .identity
      toView.alpha = 1
    }
    let completion: (Bool) -> Void = { _ in cleanup.complete(transitionContext) }
    let length = transitionDuration(using: transitionContext)
    if transitionContext.isInteractive || length == 0 {
      View.animate(
        withDuration: length, delay: 0, options: .curveLinear, animations: animations, completion: completion)
    } else {
      View.animate(
        withDuration: length, delay: 0, usingSpringWithDamping: Self.damping,
        initialSpringVelocity: Self.initialSpringVelocity, animations: animations, completion: completion)
    }
  }
}
