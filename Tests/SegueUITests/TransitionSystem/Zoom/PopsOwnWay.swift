import SegueUI

/// A navigation delegate that vends a plain move for pops only.
@MainActor
final class PopsOwnWay: NavigationControllerDelegate {
  func navigationController(
    _ navigationController: NavigationController, animationControllerFor operation: NavigationController.Operation,
    from fromVC: ViewController, to toVC: ViewController
  ) -> (any AnimatedTransitioning)? { operation == .pop ? PlainMove() : nil }
}
