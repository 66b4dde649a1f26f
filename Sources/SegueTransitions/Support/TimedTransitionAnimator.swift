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
}
