import SegueGeometry
import SegueTestSupport
import SegueTransitions
import SegueUI
import Testing

@MainActor
@Suite struct HorizontalSlideAnimatorTests {
  @Test func goingRightTheNewChildComesFromTheRightWhileTheViewsCrossFade() {
    let stage = AnimatorStage()
    stage.scrub(HorizontalSlideAnimator(goingRight: true), to: 0.5)
    let travel = stage.width + 16
    let to = stage.shown(stage.to.view)
    let from = stage.shown(stage.from.view)
    #expect(abs(to.transform.m41 - travel / 2) < 1e-6 && abs(from.transform.m41 - -travel / 2) < 1e-6)
    #expect(abs(to.opacity - 0.5) < 1e-9 && abs(from.opacity - 0.5) < 1e-9)
  }

  @Test func goingLeftTheNewChildComesFromTheLeft() {
    let stage = AnimatorStage()
    stage.scrub(HorizontalSlideAnimator(goingRight: false, childViewPadding: 0), to: 0.25)
    #expect(abs(stage.shown(stage.to.view).transform.m41 - -stage.width * 0.75) < 1e-6)
    #expect(abs(stage.shown(stage.from.view).transform.m41 - stage.width * 0.25) < 1e-6)
  }

  @Test func onItsOwnTheSpringOvershootsAndSettlesWithinASecond() {
    let stage = AnimatorStage()
    stage.start(HorizontalSlideAnimator(goingRight: true))
    var smallest = Double.infinity
    for _ in 0..<54 {
      stage.step()
      smallest = min(smallest, stage.shown(stage.to.view).transform.m41)
    }
    #expect(smallest < -1)
    stage.run(for: 0.2)
    #expect(stage.from.view.superview == nil && stage.to.view.transform3D == .identity)
  }
}
