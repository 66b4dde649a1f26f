import SegueTransitions
import SegueUI

/// The transitioning delegate of Health Beat's pop-up: the fade in and out.
@MainActor
final class PopUpTransitions: ViewControllerTransitioningDelegate {
  func animationController(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> (any AnimatedTransitioning)? {
    PopUpFadeAnimator(isPresenting: true)
  }

  func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? {
    PopUpFadeAnimator(isPresenting: false)
  }
}
