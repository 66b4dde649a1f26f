import SegueTransitions
import SegueUI

/// A delegate of navigation and tab bar controllers and of presentations that vends vertical
/// slides of `duration` seconds, driven by `interaction` while `isDriving` says a gesture
/// drives them: a pop or a dismissal moves the old page down, a switch to a later tab moves it
/// up (to an earlier one, down); pushes and presentations get a ``StillAnimator``, so that the
/// new view takes touches while it runs. Logs the slides it vends.
@MainActor
final class SlidingDelegate: NavigationControllerDelegate, TabBarControllerDelegate,
  ViewControllerTransitioningDelegate
{
  private let interaction: PercentDrivenInteractiveTransition
  private let isDriving: () -> Bool
  private let duration: Double
  var slides: [String] = []

  init(
    _ interaction: PercentDrivenInteractiveTransition, duration: Double = 1, isDriving: @escaping () -> Bool
  ) {
    self.interaction = interaction
    self.duration = duration
    self.isDriving = isDriving
  }

  func navigationController(
    _ navigationController: NavigationController, animationControllerFor operation: NavigationController.Operation,
    from fromVC: ViewController, to toVC: ViewController
  ) -> (any AnimatedTransitioning)? {
    guard operation == .pop else { return StillAnimator() }
    return slide("pop \(fromVC.traceName)", up: false)
  }

  func navigationController(
    _ navigationController: NavigationController,
    interactionControllerFor animationController: any AnimatedTransitioning
  ) -> (any InteractiveTransitioning)? {
    drivingInteraction
  }

  func tabBarController(
    _ tabBarController: TabBarController, animationControllerForTransitionFrom fromVC: ViewController,
    to toVC: ViewController
  ) -> (any AnimatedTransitioning)? {
    let children = tabBarController.viewControllers ?? []
    let later = (children.firstIndex { $0 === fromVC } ?? 0) < (children.firstIndex { $0 === toVC } ?? 0)
    return slide("\(fromVC.traceName)→\(toVC.traceName)", up: later)
  }

  func tabBarController(
    _ tabBarController: TabBarController, interactionControllerFor animationController: any AnimatedTransitioning
  ) -> (any InteractiveTransitioning)? {
    drivingInteraction
  }

  func animationController(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> (any AnimatedTransitioning)? {
    StillAnimator()
  }

  func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? {
    slide("dismiss \(dismissed.traceName)", up: false)
  }

  func interactionControllerForDismissal(using animator: any AnimatedTransitioning) -> (any InteractiveTransitioning)? {
    drivingInteraction
  }

  private func slide(_ name: String, up: Bool) -> VerticalSlideAnimator {
    slides.append(name)
    return VerticalSlideAnimator(reverse: up, duration: duration)
  }

  private var drivingInteraction: (any InteractiveTransitioning)? {
    isDriving() ? interaction : nil
  }
}
