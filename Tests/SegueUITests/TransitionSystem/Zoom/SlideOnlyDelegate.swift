import SegueUI

/// A navigation delegate that vends a plain move for every transition.
@MainActor
final class SlideOnlyDelegate: NavigationControllerDelegate {
  func navigationController(
    _ navigationController: NavigationController, animationControllerFor operation: NavigationController.Operation,
    from fromVC: ViewController, to toVC: ViewController
  ) -> (any AnimatedTransitioning)? { PlainMove() }
}
