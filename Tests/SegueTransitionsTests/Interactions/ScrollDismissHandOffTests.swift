import SegueGeometry
import SegueTestSupport
import SegueTransitions
import SegueUI
import Testing

/// A sheet whose content is a scroll view: the drag scrolls the content, and once the content
/// shows its top a downward pull moves the sheet (pan-to-dismiss); turning up hands the drag
/// back to the content.
@MainActor
@Suite struct ScrollDismissHandOffTests {
  private let pan = PanToDismissInteractionController()
  private let delegate: SlidingDelegate
  private let fixture: ModalFixture
  private let scrollView = ScrollView(frame: Rect(x: 0, y: 0, width: 320, height: 568))

  init() {
    let pan = pan
    delegate = SlidingDelegate(pan) { pan.interactionInProgress }
    fixture = ModalFixture(delegate: delegate)
    scrollView.contentSize = Size(width: 320, height: 2000)
    fixture.sheet.view.addSubview(scrollView)
    pan.wire(to: fixture.sheet)
  }

  private var stage: WindowStage { fixture.stage }
  private var sheet: View { fixture.sheet.view }

  @Test func aDragDownOnScrolledContentScrollsItAndLeavesTheSheet() {
    scrollView.contentOffset = Point(x: 0, y: 400)
    stage.drag(fromY: 100, toY: 300, lift: false)
    // The pan takes its first points to recognize (its slop), which the content does not follow.
    #expect((200...225).contains(scrollView.contentOffset.y), "the content scrolled back by the drag")
    #expect(!pan.interactionInProgress && !fixture.isTransitioning)
    #expect(stage.shownY(sheet) == 0)
    stage.touch(.ended, atY: 300)
    stage.run(for: 2)
    #expect(fixture.isPresented)
  }

  @Test func aPullPastTheTopMovesTheSheetNotTheContent() {
    scrollView.contentOffset = Point(x: 0, y: 100)
    stage.drag(fromY: 100, toY: 300, steps: 20, lift: false)
    #expect(pan.interactionInProgress && fixture.isTransitioning, "the pull past the top dismisses")
    #expect(scrollView.contentOffset.y == 0, "the content stays at its top, without a rubber band")
    let pulled = stage.shownY(sheet)
    #expect((85...100).contains(pulled), "the sheet moved by the drag's reach past the top")
    #expect(abs(scrollView.pullBeyondTop - pulled) < 1e-6)
    for y in stride(from: 310.0, through: 500, by: 10) { stage.touch(.moved, atY: y) }
    #expect(abs(stage.shownY(sheet) - (pulled + 200)) < 1e-6, "one point of sheet per point of finger")
    stage.step(2)
    stage.touch(.ended, atY: 500)
    stage.run(for: 1.6)
    #expect(!fixture.isPresented && fixture.shownTitles == ["Root"])
  }

  @Test func turningUpBringsTheSheetBackAndScrollsTheContentAgain() {
    stage.drag(fromY: 200, toY: 300, lift: false)
    let pulled = stage.shownY(sheet)
    #expect(pan.interactionInProgress && pulled > 80)
    for y in stride(from: 290.0, through: 100, by: -10) { stage.touch(.moved, atY: y) }
    stage.step()
    #expect(!pan.interactionInProgress, "the dismissal was handed back")
    #expect(stage.shownY(sheet) == 0, "the sheet is back where it started")
    #expect(
      abs(scrollView.contentOffset.y - ((300 - 100) - pulled)) < 1e-6,
      "the finger's travel above where the reach was gone scrolled the content")
    stage.touch(.ended, atY: 100)
    stage.run(for: 1)
    #expect(fixture.isPresented && !fixture.isTransitioning && fixture.shownTitles == ["Sheet"])
    #expect(!scrollView.isPinnedAtTop)
  }

  @Test func aShortPullIsCancelledAndTheContentDoesNotBounce() {
    stage.drag(fromY: 200, toY: 260, lift: false)
    stage.step(2)
    stage.touch(.ended, atY: 260)
    stage.run(for: 1.6)
    #expect(fixture.isPresented && !fixture.isTransitioning)
    #expect(scrollView.contentOffset.y == 0 && stage.shownY(sheet) == 0)
    #expect(!scrollView.isPinnedAtTop, "the pin ends with the dismissal")
  }
}
