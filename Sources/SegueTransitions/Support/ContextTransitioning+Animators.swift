import SegueGeometry
import SegueUI

extension ContextTransitioning {
  /// `articleCurve`, or linear while the transition is interactive, so that a percent-driven
  /// controller's progress is the animation's progress.
  func animationOptions(_ articleCurve: View.AnimationOptions) -> View.AnimationOptions {
    isInteractive ? .curveLinear : articleCurve
  }

  /// Whether the application the transition runs in asks for reduced motion.
  var prefersReducedMotion: Bool { containerView.window?.application?.isReduceMotionEnabled == true }

  /// Runs a ``CrossDissolveAnimator`` of `duration` seconds in place of an animator's motion
  /// when the application asks for reduced motion (interactive still: a pan scrubs the
  /// dissolve); whether it did.
  func dissolvesForReducedMotion(duration: Double) -> Bool {
    guard prefersReducedMotion else { return false }
    CrossDissolveAnimator(duration: duration).animateTransition(using: self)
    return true
  }

  /// How every moving animator of this module begins: under reduced motion it runs the dissolve
  /// instead (see ``dissolvesForReducedMotion(duration:)``) and gets `nil`; otherwise the
  /// cleanup, recorded before anything changes, and both views. A "from" view outside the
  /// container (a full-screen presentation's presenter) is moved into it, behind the rest and
  /// where it shows, so that what scrubs the container (a percent-driven controller) scrubs it
  /// too and the "to" view can go behind it; the cleanup puts it back. Segue's choice for a
  /// context that hands out only one of the views — a presentation that leaves the presenter on
  /// screen (`.overFullScreen`, `.custom`) and its dismissal — where a motion between two
  /// screens has nothing to move: the animator runs the ``CrossDissolveAnimator`` of its own
  /// duration (the new screen fades in, or the leaving one out) and gets `nil`.
  func beginMoving(for animator: some AnimatedTransitioning) -> (TransitionCleanup, View, View)? {
    let duration = animator.transitionDuration(using: self)
    if dissolvesForReducedMotion(duration: duration) { return nil }
    guard let fromView = view(forKey: .from), let toView = view(forKey: .to) else {
      CrossDissolveAnimator(duration: duration).animateTransition(using: self)
      return nil
    }
    let cleanup = TransitionCleanup(self)
    if let superview = fromView.superview, !fromView.isDescendant(of: containerView) {
      let center = superview.convert(fromView.center, to: containerView)
      containerView.insertSubview(fromView, at: 0)
      fromView.center = center
    }
    return (cleanup, fromView, toView)
  }

  /// Puts `incoming` (the "to" view) in the container at its final frame, over `outgoing` when
  /// `onTop`, under it otherwise.
  func place(_ incoming: View, onTop: Bool, of outgoing: View) {
    incoming.frame = finalFrameOfToView
    if onTop {
      containerView.insertSubview(incoming, aboveSubview: outgoing)
    } else {
      containerView.insertSubview(incoming, belowSubview: outgoing)
    }
  }

  /// Where the "to" view ends: its view controller's final frame, or the container's bounds
  /// where the context leaves it free.
  var finalFrameOfToView: Rect {
    let final = viewController(forKey: .to).map(finalFrame(for:)) ?? .zero
    return final == .zero ? containerView.bounds : final
  }
}
