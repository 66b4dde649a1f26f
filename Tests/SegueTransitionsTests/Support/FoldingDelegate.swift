import SegueTransitions
import SegueUI

/// The interactive tab bar article's delegate, for tab bar and navigation controllers: the
/// fold (reversed when going to a later tab), driven by ``swipe`` while it interacts, with the
/// swipe wired to each new tab; pushes get a ``StillAnimator``. Logs the tab switches and
/// counts the pops it animates.
@MainActor
final class FoldingDelegate: TabBarControllerDelegate, NavigationControllerDelegate {
  let swipe = HorizontalSwipeInteractionController()
  var animators: [String] = []
  var pops = 0

  func tabBarController(
    _ tabBarController: TabBarController, animationControllerForTransitionFrom fromVC: ViewController,
    to toVC: ViewController
  ) -> (any AnimatedTransitioning)? {
    swipe.wire(to: toVC, for: .tab)
    let children = tabBarController.viewControllers ?? []
    let reverse = (children.firstIndex { $0 === fromVC } ?? 0) < (children.firstIndex { $0 === toVC } ?? 0)
    animators.append("\(fromVC.traceName)→\(toVC.traceName)\(reverse ? " reversed" : "")")
    return PaperFoldAnimator(reverse: reverse)
  }

  func tabBarController(
    _ tabBarController: TabBarController, interactionControllerFor animationController: any AnimatedTransitioning
  ) -> (any InteractiveTransitioning)? {
    swipeWhileInteracting
  }

  func navigationController(
    _ navigationController: NavigationController, animationControllerFor operation: NavigationController.Operation,
    from fromVC: ViewController, to toVC: ViewController
  ) -> (any AnimatedTransitioning)? {
    guard operation == .pop else { return StillAnimator() }
    pops += 1
    return PaperFoldAnimator()
  }

  func navigationController(
    _ navigationController: NavigationController,
    interactionControllerFor animationController: any AnimatedTransitioning
  ) -> (any InteractiveTransitioning)? {
    swipeWhileInteracting
  }

  private var swipeWhileInteracting: (any InteractiveTransitioning)? {
    swipe.interactionInProgress ? swipe : nil
  }
}
