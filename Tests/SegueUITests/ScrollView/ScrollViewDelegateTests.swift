import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueUI
import Testing

@MainActor
@Suite struct ScrollViewDelegateTests {
  @Test func aFlingCallsTheDelegateInThePlatformsOrder() {
    let scene = ScrollScene()
    scene.drag(from: Point(x: 150, y: 300), velocity: Point(x: 0, y: -1200), frames: 12)
    #expect(scene.scrollView.isDecelerating && !scene.scrollView.isDragging)
    scene.runUntilRest()
    #expect(
      scene.recorder.collapsedCalls == [
        "willBeginDragging", "didScroll", "willEndDragging", "didEndDragging true", "willBeginDecelerating",
        "didScroll", "didEndDecelerating",
      ])
    #expect(!scene.scrollView.isDecelerating && !scene.scrollView.isTracking)
  }

  @Test func trackingLastsWhileTheFingerIsDown() {
    let scene = ScrollScene()
    scene.application.enqueue([sample(.began, 150, 300, at: scene.clock.now + 1.0 / 60)])
    scene.run(for: 2.0 / 60)
    #expect(scene.scrollView.isTracking && !scene.scrollView.isDragging)
    scene.application.enqueue([sample(.ended, 150, 300, at: scene.clock.now + 1.0 / 60)])
    scene.run(for: 2.0 / 60)
    #expect(!scene.scrollView.isTracking)
    #expect(scene.recorder.calls.isEmpty)
  }

  @Test func anAnimatedOffsetChangeEndsWithDidEndScrollingAnimation() throws {
    let scene = ScrollScene()
    let start = scene.clock.now
    scene.scrollView.setContentOffset(Point(x: 0, y: 600), animated: true)
    scene.run(for: 0.15)
    let halfway = TimingFunction.easeInEaseOut.value(at: (scene.clock.now - start) / 0.3) * 600
    #expect(abs(scene.scrollView.contentOffset.y - halfway) < 1e-9)
    scene.runUntilRest()
    #expect(scene.scrollView.contentOffset == Point(x: 0, y: 600))
    #expect(abs(try #require(scene.recorder.endTime) - start - 0.3) < 1.0 / 60)
    #expect(scene.recorder.collapsedCalls == ["didScroll", "didEndScrollingAnimation"])
  }

  @Test func anOffsetSetWithoutAnimationMovesAtOnceAndStopsAMotion() {
    let scene = ScrollScene()
    scene.scrollView.setContentOffset(Point(x: 0, y: 600), animated: true)
    scene.run(for: 0.1)
    scene.scrollView.setContentOffset(Point(x: 0, y: 50), animated: false)
    scene.run(for: 0.5)
    #expect(scene.scrollView.contentOffset == Point(x: 0, y: 50))
    #expect(scene.scrollView.bounds.origin == Point(x: 0, y: 50))
    #expect(!scene.recorder.calls.contains("didEndScrollingAnimation"))
  }

  @Test func scrollingARectIntoViewMovesTheLeast() {
    let scene = ScrollScene()
    scene.scrollView.scrollRectToVisible(Rect(x: 0, y: 900, width: 300, height: 100), animated: false)
    #expect(scene.scrollView.contentOffset == Point(x: 0, y: 600))
    scene.scrollView.scrollRectToVisible(Rect(x: 0, y: 500, width: 300, height: 50), animated: false)
    #expect(scene.scrollView.contentOffset == Point(x: 0, y: 500))
    scene.scrollView.scrollRectToVisible(Rect(x: 0, y: 1990, width: 300, height: 100), animated: false)
    #expect(scene.scrollView.contentOffset == Point(x: 0, y: 1600))
  }

  @Test func theContentInsetExtendsTheScrollableRange() {
    let scene = ScrollScene()
    scene.scrollView.contentInset = EdgeInsets(top: 50, left: 0, bottom: 30, right: 0)
    #expect(scene.scrollView.adjustedContentInset == scene.scrollView.contentInset)
    scene.scrollView.scrollRectToVisible(Rect(x: 0, y: -50, width: 10, height: 10), animated: false)
    #expect(scene.scrollView.contentOffset.y == -50)
    scene.scrollView.scrollRectToVisible(Rect(x: 0, y: 2020, width: 10, height: 10), animated: false)
    #expect(scene.scrollView.contentOffset.y == 1630)
  }
}
