import SegueTransitions
import SegueUI

/// The delegate of every container of an app, vending one catalog transition for all of them:
/// forward for a push, a presentation, a tab or child further right; reversed for a pop, a
/// dismissal, a tab or child further left; driven by ``interaction`` while it is set.
@MainActor
final class LibraryDelegate: NavigationControllerDelegate, TabBarControllerDelegate, ContainerViewControllerDelegate,
  ViewControllerTransitioningDelegate
{
  let transition: CatalogTransition
  /// The controller that drives the next transitions, or `nil` for animated ones.
  var interaction: PercentDrivenInteractiveTransition?

  init(_ transition: CatalogTransition) {
    self.transition = transition
  }

  func navigationController(
    _ navigationController: NavigationController, animationControllerFor operation: NavigationController.Operation,
    from fromVC: ViewController, to toVC: ViewController
  ) -> (any AnimatedTransitioning)? {
    transition.animator(reversed: operation == .pop)
  }

  func navigationController(
    _ navigationController: NavigationController,
    interactionControllerFor animationController: any AnimatedTransitioning
  ) -> (any InteractiveTransitioning)? { interaction }

  func tabBarController(
    _ tabBarController: TabBarController, animationControllerForTransitionFrom fromVC: ViewController,
    to toVC: ViewController
  ) -> (any AnimatedTransitioning)? {
    let children = tabBarController.viewControllers ?? []
    let from = children.firstIndex { $0 === fromVC } ?? 0
    let to = children.firstIndex { $0 === toVC } ?? 0
    return transition.animator(reversed: to < from)
  }

  func tabBarController(
    _ tabBarController: TabBarController, interactionControllerFor animationController: any AnimatedTransitioning
  ) -> (any InteractiveTransitioning)? { interaction }

  func containerViewController(
    _ containerViewController: ContainerViewController, animationControllerForTransitionFrom fromVC: ViewController,
    to toVC: ViewController
  ) -> (any AnimatedTransitioning)? {
    let children = containerViewController.viewControllers
    let from = children.firstIndex { $0 === fromVC } ?? 0
    let to = children.firstIndex { $0 === toVC } ?? 0
    return transition.animator(reversed: to < from)
  }

  func containerViewController(
    _ containerViewController: ContainerViewController,
    interactionControllerFor animationController: any AnimatedTransitioning
  ) -> (any InteractiveTransitioning)? { interaction }

  func animationController(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> (any AnimatedTransitioning)? { transition.animator() }

  func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? {
    transition.animator(reversed: true)
  }

  func interactionControllerForDismissal(using animator: any AnimatedTransitioning) -> (
    any InteractiveTransitioning
  )? { interaction }
}
