import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueUI
import Testing

/// A scroll view moving between windows and applications while its content moves.
@MainActor
@Suite struct ScrollViewWindowTests {
  /// A second application at 60 Hz with its own window and clock.
  @MainActor
  private struct OtherApplication {
    let clock = VirtualClock()
    let window = Window(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    let application: Application

    init() {
      application = Application(window: window, clock: clock)
    }
  }

  @Test func leavingTheWindowMidFlingRestsWhereTheFlingWouldHave() throws {
    let scene = ScrollScene()
    scene.drag(from: Point(x: 150, y: 300), velocity: Point(x: 0, y: -1200), frames: 12)
    scene.run(for: 0.1)
    let target = try #require(scene.recorder.offeredTarget)
    scene.scrollView.removeFromSuperview()
    #expect(!scene.scrollView.isDecelerating)
    #expect(scene.scrollView.contentOffset == target)
    #expect(scene.recorder.calls.last == "didEndDecelerating")
  }

  @Test func movedToAnotherApplicationMidFlingItFlingsThereAgain() throws {
    let scene = ScrollScene()
    scene.drag(from: Point(x: 150, y: 300), velocity: Point(x: 0, y: -1200), frames: 12)
    scene.run(for: 0.1)
    let other = OtherApplication()
    other.window.addSubview(scene.scrollView)
    #expect(!scene.scrollView.isDecelerating)
    let rest = scene.scrollView.contentOffset.y
    let offered = try #require(scene.recorder.offeredTarget)
    #expect(rest == offered.y)
    let t = other.clock.now
    var inputs = [sample(.began, 150, 300, at: t + 1.0 / 60)]
    for frame in 1...12 {
      inputs.append(
        sample(frame == 12 ? .ended : .moved, 150, 300 - 20 * Double(frame), at: t + Double(frame + 1) / 60))
    }
    other.application.enqueue(inputs)
    for _ in 0..<14 { other.application.step(other.clock) }
    #expect(scene.scrollView.isDecelerating)
    let released = scene.scrollView.contentOffset.y
    for _ in 0..<30 { other.application.step(other.clock) }
    #expect(scene.scrollView.contentOffset.y > released + 100)
    for _ in 0..<600 { other.application.step(other.clock) }
    #expect(!scene.scrollView.isDecelerating)
  }
}
