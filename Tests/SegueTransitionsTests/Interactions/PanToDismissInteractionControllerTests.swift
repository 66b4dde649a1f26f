import SegueGeometry
import SegueTestSupport
import SegueTransitions
import SegueUI
import Testing

/// Drags on a full-screen sheet (320 × 568) whose dismissal is a 1 s vertical slide moving it
/// down by its height, so the sheet's top is where the finger has dragged it.
@MainActor
@Suite struct PanToDismissInteractionControllerTests {
  private let pan = PanToDismissInteractionController()
  private let delegate: SlidingDelegate
  private let fixture: ModalFixture

  init() {
    let pan = pan
    delegate = SlidingDelegate(pan) { pan.interactionInProgress }
    fixture = ModalFixture(delegate: delegate)
    pan.wire(to: fixture.sheet)
  }

  private var stage: WindowStage { fixture.stage }
  /// Time enough for the rest of the 1 s slide after a release, with a margin: the release
  /// spring settles from rest within the slide's duration (a spring the finger's speed pulls
  /// away from the end takes longer).
  private static let springRest = 1.6
  private var sheet: View { fixture.sheet.view }

  /// How far up the band shows the sheet for `distance` points of drag, by the platform's
  /// formula.
  private func band(_ distance: Double) -> Double {
    (1 - 1 / (distance * 0.55 / 568 + 1)) * 568
  }

  @Test func theSheetFollowsTheFingerDownAndPastHalfIsDismissed() {
    let trace = stage.trace {
      stage.drag(fromY: 100, toY: 384, lift: false)
      #expect(pan.interactionInProgress && fixture.isTransitioning && pan.percentComplete == 0.5)
      #expect(abs(stage.shownY(sheet) - 284) < 1e-6)
      stage.touch(.moved, atY: 400)
      #expect(abs(stage.shownY(sheet) - 300) < 1e-6)
      stage.step(2)
      stage.touch(.ended, atY: 400)
      #expect(!pan.interactionInProgress && pan.completionSpeed == 1)
      stage.run(for: 0.45)
      #expect(fixture.isTransitioning, "the rest springs for longer than (1 − 300 / 568) s")
      stage.run(for: Self.springRest)
    }
    #expect(delegate.slides == ["dismiss Sheet"])
    #expect(!fixture.isPresented && fixture.shownTitles == ["Root"])
    #expect(trace.lines.contains("Sheet.viewDidDisappear(true)") && trace.appearanceViolations.isEmpty)
  }

  @Test func aDragShortOfHalfIsCancelledAndTheSheetStays() {
    let trace = stage.trace {
      stage.drag(fromY: 100, toY: 250, lift: false)
      stage.step(2)
      stage.touch(.ended, atY: 250)
      stage.run(for: Self.springRest)
    }
    #expect(fixture.isPresented && !fixture.isTransitioning && fixture.shownTitles == ["Sheet"])
    #expect(sheet.frame == stage.window.bounds && stage.shownY(sheet) == 0)
    #expect(trace.lines.contains("Root.viewDidDisappear(true)") && trace.appearanceViolations.isEmpty)
  }

  @Test func aFlickDownDismissesFromLittleProgress() {
    stage.drag(fromY: 100, toY: 160, steps: 3, lift: false)
    stage.touch(.ended, atY: 180)
    #expect(abs(pan.percentComplete - 80.0 / 568) < 1e-12)
    stage.run(for: Self.springRest)
    #expect(!fixture.isPresented && fixture.shownTitles == ["Root"])
  }

  @Test func aFlickUpKeepsTheSheetPastHalf() {
    stage.drag(fromY: 100, toY: 500, lift: false)
    for _ in 0..<6 { stage.touch(.moved, atY: 500) }
    for y in [480.0, 460, 440] { stage.touch(.moved, atY: y) }
    stage.touch(.ended, atY: 420)
    #expect(pan.percentComplete > 0.5)
    stage.run(for: Self.springRest)
    #expect(fixture.isPresented && fixture.shownTitles == ["Sheet"] && stage.shownY(sheet) == 0)
  }

  @Test func aDragUpRubberBandsAndSpringsBack() {
    let issues = TransitionDiagnostics.collectingIssues {
      stage.drag(fromY: 300, toY: 200, lift: false)
      #expect(pan.interactionInProgress && pan.percentComplete == 0)
      #expect(abs(stage.shownY(sheet) + band(100)) < 1e-6 && band(100) < 51)
      stage.touch(.moved, atY: 100)
      #expect(abs(stage.shownY(sheet) + band(200)) < 1e-6 && band(200) < 100)
      stage.touch(.moved, atY: 350)
      #expect(abs(stage.shownY(sheet) - 50) < 1e-6, "below the start the finger drags the sheet again")
      stage.touch(.moved, atY: 200)
      stage.touch(.ended, atY: 200)
      #expect(abs(stage.shownY(sheet) + band(100)) < 1e-6, "the release starts from the band")
      stage.run(for: 0.15)
      let halfway = stage.shownY(sheet)
      #expect(halfway < 0 && halfway > -band(100), "springing back, at \(halfway)")
      stage.run(for: 0.2)
    }.issues
    #expect(issues.isEmpty, "\(issues)")
    #expect(fixture.isPresented && !fixture.isTransitioning && fixture.shownTitles == ["Sheet"])
    #expect(stage.shownY(sheet) == 0 && sheet.transform == .identity)
  }

