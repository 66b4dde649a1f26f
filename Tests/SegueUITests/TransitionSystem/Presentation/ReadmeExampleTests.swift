import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueUI
import Testing

/// The README's example, verbatim.
@MainActor
final class PopUpAnimator: AnimatedTransitioning {
  var isPresenting = true
  func transitionDuration(using context: (any ContextTransitioning)?) -> Double { 0.25 }
  func animateTransition(using context: any ContextTransitioning) {
    let key: TransitionContextViewKey = isPresenting ? .to : .from
    guard let popUp = context.view(forKey: key) ?? context.viewController(forKey: isPresenting ? .to : .from)?.view
    else { return }
    if isPresenting {
      popUp.frame = Rect(x: 0, y: 0, width: 280, height: 170)
      popUp.center = context.containerView.center
      popUp.alpha = 0
      context.containerView.addSubview(popUp)
    }
    View.animate(
      withDuration: 0.25, animations: { popUp.alpha = self.isPresenting ? 1 : 0 },
      completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
  }
}

/// Vends the README's animator both ways.
@MainActor
final class PopUpDelegate: ViewControllerTransitioningDelegate {
  func animationController(forPresented presented: ViewController, presenting: ViewController, source: ViewController)
    -> (any AnimatedTransitioning)?
  {
    PopUpAnimator()
  }

  func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? {
    let animator = PopUpAnimator()
    animator.isPresenting = false
    return animator
  }
}

@MainActor
@Suite struct ReadmeExampleTests {
  @Test func theReadmesPopUpPresentsAndDismissesWithoutIssues() {
    let stage = PresentationStage()
    let delegate = PopUpDelegate()
    let popUp = controller("popUp", style: .custom)
    popUp.transitioningDelegate = delegate
    let issues = transitionIssues {
      stage.root.present(popUp, animated: true)
      stage.run(until: 0.5)
      #expect(popUp.view.frame == Rect(x: 20, y: 199, width: 280, height: 170))
      #expect(popUp.view.alpha == 1)
      popUp.dismiss(animated: true)
      stage.run(until: 1)
    }
    #expect(issues.isEmpty)
    #expect(stage.root.presentedViewController == nil)
    #expect(stage.window.subviews.count == 1)
  }
}
