import SegueGeometry
import SegueMotion
import SegueUI
import Testing

/// The content size, insets or bounds changing while the content moves on its own.
@MainActor
@Suite struct ScrollViewRangeChangeTests {
  @Test func pullToRefreshRestsOnTheInsetSetWhenTheFingerLifts() throws {
    let scene = ScrollScene()
    scene.recorder.onCall = { call, scrollView in
      if call.hasPrefix("didEndDragging"), scrollView.contentOffset.y < -60 { scrollView.contentInset.top = 60 }
    }
    scene.drag(from: Point(x: 150, y: 100), velocity: Point(x: 0, y: 600), frames: 40, hold: 12)
    let released = try #require(scene.recorder.releaseOffset).y
    #expect(released < -130)
    let offsets = scene.verticalOffsetsUntilRest()
    #expect(scene.scrollView.contentOffset.y == -60)
    #expect(offsets.allSatisfy { $0 >= released && $0 <= -60 })
    #expect(scene.recorder.calls.last == "didEndDecelerating")
  }

  @Test func contentShrinkingUnderAFlingBouncesBackToItsNewEnd() {
    let scene = ScrollScene()
    scene.drag(from: Point(x: 150, y: 300), velocity: Point(x: 0, y: -1200), frames: 12)
    scene.run(for: 0.3)
    let shown = scene.scrollView.contentOffset.y
    #expect(shown > 400)
    scene.scrollView.contentSize = Size(width: 300, height: 500)
    let offsets = scene.verticalOffsetsUntilRest()
    #expect(scene.scrollView.contentOffset.y == 100)
    #expect(!scene.scrollView.isDecelerating)
    // It carries on a little, then springs back to the end (range 0 … 100) without passing it.
    #expect(offsets.max() ?? 0 > shown)
    #expect(offsets.allSatisfy { $0 >= 100 })
  }

  @Test func theBoundsGrowingUnderAFlingBringTheContentBackToItsNewEnd() {
    let scene = ScrollScene()
    scene.drag(from: Point(x: 150, y: 300), velocity: Point(x: 0, y: -1200), frames: 12)
    scene.run(for: 0.3)
    scene.scrollView.frame = Rect(x: 0, y: 0, width: 300, height: 1800)
    scene.runUntilRest()
    #expect(scene.scrollView.contentOffset.y == 200)
  }

  @Test func aChosenTargetLeftOutsideByShrinkingContentIsHeldAtTheEnd() {
    let scene = ScrollScene()
    scene.recorder.retarget = { _ in Point(x: 0, y: 1500) }
    scene.drag(from: Point(x: 150, y: 300), velocity: Point(x: 0, y: -1200), frames: 12)
    scene.run(for: 0.2)
    scene.scrollView.contentSize = Size(width: 300, height: 1000)
    scene.runUntilRest()
    #expect(scene.scrollView.contentOffset.y == 600)
  }

  @Test func aBounceBackSpringsToTheEndTheContentHasNow() throws {
    let scene = ScrollScene(contentSize: Size(width: 300, height: 500))
    scene.drag(from: Point(x: 150, y: 390), velocity: Point(x: 0, y: -300), frames: 42, hold: 12)
    let released = try #require(scene.recorder.releaseOffset).y
    #expect(released > 140)
    scene.run(for: 0.1)
    #expect(scene.scrollView.contentOffset.y > 110)
    scene.scrollView.contentSize = Size(width: 300, height: 450)
    let offsets = scene.verticalOffsetsUntilRest()
    #expect(scene.scrollView.contentOffset.y == 50)
    #expect(offsets.allSatisfy { $0 >= 50 && $0 < released })
  }
}
