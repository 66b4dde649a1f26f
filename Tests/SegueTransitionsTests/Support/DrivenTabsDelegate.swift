import SegueUI

/// A tab bar controller's delegate that vends a fresh animator from `make` for every switch and
/// drives each with ``interaction``, a plain percent-driven controller the test scrubs.
@MainActor
final class DrivenTabsDelegate: TabBarControllerDelegate {
  let interaction = PercentDrivenInteractiveTransition()
  private let make: () -> any AnimatedTransitioning

  init(_ make: @escaping () -> any AnimatedTransitioning) {
    self.make = make
  }

  func tabBarController(
    _ tabBarController: TabBarController, animationControllerForTransitionFrom fromVC: ViewController,
    to toVC: ViewController
  ) -> (any AnimatedTransitioning)? {
    make()
  }

  func tabBarController(
    _ tabBarController: TabBarController, interactionControllerFor animationController: any AnimatedTransitioning
  ) -> (any InteractiveTransitioning)? {
    interaction
  }
}
