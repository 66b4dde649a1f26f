import SegueGeometry
import SegueTestSupport
import SegueTransitions
import SegueUI
import Testing

/// Pinches driving 1 s vertical slides that move the old page down by its height. Two fingers
/// land 200 points apart; the pinch begins when they are 180 apart (its start, scale 0.9), so
/// the progress is `1 − span / 180`.
@MainActor
@Suite struct PinchInteractionControllerTests {
  private let pinch = PinchInteractionController()
  private let delegate: SlidingDelegate

  init() {
    let pinch = pinch
    delegate = SlidingDelegate(pinch) { pinch.interactionInProgress }
  }

  /// A stack whose top pops on a pinch, the fingers landed and the pinch begun.
  private func stackPinched() -> StackFixture {
    let fixture = StackFixture()
    fixture.navigation.delegate = delegate
    pinch.wire(to: fixture.top, for: .pop)
    fixture.stage.pinch(.began, span: 200)
    fixture.stage.pinch(.moved, span: 180)
    return fixture
  }

  @Test func aPinchInPastHalfPopsWithTheOldPageFollowingTheFingers() {
    let fixture = StackFixture()
    fixture.navigation.delegate = delegate
    pinch.wire(to: fixture.top, for: .pop)
    let stage = fixture.stage
    let top = fixture.top
    let start = fixture.pageFrame.minY
    let height = fixture.pageFrame.height
    let trace = stage.trace {
      stage.pinch(.began, span: 200)
      stage.pinch(.moved, span: 180)
      #expect(pinch.interactionInProgress && top.transitionCoordinator != nil)
      stage.pinch(.moved, span: 90)
      #expect(abs(pinch.percentComplete - 0.5) < 1e-12)
      #expect(abs(stage.shownY(top.view) - start - 0.5 * height) < 1e-6)
      stage.pinch(.moved, span: 45)
      #expect(abs(stage.shownY(top.view) - start - 0.75 * height) < 1e-6)
      stage.pinch(.moved, span: 45)
      stage.pinch(.moved, span: 45)
      stage.pinch(.ended, span: 45)
      #expect(!pinch.interactionInProgress && abs(pinch.completionSpeed - 0.25) < 1e-12)
      stage.run(for: 1.2)
    }
    #expect(delegate.slides == ["pop Top"])
    #expect(fixture.navigation.viewControllers.count == 1 && fixture.shownTitles == ["Root"])
    #expect(trace.lines.contains("Top.viewDidDisappear(true)") && trace.appearanceViolations.isEmpty)
  }

  @Test func aPinchShortOfHalfIsCancelledAndTheTopStays() {
    let fixture = stackPinched()
    let stage = fixture.stage
    let frame = fixture.pageFrame
    let trace = stage.trace {
      stage.pinch(.moved, span: 120)
      stage.pinch(.moved, span: 120)
      stage.pinch(.moved, span: 120)
      stage.pinch(.ended, span: 120)
      #expect(abs(pinch.completionSpeed - 2.0 / 3) < 1e-12)
      stage.run(for: 1.2)
    }
    #expect(fixture.navigation.topViewController === fixture.top && fixture.shownTitles == ["Top"])
    #expect(fixture.top.view.frame == frame && stage.shownY(fixture.top.view) == frame.minY)
    #expect(trace.lines.contains("Root.viewDidDisappear(true)") && trace.appearanceViolations.isEmpty)
  }

  @Test func aPinchOutDoesNothing() {
    let fixture = StackFixture()
    fixture.navigation.delegate = delegate
    pinch.wire(to: fixture.top, for: .pop)
    fixture.stage.pinch(fromSpan: 200, toSpan: 300, lift: false)
    #expect(fixture.top.view.gestureRecognizers.first?.state == .changed, "the pinch was recognized")
    fixture.stage.pinch(.ended, span: 300)
    fixture.stage.run(for: 0.1)
    #expect(delegate.slides.isEmpty && !pinch.interactionInProgress && fixture.shownTitles == ["Top"])
  }

  @Test func aQuickPinchFinishesFromLittleProgress() {
    let fixture = stackPinched()
    let stage = fixture.stage
    stage.pinch(.moved, span: 160)
    stage.pinch(.moved, span: 140)
    stage.pinch(.ended, span: 120)
    #expect(abs(pinch.percentComplete - 1.0 / 3) < 1e-12)
    stage.run(for: 1.2)
    #expect(fixture.navigation.topViewController === fixture.root && fixture.shownTitles == ["Root"])
  }

