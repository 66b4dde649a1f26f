import SegueGeometry
import SegueTestSupport
import SegueTransitions
import SegueUI
import Testing

/// Vertical swipes driving 1 s vertical slides: a pop and a dismissal move the old page down by
/// its height, a switch to a later tab moves it up; 200 points of travel make a whole
/// transition.
@MainActor
@Suite struct VerticalSwipeInteractionControllerTests {
  private let swipe = VerticalSwipeInteractionController()
  private let delegate: SlidingDelegate

  init() {
    let swipe = swipe
    delegate = SlidingDelegate(swipe) { swipe.interactionInProgress }
  }

  /// A stack whose top pops on a swipe.
  private func stack() -> StackFixture {
    let fixture = StackFixture()
    fixture.navigation.delegate = delegate
    swipe.wire(to: fixture.top, for: .pop)
    return fixture
  }

  @Test func aSwipeDownPastHalfPopsWithTheOldPageUnderTheFinger() {
    let fixture = stack()
    let stage = fixture.stage
    let top = fixture.top
    let start = fixture.pageFrame.minY
    let height = fixture.pageFrame.height
    let trace = stage.trace {
      stage.drag(fromY: 100, toY: 250, lift: false)
      #expect(swipe.interactionInProgress && swipe.percentComplete == 0.75)
      #expect(abs(stage.shownY(top.view) - start - 0.75 * height) < 1e-6)
      stage.touch(.moved, atY: 150)
      #expect(abs(stage.shownY(top.view) - start - 0.25 * height) < 1e-6)
      stage.touch(.moved, atY: 250)
      // The finger rests before it lifts, so the rest starts from rest, as the library times it.
      stage.step(2)
      stage.touch(.ended, atY: 250)
      #expect(!swipe.interactionInProgress && swipe.completionSpeed == 0.25)
      stage.run(for: 0.9)
      #expect(top.transitionCoordinator != nil && top.view.window != nil)
      stage.run(for: 0.25)
    }
    #expect(delegate.slides == ["pop Top"])
    #expect(fixture.navigation.viewControllers.count == 1 && fixture.shownTitles == ["Root"])
    #expect(trace.lines.contains("Top.viewDidDisappear(true)") && trace.appearanceViolations.isEmpty)
  }

  @Test func aSwipeShortOfHalfIsCancelledAndTheTopStays() {
    let fixture = stack()
    let stage = fixture.stage
    let frame = fixture.pageFrame
    let trace = stage.trace {
      stage.drag(fromY: 100, toY: 160, lift: false)
      stage.step(2)
      stage.touch(.ended, atY: 160)
      #expect(!swipe.interactionInProgress && swipe.completionSpeed == 0.7)
      stage.run(for: 1.2)
    }
    #expect(fixture.navigation.topViewController === fixture.top && fixture.shownTitles == ["Top"])
    #expect(fixture.top.view.frame == frame && stage.shownY(fixture.top.view) == frame.minY)
    #expect(trace.lines.contains("Root.viewDidDisappear(true)") && trace.appearanceViolations.isEmpty)
  }

  @Test func aFlickAwayFinishesFromLittleProgress() {
    let fixture = stack()
    let stage = fixture.stage
    stage.drag(fromY: 100, toY: 160, steps: 3, lift: false)
    stage.touch(.ended, atY: 180)
    #expect(swipe.percentComplete == 0.4 && swipe.completionSpeed == 0.6)
    stage.run(for: 1.2)
    #expect(fixture.navigation.topViewController === fixture.root && fixture.shownTitles == ["Root"])
  }

  @Test func aFlickBackCancelsPastHalf() {
    let fixture = stack()
    let stage = fixture.stage
    stage.drag(fromY: 100, toY: 300, lift: false)
    for _ in 0..<6 { stage.touch(.moved, atY: 300) }
    for y in [280.0, 260, 240] { stage.touch(.moved, atY: y) }
    stage.touch(.ended, atY: 220)
    #expect(abs(swipe.percentComplete - 0.6) < 1e-12)
    stage.run(for: 1.2)
    #expect(fixture.navigation.topViewController === fixture.top && fixture.shownTitles == ["Top"])
  }

