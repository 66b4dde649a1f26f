import SegueUI

/// The object a container view controller tells about selections and asks for the animators
/// and interaction controllers of its transitions, as the objc.io container's delegate; every
/// method has a default.
@MainActor
public protocol ContainerViewControllerDelegate: AnyObject {
  /// Called when a child was selected, by a button, a pan or code, as the transition to it
  /// starts.
  func containerViewController(
    _ containerViewController: ContainerViewController, didSelect viewController: ViewController)
  /// The animator of the transition from `fromVC` to `toVC`; `nil` (the default) uses the
  /// container's horizontal slide.
  func containerViewController(
    _ containerViewController: ContainerViewController, animationControllerForTransitionFrom fromVC: ViewController,
    to toVC: ViewController
  ) -> (any AnimatedTransitioning)?
  /// The interaction controller of a transition run by `animationController`, an animator this
  /// delegate vended (never the default one); `nil` by default.
  func containerViewController(
    _ containerViewController: ContainerViewController,
    interactionControllerFor animationController: any AnimatedTransitioning
  ) -> (any InteractiveTransitioning)?
}

extension ContainerViewControllerDelegate {
  /// Does nothing.
  public func containerViewController(
    _ containerViewController: ContainerViewController, didSelect viewController: ViewController
  ) {}

  /// Vends no animator: the container's horizontal slide runs.
  public func containerViewController(
    _ containerViewController: ContainerViewController, animationControllerForTransitionFrom fromVC: ViewController,
    to toVC: ViewController
  ) -> (any AnimatedTransitioning)? {
    nil
  }

  /// Vends no interaction controller.
  public func containerViewController(
    _ containerViewController: ContainerViewController,
    interactionControllerFor animationController: any AnimatedTransitioning
  ) -> (any InteractiveTransitioning)? {
    nil
  }
}
