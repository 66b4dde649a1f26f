import SegueGeometry
import SegueUI

extension ContextTransitioning {
  /// `articleCurve`, or linear while the transition is interactive, so that a percent-driven
  /// controller's progress is the animation's progress.
  func animationOptions(_ articleCurve: View.AnimationOptions) -> View.AnimationOptions {
    isInteractive ? .curveLinear : articleCurve
  }

  /// Where the "to" view ends: its view controller's final frame, or the container's bounds
  /// where the context leaves it free.
  var finalFrameOfToView: Rect {
    let final = viewController(forKey: .to).map(finalFrame(for:)) ?? .zero
    return final == .zero ? containerView.bounds : final
  }
}
