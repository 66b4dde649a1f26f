import SegueTransitions
import SegueUI

/// The delegate of every container of an app, vending one catalog transition for all of them:
/// forward for a push, a presentation, a tab or child further right; reversed for a pop, a
/// dismissal, a tab or child further left; the next one asked about while ``isDriving`` holds
/// is driven by ``interaction``.
@MainActor
final class LibraryDelegate: NavigationControllerDelegate, TabBarControllerDelegate, ContainerViewControllerDelegate,
  ViewControllerTransitioningDelegate
{
  let transition: CatalogTransition
  /// The controller that drives the next transition asked about while ``isDriving`` holds (it
  /// is then cleared, so that the transitions requested while it drives that one animate), or
  /// `nil` for animated ones.
  var interaction: PercentDrivenInteractiveTransition?
  /// Whether ``interaction`` drives the transition asked about now (a gesture's controller only
  /// once its gesture began); always by default.
  var isDriving: () -> Bool = { true }

  init(_ transition: CatalogTransition) {
    self.transition = transition
  }

  /// ``interaction`` for the transition asked about, when ``isDriving`` holds; cleared then.
  private func drivingInteraction() -> (any InteractiveTransitioning)? {
    guard let interaction, isDriving() else { return nil }
    self.interaction = nil
    return interaction
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
  ) -> (any InteractiveTransitioning)? { drivingInteraction() }

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
  ) -> (any InteractiveTransitioning)? { drivingInteraction() }

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
  ) -> (any InteractiveTransitioning)? { drivingInteraction() }

  func animationController(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> (any AnimatedTransitioning)? { transition.animator() }

  func interactionControllerForPresentation(using animator: any AnimatedTransitioning) -> (
    any InteractiveTransitioning
  )? { drivingInteraction() }

  func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? {
    transition.animator(reversed: true)
  }

  func interactionControllerForDismissal(using animator: any AnimatedTransitioning) -> (
    any InteractiveTransitioning
  )? { drivingInteraction() }
}