  /// The old page moves 12 / 200 of its height a frame under the finger; the frame of the lift
  /// (12 points further on) and the one after it move as far.
  @Test func theReleasedSlideStartsAtTheFingersSpeed() {
    let fixture = stack()
    let stage = fixture.stage
    let top = fixture.top.view
    var shown: [Double] = []
    stage.touch(.began, atY: 100)
    for step in 1...10 {
      stage.touch(.moved, atY: 100 + 12 * Double(step))
      shown.append(stage.shownY(top))
    }
    stage.touch(.ended, atY: 232)
    shown.append(stage.shownY(top))
    stage.step()
    shown.append(stage.shownY(top))
    let moves = zip(shown.dropFirst(), shown).map { $0 - $1 }
    let steady = 12.0 / 200 * top.bounds.height
    #expect(abs(moves[8] - steady) < 1e-6, "\(moves)")
    #expect(abs(moves[9] - steady) < 0.2 * steady, "\(moves)")
    #expect(abs(moves[10] - steady) < 0.35 * steady, "\(moves)")
    stage.run(for: 1.2)
    #expect(fixture.navigation.topViewController === fixture.root)
  }

  @Test func aPopNeedsASwipeDown() {
    let fixture = stack()
    fixture.stage.drag(fromY: 300, toY: 100)
    fixture.stage.run(for: 0.1)
    #expect(delegate.slides.isEmpty && !swipe.interactionInProgress)
    #expect(fixture.navigation.viewControllers.count == 2 && fixture.shownTitles == ["Top"])
  }

  @Test func aSwipeEitherWayDismisses() {
    let fixture = ModalFixture(delegate: delegate)
    swipe.wire(to: fixture.sheet, for: .dismiss)
    let stage = fixture.stage
    let trace = stage.trace {
      stage.drag(fromY: 300, toY: 150, lift: false)
      #expect(swipe.interactionInProgress && fixture.isTransitioning)
      #expect(abs(stage.shownY(fixture.sheet.view) - 0.75 * 568) < 1e-6)
      stage.touch(.ended, atY: 150)
      stage.run(for: 1.2)
    }
    #expect(delegate.slides == ["dismiss Sheet"])
    #expect(!fixture.isPresented && fixture.shownTitles == ["Root"])
    #expect(trace.lines.contains("Sheet.viewDidDisappear(true)") && trace.appearanceViolations.isEmpty)
  }

  @Test func aSwipeUpSelectsTheNextTabAndDownThePreviousOne() {
    let fixture = TabsFixture()
    fixture.tabs.delegate = delegate
    for child in [fixture.a, fixture.b, fixture.c] { swipe.wire(to: child, for: .tab) }
    let stage = fixture.stage
    stage.drag(fromY: 300, toY: 400)
    stage.run(for: 0.1)
    #expect(delegate.slides.isEmpty && !fixture.isSwitching, "no tab before the first")
    stage.drag(fromX: 250, toX: 100)
    stage.run(for: 0.1)
    #expect(delegate.slides.isEmpty && !fixture.isSwitching, "no direction in a level swipe")
    let trace = stage.trace {
      stage.drag(fromY: 300, toY: 160, lift: false)
      #expect(abs(stage.shownY(fixture.a.view) + 0.7 * TabsFixture.childFrame.height) < 1e-6)
      stage.touch(.ended, atY: 160)
      stage.run(for: 1.2)
    }
    #expect(fixture.tabs.selectedIndex == 1 && fixture.shownTitles == ["B"])
    #expect(trace.lines.contains("A.viewDidDisappear(true)") && trace.appearanceViolations.isEmpty)
    stage.drag(fromY: 200, toY: 340)
    stage.run(for: 1.2)
    #expect(delegate.slides == ["A→B", "B→A"])
    #expect(fixture.tabs.selectedIndex == 0 && fixture.shownTitles == ["A"])
  }

  @Test func aSwipeDuringATransitionOfItsViewControllerDoesNothing() {
    let root = Page("Root", Color(white: 1))
    let top = Page("Top", Color(white: 0.5))
    let navigation = NavigationController(rootViewController: root)
    let stage = WindowStage(root: navigation)
    navigation.delegate = delegate
    swipe.wire(to: top, for: .pop)
    navigation.pushViewController(top, animated: true)
    stage.step()
    stage.drag(fromY: 100, toY: 250, lift: false)
    #expect(top.view.gestureRecognizers.first?.state == .changed, "the swipe reached the pan")
    #expect(top.transitionCoordinator != nil && !swipe.interactionInProgress)
    stage.touch(.ended, atY: 250)
    stage.run(for: 1.2)
    #expect(delegate.slides.isEmpty && navigation.topViewController === top)
  }

  @Test func eachViewControllerGetsOnePanThatLeavesWithTheController() {
    let page = Page("Page", Color(white: 1))
    weak var released: VerticalSwipeInteractionController?
    do {
      let swipe = VerticalSwipeInteractionController()
      released = swipe
      swipe.wire(to: page, for: .pop)
      swipe.wire(to: page, for: .dismiss)
      #expect(page.view.gestureRecognizers.count == 1)
    }
    #expect(released == nil && page.view.gestureRecognizers.isEmpty)
  }
}
