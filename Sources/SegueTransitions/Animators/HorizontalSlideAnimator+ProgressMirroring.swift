import SegueMotion
import SegueUI

extension HorizontalSlideAnimator: ProgressMirroring {
  /// Where the article's spring (damping ``damping``, initial velocity
  /// ``initialSpringVelocity``) stands at `progress` of ``duration``; past 1 while it overshoots.
  public func shownFraction(atProgress progress: Double) -> Double {
    let spring = Spring(
      duration: duration, usingSpringWithDamping: Self.damping, initialSpringVelocity: Self.initialSpringVelocity)
    return spring.position(at: progress * duration, initialVelocity: Self.initialSpringVelocity)
  }
}
