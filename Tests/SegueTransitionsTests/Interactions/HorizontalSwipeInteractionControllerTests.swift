import SegueGeometry
import SegueTestSupport
import SegueTransitions
import SegueUI
import Testing

/// Swipes on the tab bar article's set-up: the fold, reversed towards later tabs, driven by the
/// swipe while it interacts; 200 points of travel make a whole transition of 1 s.
@MainActor
@Suite struct HorizontalSwipeInteractionControllerTests {
  private let fixture = TabsFixture()
  private let delegate = FoldingDelegate()

  init() {
    fixture.tabs.delegate = delegate
    delegate.swipe.wire(to: fixture.a, for: .tab)
  }

  private var stage: WindowStage { fixture.stage }

  @Test func aSwipePastHalfFoldsToTheNextTabOverTheWholeDurationAndBack() {
    stage.drag(fromX: 250, toX: 100, lift: false)
    // The finger rests before it lifts, so the fold starts from rest, as the library times it.
    stage.step()
    stage.step()
    stage.touch(.ended, atX: 100)
    #expect(!delegate.swipe.interactionInProgress && delegate.swipe.completionSpeed == 0.25)
    #expect(delegate.animators == ["A→B reversed"])
    stage.run(for: 0.9)
    #expect(fixture.isSwitching)
    stage.run(for: 0.25)
    #expect(!fixture.isSwitching && fixture.tabs.selectedIndex == 1 && fixture.shownTitles == ["B"])
    let trace = stage.trace {
      stage.drag(fromX: 100, toX: 250)
      stage.run(for: 1.2)
    }
    #expect(delegate.animators == ["A→B reversed", "B→A"])
    #expect(fixture.tabs.selectedIndex == 0 && fixture.shownTitles == ["A"])
    #expect(trace.lines.contains("B.viewDidDisappear(true)") && trace.appearanceViolations.isEmpty)
  }

  /// The delegate's swipe let go of the switch, which plays its rest: a touch catches it (the
  /// swipe's own controller stops where it shows) and a drag back undoes it, the rest played at
  /// completion speed 1 rather than the 0.25 the swipe set for its own release: the finger
  /// rests before it lifts, so the spring starts from rest and settles within the fold's 1 s
  /// (it would take 4 s at 0.25).
  @Test func aTouchCatchesTheSwitchTheSwipeLetGoAndADragBackUndoesIt() {
    let trace = stage.trace {
      stage.drag(fromX: 250, toX: 100, lift: false)
      stage.step(2)
      stage.touch(.ended, atX: 100)
      stage.run(for: 0.3)
      #expect(fixture.isSwitching)
      stage.touch(.began, atX: 100)
      let caught = delegate.swipe.percentComplete
      stage.step(3)
      #expect(delegate.swipe.percentComplete == caught && fixture.isSwitching, "held where it was caught")
      for step in 1...10 { stage.touch(.moved, atX: 100 + 20 * Double(step)) }
      #expect(delegate.swipe.percentComplete < caught - 0.5)
      stage.step(3)
      stage.touch(.ended, atX: 300)
      stage.run(for: 0.5)
      #expect(fixture.isSwitching, "the spring from rest is still on its way")
      stage.run(for: 0.6)
    }
    #expect(!fixture.isSwitching, "the rest after the catch played at completion speed 1")
    #expect(delegate.animators == ["A→B reversed"])
    #expect(fixture.tabs.selectedIndex == 0 && fixture.shownTitles == ["A"])
    #expect(trace.appearanceViolations.isEmpty)
  }

  @Test func aSwipeReleasedWhileMovingFinishesAtTheFingersSpeed() {
    stage.drag(fromX: 250, toX: 100)
    #expect(delegate.swipe.completionSpeed == 0.25)
    stage.run(for: 0.2)
    #expect(!fixture.isSwitching && fixture.tabs.selectedIndex == 1 && fixture.shownTitles == ["B"])
  }

  @Test func aSwipeShortOfHalfIsCancelled() {
    let trace = stage.trace {
      stage.drag(fromX: 250, toX: 170)
      #expect(delegate.swipe.completionSpeed == 0.6)
      stage.run(for: 1.2)
    }
    #expect(delegate.animators == ["A→B reversed"])
    #expect(fixture.tabs.selectedIndex == 0 && fixture.shownTitles == ["A"])
    #expect(fixture.a.view.frame == TabsFixture.childFrame)
    #expect(trace.lines.contains("B.viewDidDisappear(true)") && trace.appearanceViolations.isEmpty)
  }

  @Test func theProgressIsTheTravelOverTwoHundredPointsHeldBelowTheEnd() {
    stage.drag(fromX: 250, toX: 150, lift: false)
    #expect(delegate.swipe.interactionInProgress && delegate.swipe.percentComplete == 0.5)
    stage.touch(.moved, atX: 0)
    #expect(delegate.swipe.percentComplete == 0.99)
    stage.touch(.ended, atX: 0)
    stage.run(for: 1.2)
    #expect(fixture.tabs.selectedIndex == 1)
  }

  @Test func aSwipeTowardsNoNeighbourDoesNothing() {
    stage.drag(fromX: 100, toX: 250)
    stage.run(for: 0.1)
    #expect(delegate.animators.isEmpty && !delegate.swipe.interactionInProgress && !fixture.isSwitching)
    fixture.tabs.selectedIndex = 2
    stage.run(for: 1.2)
    stage.drag(fromX: 250, toX: 100)
    stage.run(for: 0.1)
    #expect(delegate.animators == ["A→C reversed"] && fixture.tabs.selectedIndex == 2)
  }

