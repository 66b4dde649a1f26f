/// The object a ``NavigationController`` tells when it shows a view controller and asks for
/// the animator and interaction controller of a transition, the analogue of
/// `UINavigationControllerDelegate`; every method has a default.
@MainActor
public protocol NavigationControllerDelegate: AnyObject {
  /// Called before `viewController` becomes the top of the stack, before its `viewWillAppear`.
  func navigationController(
    _ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool)

  /// Called once `viewController` is the top of the stack, after its `viewDidAppear`; not after
  /// a cancelled transition.
  func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool)

  /// The animator of an animated push or pop from `fromVC` to `toVC`; `nil` (the default) keeps
  /// the platform's slide.
  func navigationController(
    _ navigationController: NavigationController, animationControllerFor operation: NavigationController.Operation,
    from fromVC: ViewController, to toVC: ViewController
  ) -> (any AnimatedTransitioning)?

  /// The interaction controller that drives `animationController`; `nil` (the default) runs it
  /// on its own, or under the interactive pop gesture when that started the pop.
  func navigationController(
    _ navigationController: NavigationController,
    interactionControllerFor animationController: any AnimatedTransitioning
  ) -> (any InteractiveTransitioning)?
}

extension NavigationControllerDelegate {
  /// Does nothing.
  public func navigationController(
    _ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool
  ) {}

  /// Does nothing.
  public func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool
  ) {}

  /// `nil`: the default slide.
  public func navigationController(
    _ navigationController: NavigationController, animationControllerFor operation: NavigationController.Operation,
    from fromVC: ViewController, to toVC: ViewController
  ) -> (any AnimatedTransitioning)? {
    nil
  }

  /// `nil`: not interactive, unless the interactive pop gesture started the transition.
  public func navigationController(
    _ navigationController: NavigationController,
    interactionControllerFor animationController: any AnimatedTransitioning
  ) -> (any InteractiveTransitioning)? {
    nil
  }
}
