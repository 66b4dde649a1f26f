import SegueGeometry
import SegueTestSupport
import SegueTransitions
import SegueUI
import Testing

@MainActor
@Suite struct PopUpFadeAnimatorTests {
  @Test func presentingFadesA280By170PopUpInAtTheCentreOverItsParent() {
    let stage = AnimatorStage(givesFinalFrame: false)
    stage.scrub(PopUpFadeAnimator(isPresenting: true), to: 0.5)
    let popUp = stage.to.view
    #expect(popUp.frame == Rect(x: 20, y: 155, width: 280, height: 170))
    #expect(stage.container.subviews.map(ObjectIdentifier.init) == [stage.from.view, popUp].map(ObjectIdentifier.init))
    #expect(abs(stage.shown(popUp).opacity - 0.5) < 1e-9)
    #expect(stage.shown(popUp).transform == .identity)
    #expect(stage.shown(stage.from.view).opacity == 1)
  }

  @Test func presentingHonoursTheFinalFrameTheContextGives() {
    let stage = AnimatorStage()
    stage.scrub(PopUpFadeAnimator(isPresenting: true), to: 0.2)
    #expect(stage.to.view.frame == stage.container.bounds)
    #expect(abs(stage.shown(stage.to.view).opacity - 0.2) < 1e-9)
  }

  @Test func dismissingFadesThePopUpOutAboveTheParentPutBack() {
    let stage = AnimatorStage()
    stage.scrub(PopUpFadeAnimator(isPresenting: false), to: 0.25)
    #expect(
      stage.container.subviews.map(ObjectIdentifier.init)
        == [stage.to.view, stage.from.view].map(ObjectIdentifier.init))
    #expect(stage.to.view.frame == stage.container.bounds)
    #expect(abs(stage.shown(stage.from.view).opacity - 0.75) < 1e-9)
    #expect(stage.shown(stage.to.view).opacity == 1)
  }

  @Test func onItsOwnTheFadeTakesAQuarterOfASecond() {
    let stage = AnimatorStage(givesFinalFrame: false)
    stage.start(PopUpFadeAnimator(isPresenting: true))
    stage.run(for: 0.2)
    #expect(stage.from.view.superview === stage.container)
    #expect(stage.shown(stage.to.view).opacity > 0.8 && stage.shown(stage.to.view).opacity < 1)
    stage.run(for: 0.1)
    #expect(stage.from.view.superview == nil && stage.to.view.alpha == 1)
  }
}
