import SegueGeometry
import SegueTestSupport
import SegueTransitions
import SegueUI
import Testing

@MainActor
@Suite struct TabSlideAnimatorTests {
  /// The centres of the "to" and "from" views as shown now.
  private func centres(on stage: AnimatorStage) -> (to: Double, from: Double) {
    (stage.shown(stage.to.view).position.x, stage.shown(stage.from.view).position.x)
  }

  @Test func halfWayRightTheNewViewHasComeHalfInFromTheRightAndTheOldHalfOutToTheLeft() {
    let stage = AnimatorStage()
    stage.scrub(TabSlideAnimator(goingRight: true), to: 0.5)
    let (to, from) = centres(on: stage)
    #expect(abs(to - 320) < 1e-6 && abs(from - 0) < 1e-6)
    #expect(stage.shown(stage.to.view).bounds == stage.container.bounds)
    #expect(stage.to.view.superview === stage.container && stage.from.view.superview === stage.container)
  }

  @Test func goingLeftTheNewViewComesFromTheLeftLinearlyUnderInteraction() {
    let stage = AnimatorStage()
    let interaction = stage.scrub(TabSlideAnimator(goingRight: false), to: 0.5)
    let half = centres(on: stage)
    #expect(abs(half.to - 0) < 1e-6 && abs(half.from - 320) < 1e-6)
    interaction.update(0.25)
    let quarter = centres(on: stage)
    #expect(abs(quarter.to - -80) < 1e-6 && abs(quarter.from - 240) < 1e-6)
  }

  @Test func onItsOwnItLastsAQuarterOfASecondEasingInAndOut() {
    let stage = AnimatorStage()
    let animator = TabSlideAnimator()
    #expect(animator.transitionDuration(using: nil) == 0.25)
    stage.start(animator)
    let start = stage.clock.now
    let progress = { (time: Double) in (480 - stage.to.view.layer.presentation(at: start + time).position.x) / 320 }
    #expect(progress(0) == 0 && abs(progress(0.125) - 0.5) < 1e-9 && progress(0.25) == 1)
    #expect(progress(0.0625) > 0.1 && progress(0.0625) < 0.15)
    stage.run(for: 0.25)
    #expect(stage.from.view.superview == nil && stage.to.view.frame == stage.container.bounds)
  }

  /// The fallback direction says the opposite of the tab order each time: the indices win.
  @Test func inATabBarControllerTheDirectionComesFromTheTabIndices() {
    let fixture = TabsFixture()
    let delegate = SlideDelegate()
    fixture.tabs.delegate = delegate
    delegate.goingRight = false
    fixture.tabs.selectedIndex = 2
    fixture.stage.run(for: 0.1)
    #expect(
      fixture.stage.shown(fixture.c.view).position.x > 160 && fixture.stage.shown(fixture.a.view).position.x < 160)
    fixture.stage.run(for: 0.2)
    delegate.goingRight = true
    fixture.tabs.selectedIndex = 1
    fixture.stage.run(for: 0.1)
    #expect(
      fixture.stage.shown(fixture.b.view).position.x < 160 && fixture.stage.shown(fixture.c.view).position.x > 160)
    fixture.stage.run(for: 0.2)
    #expect(fixture.shownTitles == ["B"] && fixture.b.view.frame == TabsFixture.childFrame)
  }
}

/// A tab bar controller delegate vending a tab slide whose fallback direction is `goingRight`.
@MainActor
private final class SlideDelegate: TabBarControllerDelegate {
  var goingRight = true

  func tabBarController(
    _ tabBarController: TabBarController, animationControllerForTransitionFrom fromVC: ViewController,
    to toVC: ViewController
  ) -> (any AnimatedTransitioning)? {
    TabSlideAnimator(goingRight: goingRight)
  }
}
