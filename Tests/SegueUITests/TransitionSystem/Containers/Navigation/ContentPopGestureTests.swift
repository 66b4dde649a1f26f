import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueUI
import Testing

/// The content back swipe: a rightward drag anywhere in the content pops as the edge swipe
/// does, and leaves the touch to what in the content claims it first.
@MainActor
@Suite struct ContentPopGestureTests {
  /// Queues a one-finger drag from `start` to `end` a frame apart per step, and runs it.
  private func drag(_ stage: NavigationStage, from start: Point, to end: Point, lift: Bool = true) {
    let frame = stage.application.frameScheduler.frameDuration
    stage.application.enqueue(
      SegueTestSupport.drag(from: start, to: end, at: stage.clock.now + frame, steps: 10, interval: frame, lift: lift))
    stage.run(for: frame * 13)
  }

  /// A horizontal scroll view over the whole of `controller`'s view, three pages wide.
  private func pager(in controller: ViewController, stage: NavigationStage) -> ScrollView {
    let scrollView = ScrollView(frame: stage.window.bounds)
    scrollView.contentSize = Size(width: stage.width * 3, height: stage.window.bounds.height)
    controller.view.addSubview(scrollView)
    return scrollView
  }

  @Test func aRightwardDragInTheMiddleScrubsAndFinishesThePop() {
    let (stage, next) = NavigationStage.withTwoPages()
    #expect(stage.navigation.interactiveContentPopGestureRecognizer?.isEnabled == true)
    let y = stage.window.bounds.height / 2
    drag(stage, from: Point(x: 150, y: y), to: Point(x: 250, y: y), lift: false)
    #expect(stage.onScreen == ["root", "next"])
    #expect(isClose(stage.shownX(next.view), 100, tolerance: 1e-6), "the page follows the finger")
    let frame = stage.application.frameScheduler.frameDuration
    stage.application.enqueue(
      (1...5).map { step in
        TouchInput(
          identifier: 0, location: Point(x: 250 + 26 * Double(step), y: y), phase: step == 5 ? .ended : .moved,
          timestamp: stage.clock.now + frame * Double(step))
      })
    stage.settle()
    #expect(stage.onScreen == ["root"])
    #expect(stage.navigation.viewControllers.map(\.traceName) == ["root"])
  }

  @Test func aLeftwardOrVerticalDragLeavesThePageAlone() {
    let (stage, _) = NavigationStage.withTwoPages()
    let y = stage.window.bounds.height / 2
    drag(stage, from: Point(x: 300, y: y), to: Point(x: 150, y: y))
    drag(stage, from: Point(x: 200, y: 200), to: Point(x: 230, y: 500))
    stage.settle()
    #expect(stage.navigation.viewControllers.map(\.traceName) == ["root", "next"])
  }

  @Test func aScrollViewThatCanScrollBackKeepsTheDrag() {
    let (stage, next) = NavigationStage.withTwoPages()
    let scrollView = pager(in: next, stage: stage)
    scrollView.contentOffset = Point(x: stage.width, y: 0)
    let y = stage.window.bounds.height / 2
    drag(stage, from: Point(x: 150, y: y), to: Point(x: 250, y: y))
    stage.settle()
    #expect(stage.navigation.viewControllers.map(\.traceName) == ["root", "next"])
    #expect(scrollView.contentOffset.x < stage.width, "the content scrolled back")
  }

  @Test func aScrollViewAtItsLeadingEdgeHandsTheDragToThePop() {
    let (stage, next) = NavigationStage.withTwoPages()
    let scrollView = pager(in: next, stage: stage)
    let y = stage.window.bounds.height / 2
    drag(stage, from: Point(x: 150, y: y), to: Point(x: 380, y: y))
    stage.settle()
    #expect(scrollView.contentOffset.x == 0)
    #expect(stage.navigation.viewControllers.map(\.traceName) == ["root"])
  }

  @Test func aLeftwardDragStillScrollsAScrollViewAtItsLeadingEdge() {
    let (stage, next) = NavigationStage.withTwoPages()
    let scrollView = pager(in: next, stage: stage)
    let y = stage.window.bounds.height / 2
    drag(stage, from: Point(x: 300, y: y), to: Point(x: 200, y: y))
    stage.settle()
    #expect(scrollView.contentOffset.x > 0)
    #expect(stage.navigation.viewControllers.map(\.traceName) == ["root", "next"])
  }

  @Test func aDisabledContentPopLeavesOnlyTheEdge() {
    let (stage, _) = NavigationStage.withTwoPages()
    stage.navigation.interactiveContentPopGestureRecognizer?.isEnabled = false
    let y = stage.window.bounds.height / 2
    drag(stage, from: Point(x: 150, y: y), to: Point(x: 380, y: y))
    stage.settle()
    #expect(stage.navigation.viewControllers.map(\.traceName) == ["root", "next"])
  }

  @Test func aScrollViewOnTheRootPageStillPullsPastItsEdge() {
    let stage = NavigationStage()
    stage.settle()
    let scrollView = pager(in: stage.root, stage: stage)
    let y = stage.window.bounds.height / 2
    let frame = stage.application.frameScheduler.frameDuration
    stage.application.enqueue(
      SegueTestSupport.drag(
        from: Point(x: 150, y: y), to: Point(x: 250, y: y), at: stage.clock.now + frame, steps: 10, interval: frame,
        lift: false))
    stage.run(for: frame * 12)
    #expect(scrollView.contentOffset.x < 0, "nothing to pop: the drag pulls the content past its edge")
  }

  @Test func anAppsPanOnTheNavigationControllersViewKeepsItsDrags() {
    let (stage, _) = NavigationStage.withTwoPages()
    var began = 0
    let pan = PanGestureRecognizer { recognizer in if recognizer.state == .began { began += 1 } }
    stage.navigation.view.addGestureRecognizer(pan)
    let y = stage.window.bounds.height / 2
    drag(stage, from: Point(x: 150, y: y), to: Point(x: 380, y: y))
    stage.settle()
    #expect(began == 1, "the app's pan did not get the drag")
    #expect(stage.navigation.viewControllers.map(\.traceName) == ["root", "next"])
  }
}
