import SegueGeometry
import SegueUI

/// An interactive transition: a tab bar controller whose tabs switch with a ``ZoomFadeAnimator``
/// when tapped, and follow a horizontal pan across its view (to the left for the next tab, to
/// the right for the previous one) that finishes the switch when released past half way and
/// cancels it otherwise.
@MainActor
public final class SwipeTabBarController: TabBarController, TabBarControllerDelegate {
  /// The interaction of the switch a pan drives, `nil` between pans.
  private var interaction: PercentDrivenInteractiveTransition?
  /// +1 when the pan goes to the next tab, −1 to the previous one.
  private var step = 1

  /// A tab bar controller of `pages` that is its own delegate.
  public init(pages: [ViewController]) {
    super.init()
    viewControllers = pages
    delegate = self
  }

  /// Installs the pan on the view.
  public override func viewDidLoad() {
    super.viewDidLoad()
    view.addGestureRecognizer(PanGestureRecognizer(target: self, action: SwipeTabBarController.pan))
  }

  /// A ``ZoomFadeAnimator``, reversed towards an earlier tab.
  public func tabBarController(
    _ tabBarController: TabBarController, animationControllerForTransitionFrom fromVC: ViewController,
    to toVC: ViewController
  ) -> (any AnimatedTransitioning)? {
    let pages = viewControllers ?? []
    let from = pages.firstIndex { $0 === fromVC } ?? 0
    let to = pages.firstIndex { $0 === toVC } ?? 0
    return ZoomFadeAnimator(isReversed: to < from)
  }

  /// The pan's interaction while one drives the switch.
  public func tabBarController(
    _ tabBarController: TabBarController, interactionControllerFor animationController: any AnimatedTransitioning
  ) -> (any InteractiveTransitioning)? {
    interaction
  }

  private func pan(_ recognizer: PanGestureRecognizer) {
    let travel = recognizer.translation(in: view).x
    let progress = min(max(-Double(step) * travel / max(view.bounds.width, 1), 0), 1)
    switch recognizer.state {
    case .began:
      step = travel <= 0 ? 1 : -1
      guard (viewControllers ?? []).indices.contains(selectedIndex + step) else { return }
      interaction = PercentDrivenInteractiveTransition()
      selectedIndex += step
    case .changed:
      interaction?.update(progress)
    case .ended:
      if progress > 0.5 { interaction?.finish() } else { interaction?.cancel() }
      interaction = nil
    default:
      interaction?.cancel()
      interaction = nil
    }
  }
}
