import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueUI
import Testing

/// A touch catches a push or a pop that code started: it stops where it shows, follows the
/// finger as the pages move, and the lift decides again.
@MainActor
@Suite struct CatchCodeTransitionTests {
  /// Queues a finger landing at x = `start` (mid-height) and moving to `end` in `steps` frames,
  /// lifting at the end when `lift`, and runs it.
  private func touch(_ stage: NavigationStage, from start: Double, to end: Double, steps: Int, lift: Bool) {
    let frame = stage.application.frameScheduler.frameDuration
    let y = stage.window.bounds.height / 2
    stage.application.enqueue(
      SegueTestSupport.drag(
        from: Point(x: start, y: y), to: Point(x: end, y: y), at: stage.clock.now + frame, steps: steps,
        interval: frame, lift: lift))
    stage.run(for: frame * Double(steps + 2))
  }

  @Test func aTouchStopsAPushWhereItShows() {
    let (stage, next) = NavigationStage.pushing(for: 0.1)
    touch(stage, from: 200, to: 200, steps: 1, lift: false)
    let caught = stage.shownX(next.view)
    stage.run(for: 0.5)
    #expect(stage.shownX(next.view) == caught, "the page moved on under a resting finger")
    #expect(caught > 0 && caught < stage.width)
    #expect(stage.hasTransitionUnderway)
  }

  @Test func aCaughtPushDraggedBackRightIsCancelled() {
    let (stage, next) = NavigationStage.pushing(for: 0.15)
    let lines = stage.traced {
      touch(stage, from: 150, to: 300, steps: 8, lift: true)
      stage.settle()
    }
    #expect(stage.navigation.viewControllers.map(\.traceName) == ["root"])
    #expect(stage.onScreen == ["root"])
    #expect(next.view.window == nil)
    #expect(NavigationStage.controllerCalls(lines).contains("next.viewWillDisappear(true)"))
    #expect(!lines.contains("next.viewDidAppear(true)"))
    #expect(stage.trace.appearanceViolations.isEmpty)
  }

  @Test func aCaughtPushFollowsTheFingerLeftAndFinishes() {
    let (stage, next) = NavigationStage.pushing(for: 0.1)
    touch(stage, from: 200, to: 200, steps: 1, lift: false)
    let caught = stage.shownX(next.view)
    stage.moveFinger(0, fromX: 200, steps: 16)
    #expect(isClose(stage.shownX(next.view), caught - 160, tolerance: 1), "the page follows the finger")
    stage.lift(at: 40)
    stage.settle()
    #expect(stage.navigation.viewControllers.map(\.traceName) == ["root", "next"])
    #expect(stage.onScreen == ["next"])
    #expect(stage.trace.appearanceViolations.isEmpty)
  }

  @Test func aTouchCatchesAPopByCodeAndADragRightFinishesIt() {
    let (stage, next) = NavigationStage.withTwoPages()
    stage.navigation.popViewController(animated: true)
    stage.run(for: 0.1)
    touch(stage, from: 150, to: 150, steps: 1, lift: false)
    let caught = stage.shownX(next.view)
    stage.run(for: 0.3)
    #expect(stage.shownX(next.view) == caught)
    touch(stage, from: 150, to: 300, steps: 8, lift: true)
    stage.settle()
    #expect(stage.navigation.viewControllers.map(\.traceName) == ["root"])
    #expect(stage.onScreen == ["root"])
    #expect(stage.trace.appearanceViolations.isEmpty)
  }

  @Test func aBackSwipeAfterACatchIsAPlainSwipeAgain() {
    let (stage, _) = NavigationStage.pushing(for: 0.1)
    touch(stage, from: 200, to: 200, steps: 1, lift: true)
    stage.settle()
    #expect(stage.navigation.viewControllers.map(\.traceName) == ["root", "next"], "the tap let the push finish")
    stage.edgeDrag(to: 60, steps: 6, lift: false)
    stage.edgeDrag(to: 5, steps: 1, lift: false)
    stage.step(3)
    stage.lift(at: 5)
    stage.settle()
    #expect(stage.navigation.viewControllers.map(\.traceName) == ["root", "next"], "a swipe brought back cancels")
    #expect(stage.onScreen == ["next"])
  }

  @Test func aTouchAtTheEdgeDuringAPushIsTheBackSwipesNotACatch() {
    let (stage, next) = NavigationStage.pushing(for: 0.15)
    touch(stage, from: 5, to: 5, steps: 1, lift: false)
    let x = stage.shownX(next.view)
    stage.run(for: 0.1)
    #expect(stage.shownX(next.view) < x, "the push plays on under a finger resting at the edge")
  }
}
