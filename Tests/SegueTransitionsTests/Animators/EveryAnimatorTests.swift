import SegueGeometry
import SegueTestSupport
import SegueTesting
import SegueTransitions
import SegueUI
import Testing

@MainActor
@Suite struct EveryAnimatorTests {
  @Test(arguments: AnimatorCase.allCases)
  func keepsEveryContractAnimatedFinishedAndCancelled(_ animator: AnimatorCase) {
    #expect(TransitionHarness().conformanceProblems { animator.make() } == [])
  }

  /// The conformance runs check that the animator undid its changes itself (Segue reports one
  /// that leaves them to the context); this checks what the user then sees.
  @Test(arguments: AnimatorCase.allCases)
  func cancelledFromTheMiddleLeavesEverythingAsItWas(_ animator: AnimatorCase) {
    let stage = AnimatorStage()
    let fromView = stage.from.view
    let before = (fromView.frame, fromView.alpha, fromView.transform3D, fromView.isHidden)
    let interaction = stage.scrub(animator.make(), to: 0.5)
    stage.step()
    interaction.cancel()
    stage.run(for: 2)
    #expect(stage.container.subviews.count == 1 && stage.container.subviews.first === fromView)
    #expect(fromView.frame == before.0 && fromView.alpha == before.1)
    #expect(fromView.transform3D == before.2 && fromView.isHidden == before.3)
    let shown = stage.shown(fromView)
    #expect(shown.position == fromView.layer.position && shown.opacity == fromView.alpha)
    #expect(stage.to.view.superview == nil)
  }

  @Test(arguments: AnimatorCase.allCases)
  func finishedLeavesOnlyTheNewViewAtItsFinalFrame(_ animator: AnimatorCase) {
    let stage = AnimatorStage()
    let context = stage.start(animator.make())
    stage.run(for: 2)
    #expect(context.transitionWasCancelled == false)
    #expect(stage.container.subviews.count == 1 && stage.container.subviews.first === stage.to.view)
    #expect(stage.to.view.frame == stage.container.bounds)
    #expect(stage.to.view.alpha == 1 && stage.to.view.transform3D == .identity && !stage.to.view.isHidden)
    #expect(stage.from.view.alpha == 1 && stage.from.view.transform3D == .identity && !stage.from.view.isHidden)
  }
}
