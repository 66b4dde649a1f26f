import SegueUI

/// An animator of this module that lasts a set ``duration``: the length it reports is that
/// duration for an animated transition and 0 for a non-animated one.
@MainActor
public protocol TimedTransitionAnimator: AnimatedTransitioning {
  /// The length of the animation, in seconds.
  var duration: Double { get }
}

extension TimedTransitionAnimator {
  /// ``duration``; 0 for a non-animated transition.
  public func transitionDuration(using transitionContext: (any ContextTransitioning)?) -> Double {
    transitionContext?.isAnimated == false ? 0 : duration
  }

  /// Runs the keyframes `animations` adds over the transition's duration, paced ease-in-ease-out
  /// as a whole (linear while the context is interactive), then `completion`.
  func animateKeyframes(
    in transitionContext: any ContextTransitioning, animations: @escaping () -> Void,
    completion: @escaping (Bool) -> Void
  ) {
    let curve = transitionContext.animationOptions(.curveEaseInOut)
    View.animateKeyframes(
      withDuration: transitionDuration(using: transitionContext), delay: 0,
      options: View.KeyframeAnimationOptions(rawValue: curve.rawValue), animations: animations,
      completion: completion)
  }
}
