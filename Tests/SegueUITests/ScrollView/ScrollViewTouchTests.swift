import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueUI
import Testing

@MainActor
@Suite struct ScrollViewTouchTests {
  /// Adds content with a tap recognizer to `scene`'s scroll view, and logs its taps.
  private func tappableContent(in scene: ScrollScene) -> Log {
    let taps = Log()
    let content = View(frame: Rect(x: 0, y: 0, width: 300, height: 2000))
    content.addGestureRecognizer(TapGestureRecognizer { _ in taps.append("tap") })
    scene.scrollView.addSubview(content)
    return taps
  }

  /// A tap at (150, 200) over the next two frames, then `seconds` of frames.
  private func tap(_ scene: ScrollScene, thenRun seconds: Double) {
    let t = scene.clock.now
    scene.application.enqueue([sample(.began, 150, 200, at: t + 1.0 / 60), sample(.ended, 150, 200, at: t + 2.0 / 60)])
    scene.run(for: seconds)
  }

  @Test func aTouchStopsTheDecelerationAndDoesNotReachTheContent() {
    let scene = ScrollScene()
    let taps = tappableContent(in: scene)
    scene.drag(from: Point(x: 150, y: 300), velocity: Point(x: 0, y: -1200), frames: 12)
    scene.run(for: 0.3)
    let stopped = scene.scrollView.contentOffset
    tap(scene, thenRun: 1)
    #expect(scene.scrollView.contentOffset == stopped)
    #expect(!scene.scrollView.isDecelerating)
    #expect(taps.entries.isEmpty)
    #expect(scene.recorder.calls.last == "didEndDecelerating")
  }

  @Test func aTapOnRestingContentReachesIt() {
    let scene = ScrollScene()
    let taps = tappableContent(in: scene)
    tap(scene, thenRun: 0.1)
    #expect(taps.entries == ["tap"])
  }

  @Test func aTouchCatchingTheBounceLetsItSpringBackOnLift() {
    let scene = ScrollScene()
    scene.drag(from: Point(x: 150, y: 100), velocity: Point(x: 0, y: 300), frames: 22, hold: 12)
    scene.run(for: 0.1)
    let caught = scene.scrollView.contentOffset.y
    #expect(caught < -5)
    let t = scene.clock.now
    scene.application.enqueue([sample(.began, 150, 200, at: t + 1.0 / 60)])
    scene.run(for: 0.2)
    #expect(scene.scrollView.contentOffset.y == caught)
    scene.application.enqueue([sample(.ended, 150, 200, at: scene.clock.now + 1.0 / 60)])
    scene.recorder.endTime = nil
    scene.runUntilRest()
    #expect(scene.scrollView.contentOffset.y == 0)
    #expect(scene.recorder.collapsedCalls.suffix(3) == ["willBeginDecelerating", "didScroll", "didEndDecelerating"])
  }

  @Test func aFingerCatchingTheBounceDragsOnFromWhereItShows() {
    let scene = ScrollScene()
    scene.drag(from: Point(x: 150, y: 100), velocity: Point(x: 0, y: 300), frames: 22, hold: 12)
    scene.run(for: 0.1)
    let caught = scene.scrollView.contentOffset.y
    scene.drag(from: Point(x: 150, y: 200), velocity: Point(x: 0, y: 600), frames: 1, lift: false)
    #expect(abs(scene.scrollView.contentOffset.y - caught) < 1e-9)
    #expect(scene.scrollView.isDragging)
    scene.application.enqueue([sample(.moved, 150, 190, at: scene.clock.now + 1.0 / 60)])
    scene.run(for: 1.0 / 60)
    #expect(scene.scrollView.contentOffset.y > caught)
  }

  @Test func aHorizontalScrollViewLeavesVerticalDragsToItsAncestor() {
    let scene = ScrollScene()
    let strip = ScrollView(frame: Rect(x: 0, y: 100, width: 300, height: 100))
    strip.contentSize = Size(width: 900, height: 100)
    scene.scrollView.addSubview(strip)
    scene.drag(from: Point(x: 150, y: 150), velocity: Point(x: 0, y: -600), frames: 10, lift: false)
    #expect(strip.contentOffset == .zero)
    #expect(scene.scrollView.contentOffset.y == 90)
  }

  @Test func aLockedDragMovesAlongTheAxisItStartedOn() {
    let scene = ScrollScene(contentSize: Size(width: 900, height: 2000))
    scene.scrollView.isDirectionalLockEnabled = true
    scene.drag(from: Point(x: 250, y: 300), velocity: Point(x: -600, y: -300), frames: 10, lift: false)
    #expect(scene.scrollView.contentOffset == Point(x: 90, y: 0))
  }

  @Test func aDiagonalDragIsNotLocked() {
    let scene = ScrollScene(contentSize: Size(width: 900, height: 2000))
    scene.scrollView.isDirectionalLockEnabled = true
    scene.drag(from: Point(x: 250, y: 300), velocity: Point(x: -600, y: -550), frames: 10, lift: false)
    #expect(scene.scrollView.contentOffset.x > 80)
    #expect(scene.scrollView.contentOffset.y > 80)
  }

  @Test func aScrollViewWithScrollingOffIgnoresDrags() {
    let scene = ScrollScene()
    scene.scrollView.isScrollEnabled = false
    scene.drag(from: Point(x: 150, y: 300), velocity: Point(x: 0, y: -600), frames: 10)
    #expect(scene.scrollView.contentOffset == .zero)
    #expect(scene.recorder.calls.isEmpty)
  }

  @Test(arguments: [2000.0, 300.0])
  func aRecognizerRequiringThePanToFailBeginsOnlyWhenTheContentCannotScroll(contentHeight: Double) {
    let scene = ScrollScene(contentSize: Size(width: 300, height: contentHeight))
    let log = Log()
    let outer = PanGestureRecognizer { log.append("outer \($0.state)") }
    outer.require(toFail: scene.scrollView.panGestureRecognizer)
    scene.window.addGestureRecognizer(outer)
    scene.drag(from: Point(x: 150, y: 300), velocity: Point(x: 0, y: -600), frames: 10)
    let scrolls = contentHeight > 400
    #expect((scene.scrollView.contentOffset.y > 0) == scrolls)
    #expect(log.entries.first == (scrolls ? nil : "outer began"))
  }
}
