/// The object a tab bar controller asks about selections and the transitions between its
/// children, the analogue of `UITabBarControllerDelegate`; every method has a default.
@MainActor
public protocol TabBarControllerDelegate: AnyObject {
  /// Whether a tab the user tapped may be selected; `true` by default.
  func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool
  /// Called after the user tapped a tab and it was selected, also when it was already
  /// selected; not called when code changes the selection.
  func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController)
  /// The animator of the switch from `fromVC` to `toVC`; `nil` (the default) switches at once.
  func tabBarController(
    _ tabBarController: TabBarController, animationControllerForTransitionFrom fromVC: ViewController,
    to toVC: ViewController
  ) -> (any AnimatedTransitioning)?
  /// The interaction controller that drives `animationController`'s transition; `nil` (the
  /// default) lets it run on its own.
  func tabBarController(
    _ tabBarController: TabBarController, interactionControllerFor animationController: any AnimatedTransitioning
  ) -> (any InteractiveTransitioning)?
}

extension TabBarControllerDelegate {
  /// Allows every selection.
  public func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController)
    -> Bool
  {
    true
  }

  /// Does nothing.
  public func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {}

  /// Vends no animator: the switch happens at once.
  public func tabBarController(
    _ tabBarController: TabBarController, animationControllerForTransitionFrom fromVC: ViewController,
    to toVC: ViewController
  ) -> (any AnimatedTransitioning)? {
    nil
  }

  /// Vends no interaction controller.
  public func tabBarController(
    _ tabBarController: TabBarController, interactionControllerFor animationController: any AnimatedTransitioning
  ) -> (any InteractiveTransitioning)? {
    nil
  }
}
