import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueUI
import Testing

/// A presentation controller that adds a dimming view in `presentationTransitionWillBegin`,
/// fades it in alongside the transition, and removes it when the presentation is cancelled.
@MainActor
final class DimmingPresentationController: PresentationController {
  let dimming = View(frame: .zero)

  override func presentationTransitionWillBegin() {
    guard let containerView else { return }
    dimming.frame = containerView.bounds
    dimming.backgroundColor = .black
    dimming.alpha = 0
    containerView.addSubview(dimming)
    presentedViewController.transitionCoordinator?.animate(
      alongsideTransition: { [dimming] _ in dimming.alpha = 0.5 }, completion: nil)
  }

  override func presentationTransitionDidEnd(_ completed: Bool) {
    if !completed { dimming.removeFromSuperview() }
  }
}

/// Vends the dimming presentation controller, a slide-up animator and, for presentation, a
/// percent-driven interaction.
@MainActor
final class DimmingDelegate: ViewControllerTransitioningDelegate {
  let interaction = PercentDrivenInteractiveTransition()
  var controller: DimmingPresentationController?

  func presentationController(
    forPresented presented: ViewController, presenting: ViewController?, source: ViewController
  ) -> PresentationController? {
    let controller = DimmingPresentationController(presentedViewController: presented, presenting: presenting)
    self.controller = controller
    return controller
  }

  func animationController(forPresented presented: ViewController, presenting: ViewController, source: ViewController)
    -> (any AnimatedTransitioning)?
  {
    SlideUpAnimator(isPresenting: true)
  }

  func interactionControllerForPresentation(using animator: any AnimatedTransitioning) -> (
    any InteractiveTransitioning
  )? {
    interaction
  }
}

@MainActor
@Suite struct DimmingPresentationTests {
  @Test func chromeAddedWhenThePresentationBeginsIsScrubbedAndLeftToThePresentationControllerOnCancel() {
    let stage = PresentationStage()
    let delegate = DimmingDelegate()
    let presented = controller("presented", style: .custom)
    presented.transitioningDelegate = delegate
    let issues = transitionIssues {
      stage.root.present(presented, animated: true)
      stage.runFrameNow()
      delegate.interaction.update(0.5)
      let dimming = delegate.controller!.dimming
      #expect(isClose(dimming.layer.presentation(at: stage.clock.now).opacity, 0.25, tolerance: 1e-6))
      delegate.interaction.cancel()
      stage.run(until: stage.clock.now + 0.5)
      #expect(dimming.superview == nil)
    }
    #expect(issues.isEmpty)
    #expect(stage.root.presentedViewController == nil)
    #expect(stage.window.subviews.count == 1)
  }
}