  @Test func eachViewControllerGetsOnePanThatLeavesWithTheController() {
    weak var released: HorizontalSwipeInteractionController?
    do {
      let swipe = HorizontalSwipeInteractionController()
      released = swipe
      swipe.wire(to: fixture.b, for: .tab)
      swipe.wire(to: fixture.b, for: .pop)
      #expect(fixture.b.view.gestureRecognizers.count == 1)
    }
    #expect(released == nil && fixture.b.view.gestureRecognizers.isEmpty)
  }

  /// The swipe stays out of a transition of its view controller; the navigation controller's
  /// catch takes the touch instead (iOS 18), and the lift decides the push.
  @Test func aSwipeDuringATransitionOfItsViewControllerDoesNothing() {
    let root = Page("Root", Color(white: 1))
    let top = Page("Top", Color(white: 0.5))
    let navigation = NavigationController(rootViewController: root)
    let stage = WindowStage(root: navigation)
    let delegate = FoldingDelegate()
    navigation.delegate = delegate
    delegate.swipe.wire(to: top, for: .pop)
    navigation.pushViewController(top, animated: true)
    stage.step()
    stage.drag(fromX: 250, toX: 100, lift: false)
    #expect(top.transitionCoordinator != nil && !delegate.swipe.interactionInProgress)
    stage.touch(.ended, atX: 100)
    stage.run(for: 2)
    #expect(delegate.pops == 0, "the swipe began no pop")
    #expect(navigation.transitionCoordinator == nil)
    #expect((navigation.topViewController === top) == (top.view.window != nil))
  }

  /// A navigation stack of "Root" under "Top" in a window, whose delegate folds pops and whose
  /// swipe, wired to "Top", pops in the direction `popOnRightToLeft` names.
  private func swipeToPop(
    popOnRightToLeft: Bool
  ) -> (WindowStage, NavigationController, Page, Page, FoldingDelegate) {
    let root = Page("Root", Color(white: 1))
    let top = Page("Top", Color(white: 0.5))
    let navigation = NavigationController(rootViewController: root)
    let stage = WindowStage(root: navigation)
    navigation.pushViewController(top, animated: false)
    stage.step()
    let delegate = FoldingDelegate()
    navigation.delegate = delegate
    delegate.swipe.popOnRightToLeft = popOnRightToLeft
    delegate.swipe.wire(to: top, for: .pop)
    return (stage, navigation, root, top, delegate)
  }

  /// A pop the delegate's swipe let go plays its rest: the navigation controller's catch takes
  /// it from the swipe's own controller and scrubs it along the swipe's direction (right to
  /// left by default, against the back swipe's), so a drag back keeps the page.
  @Test(arguments: [true, false])
  func aTouchCatchesThePopTheSwipeLetGoAndADragBackKeepsThePage(popOnRightToLeft: Bool) {
    let (stage, navigation, root, top, delegate) = swipeToPop(popOnRightToLeft: popOnRightToLeft)
    // The swipe pops moving `forward` (-1 leftward); the drag back goes the other way.
    let forward = popOnRightToLeft ? -1.0 : 1.0
    let (start, end) = popOnRightToLeft ? (260.0, 100.0) : (60.0, 220.0)
    let trace = stage.trace {
      stage.drag(fromX: start, toX: end, lift: false)
      stage.step(3)
      stage.touch(.ended, atX: end)
      stage.run(for: 0.2)
      #expect(top.transitionCoordinator != nil && !delegate.swipe.interactionInProgress)
      stage.touch(.began, atX: end)
      let caught = delegate.swipe.percentComplete
      stage.step(3)
      #expect(delegate.swipe.percentComplete == caught, "held where it was caught")
      for step in 1...10 { stage.touch(.moved, atX: end - forward * 18 * Double(step)) }
      #expect(delegate.swipe.percentComplete < caught - 0.5)
      stage.touch(.ended, atX: end - forward * 180)
      stage.run(for: 2)
    }
    #expect(delegate.pops == 1 && top.transitionCoordinator == nil)
    #expect(navigation.viewControllers.count == 2 && navigation.topViewController === top)
    #expect(top.view.window === stage.window && root.viewIfLoaded?.window == nil)
    #expect(trace.appearanceViolations.isEmpty)
  }

  /// With `popOnRightToLeft`, a right-to-left swipe pops and a left-to-right one does nothing;
  /// without, the other way round.
  @Test(arguments: [true, false])
  func aSwipeInTheNamedDirectionPopsTheNavigationController(popOnRightToLeft: Bool) {
    let (stage, navigation, root, top, delegate) = swipeToPop(popOnRightToLeft: popOnRightToLeft)
    let (wrongWay, rightWay) = popOnRightToLeft ? ((100.0, 250.0), (250.0, 100.0)) : ((250.0, 100.0), (100.0, 250.0))
    stage.drag(fromX: wrongWay.0, toX: wrongWay.1)
    stage.run(for: 0.1)
    #expect(navigation.viewControllers.count == 2 && delegate.pops == 0)
    let trace = stage.trace {
      stage.drag(fromX: rightWay.0, toX: rightWay.1)
      stage.run(for: 1.2)
    }
    #expect(delegate.pops == 1 && navigation.viewControllers.count == 1 && navigation.topViewController === root)
    #expect(root.view.window === stage.window && top.viewIfLoaded?.window == nil)
    #expect(trace.lines.contains("Top.viewDidDisappear(true)") && trace.appearanceViolations.isEmpty)
  }
}
