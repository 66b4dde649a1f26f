/// Runs ``ViewController/transition(from:to:duration:options:animations:completion:)``: puts
/// the new child's view just above the old one's, runs the caller's animations (or the
/// transition style in the options, the old view leaving at once as with
/// ``View/transition(from:to:duration:options:completion:)``), then completes; the old view
/// leaves at the end.
@MainActor
final class ChildTransitionAnimator: AnimatedTransitioning {
  private let duration: Double
  private let options: View.AnimationOptions
  private let animations: (() -> Void)?
  /// Whether the animations ran to their end, once they ended.
  private(set) var finished = true

  init(duration: Double, options: View.AnimationOptions, animations: (() -> Void)?) {
    self.duration = duration
    self.options = options
    self.animations = animations
  }

  func transitionDuration(using transitionContext: (any ContextTransitioning)?) -> Double { duration }

  func animateTransition(using transitionContext: any ContextTransitioning) {
    let container = transitionContext.containerView
    guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to) else {
      transitionContext.completeTransition(false)
      return
    }
    if toView.frame == .zero { toView.frame = fromView.frame }
    let complete: (Bool) -> Void = { [self] finished in
      self.finished = finished
      transitionContext.completeTransition(true)
    }
    if options.transitionStyle != nil {
      View.transition(
        with: container, duration: duration, options: options,
        animations: { [animations] in
          container.insertSubview(toView, aboveSubview: fromView)
          fromView.removeFromSuperview()
          animations?()
        }, completion: complete)
    } else {
      container.insertSubview(toView, aboveSubview: fromView)
      View.animate(
        withDuration: duration, delay: 0, options: options, animations: { [animations] in animations?() },
        completion: complete)
    }
  }
}
