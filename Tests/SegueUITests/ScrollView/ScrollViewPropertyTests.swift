import PropertyBased
import SegueGeometry
import SegueMotion
import SegueUI
import Testing

@MainActor
@Suite struct ScrollViewPropertyTests {
  /// Whatever the fling, the content comes to rest exactly on the target it offered (the resting
  /// offset held within the content); without bouncing it never leaves the content on the way.
  @Test func everyFlingRestsOnItsTarget() async {
    await propertyCheck(input: Gen.double(in: 0...1).array(of: 4)) { (u: [Double]) in
      let scene = ScrollScene()
      scene.scrollView.bounces = u[0] < 0.5
      scene.scrollView.decelerationRate = u[1] < 0.5 ? .normal : .fast
      scene.scrollView.contentOffset = Point(x: 0, y: 1600 * u[2])
      let speed = -3000 + 6000 * u[3]
      scene.drag(from: Point(x: 150, y: 200), velocity: Point(x: 0, y: speed), frames: 6)
      var offsets: [Double] = []
      while scene.recorder.endTime == nil, scene.clock.now < 15 {
        scene.application.step(scene.clock)
        offsets.append(scene.scrollView.contentOffset.y)
      }
      let offered = scene.recorder.offeredTarget?.y
      #expect(offered.map { (0...1600).contains($0) } ?? true)
      #expect(!scene.scrollView.isDecelerating)
      if let offered, scene.recorder.calls.contains("didEndDragging true") {
        #expect(scene.scrollView.contentOffset.y == offered)
      }
      if !scene.scrollView.bounces { #expect(offsets.allSatisfy { (0...1600).contains($0) }) }
    }
  }
}