  @Test func aDragOnTheSheetSpringingBackDoesNothing() {
    stage.drag(fromY: 300, toY: 200)
    stage.run(for: 0.1)
    stage.drag(fromY: 100, toY: 400, lift: false)
    #expect(!pan.interactionInProgress && !fixture.isTransitioning)
    stage.touch(.ended, atY: 400)
    stage.run(for: 0.3)
    stage.drag(fromY: 100, toY: 400)
    stage.run(for: Self.springRest)
    #expect(delegate.slides == ["dismiss Sheet", "dismiss Sheet"] && !fixture.isPresented)
  }

  /// The sheet moves 16 points a frame under the finger (960 points a second, no flick) to
  /// past half; the frame of the lift (16 points further on) and the one after it move as far.
  @Test func theReleasedSheetStartsAtTheFingersSpeed() {
    var shown: [Double] = []
    stage.touch(.began, atY: 100)
    for step in 1...20 {
      stage.touch(.moved, atY: 100 + 16 * Double(step))
      shown.append(stage.shownY(sheet))
    }
    stage.touch(.ended, atY: 436)
    shown.append(stage.shownY(sheet))
    stage.step()
    shown.append(stage.shownY(sheet))
    let moves = zip(shown.dropFirst(), shown).map { $0 - $1 }
    #expect(abs(moves[18] - 16) < 1e-6, "\(moves)")
    #expect(abs(moves[19] - 16) < 0.2 * 16, "\(moves)")
    #expect(abs(moves[20] - 16) < 0.35 * 16, "\(moves)")
    stage.run(for: Self.springRest)
    #expect(!fixture.isPresented)
  }

  @Test func aHorizontalDragIsLeftAlone() {
    stage.drag(fromX: 60, toX: 260, lift: false)
    #expect(fixture.sheet.view.gestureRecognizers.first?.state == .failed)
    stage.touch(.ended, atX: 260)
    stage.run(for: 0.1)
    #expect(delegate.slides.isEmpty && !pan.interactionInProgress && fixture.isPresented)
  }

  @Test func aCancelledDragKeepsTheSheet() {
    stage.drag(fromY: 100, toY: 450, lift: false)
    stage.touch(.cancelled, atY: 450)
    #expect(!pan.interactionInProgress)
    stage.run(for: Self.springRest)
    #expect(fixture.isPresented && fixture.shownTitles == ["Sheet"] && stage.shownY(sheet) == 0)
  }

  /// The pan stays out of the presentation; the container's catch takes the touch instead, and
  /// the drag down undoes the presentation.
  @Test func aDragDuringThePresentationIsRefused() {
    let root = Page("Root", Color(white: 1))
    let other = Page("Other", Color(white: 0.5))
    let stage = WindowStage(root: root)
    other.transitioningDelegate = delegate
    pan.wire(to: other)
    root.present(other, animated: true)
    stage.step()
    stage.drag(fromY: 100, toY: 400, lift: false)
    #expect(other.transitionCoordinator != nil)
    #expect(other.view.gestureRecognizers.first?.state == .failed)
    stage.touch(.ended, atY: 400)
    stage.run(for: Self.springRest)
    #expect(delegate.slides.isEmpty, "no dismissal began")
    #expect(root.presentedViewController == nil && other.view.window == nil, "the caught presentation was undone")
  }

  /// The dismissal a flick let go plays its rest by itself: a touch catches it there (the
  /// pan's own controller stops where it shows), a drag back up undoes it, and a tap lets it
  /// carry on.
  @Test(arguments: [true, false])
  func aTouchCatchesTheReleasedDismissal(dragsBack: Bool) {
    let trace = stage.trace {
      stage.drag(fromY: 100, toY: 400)
      stage.step(2)
      let released = stage.shownY(sheet)
      #expect(fixture.isTransitioning && released > 300)
      stage.touch(.began, atY: 450)
      let caught = stage.shownY(sheet)
      stage.step(3)
      #expect(abs(stage.shownY(sheet) - caught) < 1e-6, "the finger holds the sheet")
      if dragsBack {
        for step in 1...10 { stage.touch(.moved, atY: 450 - 30 * Double(step)) }
        #expect(abs(stage.shownY(sheet) - (caught - 300)) < 1e-6, "the sheet follows the finger up")
        stage.touch(.ended, atY: 150)
      } else {
        stage.touch(.ended, atY: 450)
      }
      stage.run(for: 2)
    }
    #expect(delegate.slides == ["dismiss Sheet"])
    #expect(fixture.isPresented == dragsBack && !fixture.isTransitioning)
    #expect(fixture.shownTitles == (dragsBack ? ["Sheet"] : ["Root"]))
    if dragsBack { #expect(stage.shownY(sheet) == 0) }
    #expect(trace.appearanceViolations.isEmpty)
  }

  @Test func aViewControllerThatIsNotPresentedIsNotDragged() {
    let stack = StackFixture()
    pan.wire(to: stack.top)
    stack.stage.drag(fromY: 100, toY: 400, lift: false)
    #expect(stack.top.view.gestureRecognizers.first?.state == .changed, "the drag reached the pan")
    #expect(!pan.interactionInProgress && stack.top.transitionCoordinator == nil)
    stack.stage.touch(.ended, atY: 400)
    #expect(stack.shownTitles == ["Top"])
  }

  @Test func eachViewControllerGetsOnePanThatLeavesWithTheController() {
    let page = Page("Page", Color(white: 1))
    weak var released: PanToDismissInteractionController?
    do {
      let pan = PanToDismissInteractionController()
      released = pan
      pan.wire(to: page)
      pan.wire(to: page)
      #expect(page.view.gestureRecognizers.count == 1)
    }
    #expect(released == nil && page.view.gestureRecognizers.isEmpty)
  }
}
