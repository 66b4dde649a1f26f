import Foundation
import SegueGeometry
import SegueMotion
import SegueUI
import Testing

@MainActor
@Suite struct ScrollViewDecelerationTests {
  /// The offset `t` seconds after a release at `offset` and `velocity` (points per second), by the
  /// platform's formula.
  private func decelerated(_ offset: Double, _ velocity: Double, rate: Double, after t: Double) -> Double {
    offset + velocity * (pow(rate, 1000 * t) - 1) / (1000 * log(rate))
  }

  @Test func aFlingDeceleratesAlongTheClosedForm() throws {
    let scene = ScrollScene()
    scene.drag(from: Point(x: 150, y: 300), velocity: Point(x: 0, y: -1200), frames: 12)
    let velocity = try #require(scene.recorder.releaseVelocity)
    #expect(abs(velocity.y - 1.2) < 1e-9)
    #expect(velocity.x == 0)
    let released = try #require(scene.recorder.releaseTime)
    let origin = try #require(scene.recorder.releaseOffset).y
    #expect(abs(origin - 220) < 1e-9)
    for seconds in [0.1, 0.25, 0.5, 1.0, 2.0] {
      scene.run(for: released + seconds - scene.clock.now)
      let expected = decelerated(origin, 1200, rate: 0.998, after: scene.clock.now - released)
      #expect(abs(scene.scrollView.contentOffset.y - expected) < 1e-6)
      #expect(scene.scrollView.isDecelerating)
    }
  }

  @Test(arguments: [(DecelerationRate.normal, 0.998), (.fast, 0.99)])
  func theTargetIsTheProjectedRestingOffset(rate: DecelerationRate, value: Double) throws {
    let scene = ScrollScene()
    scene.scrollView.decelerationRate = rate
    scene.drag(from: Point(x: 150, y: 300), velocity: Point(x: 0, y: -1200), frames: 12)
    let target = try #require(scene.recorder.offeredTarget)
    let projected = 220 - 1200 / (1000 * log(value))
    #expect(abs(target.y - projected) < 1e-9)
    #expect(abs(target.y - (220 + 1.2 * value / (1 - value))) < 1.2)
    scene.runUntilRest()
    #expect(scene.scrollView.contentOffset.y == target.y)
    #expect(!scene.scrollView.isDecelerating)
  }

  @Test func theContentRestsWhenWithinAQuarterPointOfItsTarget() throws {
    let scene = ScrollScene()
    scene.drag(from: Point(x: 150, y: 300), velocity: Point(x: 0, y: -1200), frames: 12)
    let released = try #require(scene.recorder.releaseTime)
    scene.runUntilRest()
    let rested = try #require(scene.recorder.endTime) - released
    // 1200 pt/s leaves 599.4 pt to go, which decays by e^(-2.002 t): under 0.25 pt after 3.886 s.
    let bound = log(1200 / 2.002 / 0.25) / (-1000 * log(0.998))
    #expect(rested >= bound - 1e-9)
    #expect(rested < bound + 1.0 / 60 + 1e-9)
  }

  @Test func aTargetMovedAlongTheFlingIsReachedExactlyWithTheReleaseVelocity() throws {
    let scene = ScrollScene()
    scene.recorder.retarget = { _ in Point(x: 0, y: 500) }
    scene.drag(from: Point(x: 150, y: 300), velocity: Point(x: 0, y: -1200), frames: 12)
    let released = try #require(scene.recorder.releaseTime)
    // Decays towards 500 with the release velocity: k = 1200 / (500 − 220).
    scene.run(for: released + 0.1 - scene.clock.now)
    let k = 1200.0 / 280
    let expected = 500 - 280 * exp(-k * (scene.clock.now - released))
    #expect(abs(scene.scrollView.contentOffset.y - expected) < 1e-6)
    scene.runUntilRest()
    #expect(scene.scrollView.contentOffset.y == 500)
  }

  @Test func aTargetBehindTheFlingIsReachedExactlyBySpring() throws {
    let scene = ScrollScene()
    scene.recorder.retarget = { _ in Point(x: 0, y: 100) }
    var furthest = 0.0
    scene.drag(from: Point(x: 150, y: 300), velocity: Point(x: 0, y: -1200), frames: 12)
    while scene.recorder.endTime == nil, scene.clock.now < 5 {
      scene.application.step(scene.clock)
      furthest = max(furthest, scene.scrollView.contentOffset.y)
    }
    #expect(furthest > 220)
    #expect(scene.scrollView.contentOffset.y == 100)
    #expect(scene.recorder.calls.last == "didEndDecelerating")
  }

  @Test func aSlowReleaseInsideTheContentDoesNotDecelerate() {
    let scene = ScrollScene()
    scene.drag(from: Point(x: 150, y: 300), velocity: Point(x: 0, y: -600), frames: 6, hold: 12)
    #expect(scene.scrollView.contentOffset.y == 50)
    #expect(scene.recorder.calls.suffix(2) == ["willEndDragging", "didEndDragging false"])
    #expect(!scene.scrollView.isDecelerating)
  }
}
