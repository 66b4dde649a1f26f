import SegueGeometry
import SegueTestSupport
import SegueTransitions
import SegueUI
import Testing

/// Edge pans on a 320-point-wide tab bar controller: a pan from the right edge starts at x = 315,
/// one from the left edge at x = 5; 160 points of travel is half the switch.
@MainActor
@Suite struct TabInteractiveTransitionTests {
  private let fixture = TabsFixture()
  private let transition: TabInteractiveTransition

  init() {
    transition = TabInteractiveTransition(tabBarController: fixture.tabs)
  }

  private var stage: WindowStage { fixture.stage }

  @Test func itBecomesTheDelegateAndASwitchWithoutAPanSlidesOnItsOwn() {
    #expect(fixture.tabs.delegate === transition && transition.parent === fixture.tabs)
    fixture.tabs.selectedIndex = 1
    stage.step()
    #expect(fixture.isSwitching && !transition.isInteractive && transition.transitionContext == nil)
    stage.run(for: 0.3)
    #expect(fixture.shownTitles == ["B"])
  }

  @Test func aRightEdgePanPastHalfFinishesOnTheNextTab() {
    let trace = stage.trace {
      stage.drag(fromX: 315, toX: 115)
      #expect(fixture.tabs.selectedIndex == 1 && !transition.isInteractive)
      stage.run(for: 0.3)
    }
    #expect(fixture.shownTitles == ["B"] && fixture.b.view.frame == TabsFixture.childFrame)
    #expect(trace.lines.contains("A.viewDidDisappear(true)") && trace.appearanceViolations.isEmpty)
  }

  @Test func aPanShortOfHalfIsCancelledAndTheFirstTabStays() {
    let trace = stage.trace {
      stage.drag(fromX: 315, toX: 175)
      stage.run(for: 0.3)
    }
    #expect(fixture.tabs.selectedIndex == 0 && fixture.tabs.tabBar.selectedItem === fixture.a.tabBarItem)
    #expect(fixture.shownTitles == ["A"] && fixture.a.view.frame == TabsFixture.childFrame)
    #expect(trace.lines.contains("B.viewDidDisappear(true)") && trace.lines.contains("A.viewDidAppear(true)"))
    #expect(trace.appearanceViolations.isEmpty)
  }

  @Test func aLeftEdgePanOnTheLastTabGoesBack() {
    fixture.tabs.selectedIndex = 2
    stage.run(for: 0.3)
    let trace = stage.trace {
      stage.drag(fromX: 5, toX: 205)
      stage.run(for: 0.3)
    }
    #expect(fixture.tabs.selectedIndex == 1 && fixture.shownTitles == ["B"])
    #expect(trace.lines.contains("C.viewDidDisappear(true)") && trace.appearanceViolations.isEmpty)
  }

  @Test func theMiddleTabPansFromBothEdgesAndTheEndsOnlyTowardsTheirNeighbour() {
    stage.drag(fromX: 5, toX: 205)
    stage.run(for: 0.3)
    #expect(fixture.tabs.selectedIndex == 0 && fixture.shownTitles == ["A"] && !transition.isInteractive)
    fixture.tabs.selectedIndex = 1
    stage.run(for: 0.3)
    stage.drag(fromX: 5, toX: 205)
    stage.run(for: 0.3)
    #expect(fixture.tabs.selectedIndex == 0)
    fixture.tabs.selectedIndex = 1
    stage.run(for: 0.3)
    stage.drag(fromX: 315, toX: 115)
    stage.run(for: 0.3)
    #expect(fixture.tabs.selectedIndex == 2 && fixture.shownTitles == ["C"])
    stage.drag(fromX: 315, toX: 115)
    stage.run(for: 0.3)
    #expect(fixture.tabs.selectedIndex == 2)
  }

  @Test func aPanTowardsATabThatWentAwayDoesNotBegin() {
    fixture.tabs.viewControllers = [fixture.a, fixture.b]
    fixture.tabs.selectedIndex = 1
    stage.run(for: 0.3)
    stage.drag(fromX: 315, toX: 115, lift: false)
    #expect(!transition.isInteractive)
    stage.touch(.ended, atX: 115)
    #expect(fixture.tabs.selectedIndex == 1 && fixture.shownTitles == ["B"])
  }

  @Test func theSlideFollowsTheFingerWhileItDrags() {
    stage.drag(fromX: 315, toX: 155, lift: false)
    stage.step()
    #expect(transition.isInteractive && transition.percentComplete == 0.5)
    #expect(abs(stage.shown(fixture.b.view).position.x - 320) < 1e-6)
    #expect(abs(stage.shown(fixture.a.view).position.x - 0) < 1e-6)
    stage.touch(.moved, atX: 235)
    #expect(abs(stage.shown(fixture.b.view).position.x - 400) < 1e-6)
    stage.touch(.ended, atX: 235)
    stage.run(for: 0.3)
    #expect(fixture.tabs.selectedIndex == 0)
  }

  /// Cancelled at 140/320 of the way, the slide goes back over 0.4375 × 0.25 s / 0.5.
  @Test func theRestPlaysAtHalfSpeed() {
    stage.drag(fromX: 315, toX: 175)
    #expect(transition.completionSpeed == 0.5)
    let lifted = stage.clock.now
    while fixture.b.viewIfLoaded?.superview != nil, stage.clock.now < lifted + 1 { stage.step() }
    #expect(abs(stage.clock.now - lifted - 0.4375 * 0.25 / 0.5) < 2.5 / 60)
  }

  @Test func newChildrenGetTheirPansOnceReinstalled() {
    let d = Page("D", Color(white: 0.5))
    fixture.tabs.viewControllers = [fixture.a, fixture.b, fixture.c, d]
    fixture.tabs.selectedIndex = 3
    stage.run(for: 0.3)
    stage.drag(fromX: 5, toX: 205)
    stage.run(for: 0.3)
    #expect(fixture.tabs.selectedIndex == 3)
    transition.installGestureRecognizers()
    #expect(fixture.c.view.gestureRecognizers.count == 2 && d.view.gestureRecognizers.count == 1)
    stage.drag(fromX: 5, toX: 205)
    stage.run(for: 0.3)
    #expect(fixture.tabs.selectedIndex == 2)
  }

  @Test func thePansLeaveWithTheTransition() {
    let other = TabsFixture()
    weak var released: TabInteractiveTransition?
    do {
      let transition = TabInteractiveTransition(tabBarController: other.tabs)
      released = transition
      #expect(other.b.view.gestureRecognizers.count == 2)
    }
    #expect(released == nil)
    #expect(other.a.view.gestureRecognizers.isEmpty && other.b.view.gestureRecognizers.isEmpty)
  }
}