  @Test func fingersOpeningQuicklyCancelPastHalf() {
    let fixture = stackPinched()
    let stage = fixture.stage
    for _ in 0..<8 { stage.pinch(.moved, span: 40) }
    stage.pinch(.moved, span: 55)
    stage.pinch(.moved, span: 70)
    stage.pinch(.ended, span: 85)
    #expect(pinch.percentComplete > 0.5)
    stage.run(for: 1.2)
    #expect(fixture.navigation.topViewController === fixture.top && fixture.shownTitles == ["Top"])
  }

  /// The fingers close 9 points a frame, which moves the old page 9 / 180 of its height; the
  /// frame of the lift (9 points further on) and the one after it move as far.
  @Test func theReleasedSlideStartsAtTheFingersSpeed() {
    let fixture = stackPinched()
    let stage = fixture.stage
    let top = fixture.top.view
    var shown: [Double] = []
    for step in 1...10 {
      stage.pinch(.moved, span: 180 - 9 * Double(step))
      shown.append(stage.shownY(top))
    }
    stage.pinch(.ended, span: 81)
    shown.append(stage.shownY(top))
    stage.step()
    shown.append(stage.shownY(top))
    let moves = zip(shown.dropFirst(), shown).map { $0 - $1 }
    let steady = 9.0 / 180 * top.bounds.height
    #expect(abs(moves[8] - steady) < 1e-6, "\(moves)")
    #expect(abs(moves[9] - steady) < 0.2 * steady, "\(moves)")
    #expect(abs(moves[10] - steady) < 0.35 * steady, "\(moves)")
    stage.run(for: 1.2)
    #expect(fixture.navigation.topViewController === fixture.root)
  }

  @Test func aPinchInDismisses() {
    let fixture = ModalFixture(delegate: delegate)
    pinch.wire(to: fixture.sheet, for: .dismiss)
    let stage = fixture.stage
    let trace = stage.trace {
      stage.pinch(.began, span: 200)
      stage.pinch(.moved, span: 180)
      stage.pinch(.moved, span: 54)
      #expect(pinch.interactionInProgress && fixture.isTransitioning)
      #expect(abs(stage.shownY(fixture.sheet.view) - 0.7 * 568) < 1e-6)
      stage.pinch(.ended, span: 54)
      stage.run(for: 1.2)
    }
    #expect(delegate.slides == ["dismiss Sheet"])
    #expect(!fixture.isPresented && fixture.shownTitles == ["Root"])
    #expect(trace.lines.contains("Sheet.viewDidDisappear(true)") && trace.appearanceViolations.isEmpty)
  }

  @Test func aPinchOnAViewControllerThatIsNotPresentedLeavesNoInteraction() {
    let fixture = StackFixture()
    pinch.wire(to: fixture.top, for: .dismiss)
    fixture.stage.pinch(fromSpan: 200, toSpan: 60, lift: false)
    #expect(fixture.top.view.gestureRecognizers.first?.state == .changed, "the pinch was recognized")
    #expect(!pinch.interactionInProgress && fixture.top.transitionCoordinator == nil)
    fixture.stage.pinch(.ended, span: 60)
    #expect(fixture.shownTitles == ["Top"])
  }

  @Test func aPinchDuringATransitionOfItsViewControllerDoesNothing() {
    let root = Page("Root", Color(white: 1))
    let top = Page("Top", Color(white: 0.5))
    let navigation = NavigationController(rootViewController: root)
    let stage = WindowStage(root: navigation)
    navigation.delegate = delegate
    pinch.wire(to: top, for: .pop)
    navigation.pushViewController(top, animated: true)
    stage.step()
    stage.pinch(fromSpan: 200, toSpan: 60, lift: false)
    #expect(top.view.gestureRecognizers.first?.state == .changed, "the pinch was recognized")
    #expect(top.transitionCoordinator != nil && !pinch.interactionInProgress)
    stage.pinch(.ended, span: 60)
    stage.run(for: 1.2)
    #expect(delegate.slides.isEmpty && navigation.topViewController === top)
  }

  @Test func eachViewControllerGetsOnePinchThatLeavesWithTheController() {
    let page = Page("Page", Color(white: 1))
    weak var released: PinchInteractionController?
    do {
      let pinch = PinchInteractionController()
      released = pinch
      pinch.wire(to: page, for: .pop)
      pinch.wire(to: page, for: .dismiss)
      #expect(page.view.gestureRecognizers.count == 1)
    }
    #expect(released == nil && page.view.gestureRecognizers.isEmpty)
  }
}
