import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueUI
import Testing

/// The app stopping or redirecting the content's motion.
@MainActor
@Suite struct ScrollViewStoppingTests {
  @Test func settingTheOffsetInWillBeginDeceleratingStopsTheMomentum() throws {
    let scene = ScrollScene()
    scene.recorder.onCall = { call, scrollView in
      if call == "willBeginDecelerating" { scrollView.setContentOffset(scrollView.contentOffset, animated: false) }
    }
    scene.drag(from: Point(x: 150, y: 300), velocity: Point(x: 0, y: -1200), frames: 12)
    let released = try #require(scene.recorder.releaseOffset).y
    #expect(!scene.scrollView.isDecelerating)
    scene.run(for: 1)
    #expect(scene.scrollView.contentOffset.y == released)
    #expect(!scene.scrollView.isDecelerating)
  }

  @Test func animatingToTheOffsetShownStopsADeceleration() {
    let scene = ScrollScene()
    scene.drag(from: Point(x: 150, y: 300), velocity: Point(x: 0, y: -1200), frames: 12)
    scene.run(for: 0.2)
    let shown = scene.scrollView.contentOffset
    scene.scrollView.setContentOffset(shown, animated: true)
    #expect(!scene.scrollView.isDecelerating)
    scene.run(for: 1)
    #expect(scene.scrollView.contentOffset == shown)
  }

  @Test func theFingerWinsOverAnAnimatedOffsetChangeDuringADrag() {
    let scene = ScrollScene()
    scene.drag(from: Point(x: 150, y: 300), velocity: Point(x: 0, y: -600), frames: 10, lift: false)
    scene.scrollView.setContentOffset(Point(x: 0, y: 1000), animated: true)
    for step in 1...6 {
      scene.application.enqueue([sample(.moved, 150, 200 - Double(step), at: scene.clock.now + 1.0 / 60)])
      scene.run(for: 1.0 / 60)
      #expect(scene.scrollView.contentOffset.y == 90 + Double(step))
    }
    #expect(scene.scrollView.isDragging)
    #expect(!scene.recorder.calls.contains("didEndScrollingAnimation"))
  }

  @Test func aDragCancelsAnAnimationStartedUnderTheRestingFinger() {
    let scene = ScrollScene()
    scene.application.enqueue([sample(.began, 150, 300, at: scene.clock.now + 1.0 / 60)])
    scene.run(for: 1.0 / 60)
    scene.scrollView.setContentOffset(Point(x: 0, y: 1000), animated: true)
    scene.run(for: 0.1)
    let shown = scene.scrollView.contentOffset.y
    let t = scene.clock.now
    scene.application.enqueue((1...6).map { sample(.moved, 150, 300 - 10 * Double($0), at: t + Double($0) / 60) })
    scene.run(for: 6.0 / 60)
    #expect(scene.scrollView.isDragging)
    // The drag begins after 10 pt; the content then follows the finger's 50 pt, and nothing else.
    #expect(scene.scrollView.contentOffset.y == shown + 50)
  }
}
