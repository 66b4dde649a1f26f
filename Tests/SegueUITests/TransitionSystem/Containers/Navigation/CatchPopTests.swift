import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueUI
import Testing

/// A touch catches a back swipe's pop while it plays its rest: the pop stops where it shows,
/// follows the finger from there, and the new lift decides again.
@MainActor
@Suite struct CatchPopTests {
  /// A stage whose back swipe was released past half way a frame ago, the pop playing its rest.
  private func releasedPop() -> (NavigationStage, NamedController) {
    let (stage, next) = NavigationStage.withTwoPages()
    stage.edgeDrag(to: 240, lift: false)
    stage.run(for: 0.3)
    stage.lift(at: 240)
    stage.step(2)
    return (stage, next)
  }

  /// Queues a second finger landing at `start` and moving to `end` in `steps` frames (lifting
  /// at the end when `lift`), and runs it.
  private func touch(_ stage: NavigationStage, from start: Point, to end: Point, steps: Int, lift: Bool) {
    let frame = stage.application.frameScheduler.frameDuration
    stage.application.enqueue(
      SegueTestSupport.drag(
        from: start, to: end, at: stage.clock.now + frame, steps: steps, interval: frame, finger: 1, lift: lift))
    stage.run(for: frame * Double(steps + 2))
  }

  @Test func aTouchStopsThePopWhereItShows() {
    let (stage, next) = releasedPop()
    let y = stage.window.bounds.height / 2
    touch(stage, from: Point(x: 200, y: y), to: Point(x: 200, y: y), steps: 1, lift: false)
    let caught = stage.shownX(next.view)
    stage.run(for: 0.3)
    #expect(stage.shownX(next.view) == caught, "the page moved on under a resting finger")
    #expect(caught > 0.6 * stage.width && caught < stage.width)
  }

  @Test func aCaughtPopFollowsTheFingerBackAndCancels() {
    let (stage, next) = releasedPop()
    let y = stage.window.bounds.height / 2
    touch(stage, from: Point(x: 200, y: y), to: Point(x: 200, y: y), steps: 1, lift: false)
    let caught = stage.shownX(next.view)
    stage.moveFinger(1, fromX: 200, steps: 20)
    let frame = stage.application.frameScheduler.frameDuration
    #expect(
      isClose(stage.shownX(next.view), caught - 200, tolerance: 1),
      "the page follows the finger from where it was caught")
    stage.application.enqueue([
      TouchInput(identifier: 1, location: Point(x: 0, y: y), phase: .moved, timestamp: stage.clock.now + frame),
      TouchInput(identifier: 1, location: Point(x: 0, y: y), phase: .moved, timestamp: stage.clock.now + 2 * frame),
      TouchInput(identifier: 1, location: Point(x: 0, y: y), phase: .ended, timestamp: stage.clock.now + 3 * frame),
    ])
    stage.settle()
    #expect(stage.navigation.viewControllers.map(\.traceName) == ["root", "next"])
    #expect(stage.onScreen == ["next"])
    #expect(stage.trace.appearanceViolations.isEmpty)
  }

  @Test func aRestingCatchPastHalfWayFinishesOnLifting() {
    let (stage, _) = releasedPop()
    let y = stage.window.bounds.height / 2
    touch(stage, from: Point(x: 200, y: y), to: Point(x: 200, y: y), steps: 6, lift: true)
    stage.settle()
    #expect(stage.navigation.viewControllers.map(\.traceName) == ["root"])
    #expect(stage.onScreen == ["root"])
    #expect(stage.trace.appearanceViolations.isEmpty)
  }

  @Test func aPopCanBeCaughtAgainAfterARelease() {
    let (stage, next) = releasedPop()
    let y = stage.window.bounds.height / 2
    touch(stage, from: Point(x: 200, y: y), to: Point(x: 60, y: y), steps: 10, lift: true)
    stage.step(2)
    touch(stage, from: Point(x: 100, y: y), to: Point(x: 100, y: y), steps: 1, lift: false)
    let caught = stage.shownX(next.view)
    stage.run(for: 0.2)
    #expect(stage.shownX(next.view) == caught, "the second catch holds the pop too")
  }
}
