import SegueGeometry
import SegueMotion
import SegueUI
import Testing

@MainActor
@Suite struct ScrollViewPagingTests {
  /// Three 300-point pages side by side, paging.
  private func pagingScene() -> ScrollScene {
    let scene = ScrollScene(contentSize: Size(width: 900, height: 400))
    scene.scrollView.isPagingEnabled = true
    return scene
  }

  @Test func aFlickLandsOnTheNextPage() {
    let scene = pagingScene()
    scene.drag(from: Point(x: 250, y: 200), velocity: Point(x: -600, y: 0), frames: 6)
    #expect(scene.recorder.offeredTarget == Point(x: 300, y: 0))
    scene.runUntilRest()
    #expect(scene.scrollView.contentOffset == Point(x: 300, y: 0))
    #expect(scene.recorder.calls.last == "didEndDecelerating")
  }

  @Test func aShortSlowDragReturnsToItsPage() {
    let scene = pagingScene()
    scene.drag(from: Point(x: 250, y: 200), velocity: Point(x: -300, y: 0), frames: 20, hold: 12)
    #expect(scene.scrollView.contentOffset.x == 90)
    scene.runUntilRest()
    #expect(scene.scrollView.contentOffset == .zero)
  }

  @Test func aLongSlowDragLandsOnThePageMostlyShown() {
    let scene = pagingScene()
    scene.drag(from: Point(x: 280, y: 200), velocity: Point(x: -600, y: 0), frames: 20, hold: 12)
    #expect(scene.scrollView.contentOffset.x == 190)
    scene.runUntilRest()
    #expect(scene.scrollView.contentOffset == Point(x: 300, y: 0))
  }

  @Test func aFlickBackFromTheMiddlePageLandsOnTheFirst() {
    let scene = pagingScene()
    scene.scrollView.contentOffset = Point(x: 300, y: 0)
    scene.drag(from: Point(x: 100, y: 200), velocity: Point(x: 600, y: 0), frames: 4)
    scene.runUntilRest()
    #expect(scene.scrollView.contentOffset == .zero)
  }

  @Test func aHardFlingMovesOnePageAtMost() {
    let scene = pagingScene()
    scene.drag(from: Point(x: 280, y: 200), velocity: Point(x: -3000, y: 0), frames: 3)
    scene.runUntilRest()
    #expect(scene.scrollView.contentOffset == Point(x: 300, y: 0))
  }
}
