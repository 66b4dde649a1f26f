import SegueGeometry
import SegueTestSupport
import SegueTransitions
import SegueUI
import Testing

@MainActor
@Suite struct VerticalSlideAnimatorTests {
  /// The y of `view`'s frame origin as shown now.
  private func shownY(_ view: View, on stage: AnimatorStage) -> Double {
    let values = stage.shown(view)
    return values.position.y - values.bounds.height * values.anchorPoint.y
  }

  @Test func halfWayTheNewPageIsHalfInFromTheTopAndTheOldHalfGoneDown() {
    let stage = AnimatorStage()
    stage.scrub(VerticalSlideAnimator(), to: 0.5)
    #expect(abs(shownY(stage.to.view, on: stage) - -stage.height / 2) < 1e-6)
    #expect(abs(shownY(stage.from.view, on: stage) - stage.height / 2) < 1e-6)
    #expect(stage.shown(stage.to.view).position.x == stage.width / 2)
  }

  @Test func reversedTheNewPageComesUpFromTheBottom() {
    let stage = AnimatorStage()
    stage.scrub(VerticalSlideAnimator(reverse: true), to: 0.25)
    #expect(abs(shownY(stage.to.view, on: stage) - stage.height * 0.75) < 1e-6)
    #expect(abs(shownY(stage.from.view, on: stage) - -stage.height * 0.25) < 1e-6)
  }

  @Test func onItsOwnItTakesHalfASecondEasingIn() {
    let stage = AnimatorStage()
    let context = stage.start(VerticalSlideAnimator())
    #expect(VerticalSlideAnimator().transitionDuration(using: context) == 0.5)
    stage.run(for: 0.125)
    let moved = 1 + shownY(stage.to.view, on: stage) / stage.height
    #expect(moved > 0 && moved < 0.2)
    stage.run(for: 0.45)
    #expect(stage.to.view.superview === stage.container && stage.from.view.superview == nil)
    #expect(shownY(stage.to.view, on: stage) == 0)
  }
}
