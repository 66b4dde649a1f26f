import SegueGeometry
import SegueMotion
import SegueUI
import Testing

@MainActor
@Suite struct ScrollViewBounceTests {
  /// The rubber band's `f(x, d) = (1 − 1/(x · 0.55/d + 1)) · d`.
  private func rubberBand(_ overshoot: Double, _ dimension: Double) -> Double {
    (1 - 1 / (overshoot * 0.55 / dimension + 1)) * dimension
  }

  @Test(arguments: [20.0, 100.0, 200.0, 600.0])
  func contentDraggedPastTheTopRubberBands(overshoot: Double) {
    let scene = ScrollScene()
    // 5 pt a frame: the drag begins after 10 pt, then the content follows the finger.
    let frames = Int(overshoot / 5) + 2
    scene.drag(from: Point(x: 150, y: 100), velocity: Point(x: 0, y: 300), frames: frames, lift: false)
    #expect(scene.scrollView.isDragging)
    #expect(abs(scene.scrollView.contentOffset.y + rubberBand(overshoot, 400)) < 1e-9)
  }

  @Test func contentDraggedPastTheBottomRubberBandsByTheHeight() {
    let scene = ScrollScene(contentSize: Size(width: 300, height: 500))
    scene.drag(from: Point(x: 150, y: 390), velocity: Point(x: 0, y: -300), frames: 42, lift: false)
    // 100 pt to the end (offset 100), then 100 more past it.
    #expect(abs(scene.scrollView.contentOffset.y - (100 + rubberBand(100, 400))) < 1e-9)
  }

  @Test func releasedPastTheEdgeItSpringsBackWithinHalfASecond() throws {
    let scene = ScrollScene()
    scene.drag(from: Point(x: 150, y: 100), velocity: Point(x: 0, y: 300), frames: 22, hold: 12)
    let shown = -rubberBand(100, 400)
    let released = try #require(scene.recorder.releaseTime)
    #expect(abs(try #require(scene.recorder.releaseOffset).y - shown) < 1e-9)
    #expect(scene.recorder.calls.suffix(3) == ["willEndDragging", "didEndDragging true", "willBeginDecelerating"])
    var previous = shown
    while scene.recorder.endTime == nil, scene.clock.now < released + 2 {
      scene.application.step(scene.clock)
      let offset = scene.scrollView.contentOffset.y
      #expect(offset >= previous && offset <= 0)
      previous = offset
    }
    let settle = try #require(scene.recorder.endTime) - released
    #expect(settle > 0.3 && settle <= 0.5)
    #expect(scene.scrollView.contentOffset.y == 0)
  }

  @Test func aFlingIntoTheEndOvershootsThenSettlesOnIt() {
    let scene = ScrollScene(contentSize: Size(width: 300, height: 800))
    var furthest = 0.0
    scene.drag(from: Point(x: 150, y: 390), velocity: Point(x: 0, y: -1500), frames: 8)
    while scene.recorder.endTime == nil, scene.clock.now < 5 {
      scene.application.step(scene.clock)
      furthest = max(furthest, scene.scrollView.contentOffset.y)
    }
    #expect(furthest > 400 + 10)
    #expect(scene.scrollView.contentOffset.y == 400)
    #expect(scene.recorder.calls.last == "didEndDecelerating")
  }

  @Test func aHugeFlingOvershootsTheEndByAQuarterOfTheViewAtMost() {
    let scene = ScrollScene(contentSize: Size(width: 300, height: 800))
    scene.drag(from: Point(x: 150, y: 390), velocity: Point(x: 0, y: -12000), frames: 2)
    let furthest = scene.verticalOffsetsUntilRest().max() ?? 0
    // Without the cap the spring would carry on 271 pt past the end of this 400 pt view.
    #expect(furthest - 400 > 95 && furthest - 400 <= 100)
    #expect(scene.scrollView.contentOffset.y == 400)
  }

  @Test func withoutBouncingTheOffsetStaysWithinTheContent() {
    let scene = ScrollScene(contentSize: Size(width: 300, height: 800))
    scene.scrollView.bounces = false
    scene.drag(from: Point(x: 150, y: 100), velocity: Point(x: 0, y: 600), frames: 10, lift: false)
    #expect(scene.scrollView.contentOffset.y == 0)
    scene.drag(from: Point(x: 150, y: 390), velocity: Point(x: 0, y: -1500), frames: 8)
    var offsets: [Double] = []
    while scene.recorder.endTime == nil, scene.clock.now < 5 {
      scene.application.step(scene.clock)
      offsets.append(scene.scrollView.contentOffset.y)
    }
    #expect(offsets.allSatisfy { $0 >= 0 && $0 <= 400 })
    #expect(scene.scrollView.contentOffset.y == 400)
  }

  @Test func contentThatFitsDoesNotMoveUnlessItAlwaysBounces() {
    let scene = ScrollScene(contentSize: Size(width: 300, height: 300))
    scene.drag(from: Point(x: 150, y: 100), velocity: Point(x: 0, y: 600), frames: 10, lift: false)
    #expect(scene.scrollView.contentOffset.y == 0)
    #expect(!scene.scrollView.isDragging)
    let bouncing = ScrollScene(contentSize: Size(width: 300, height: 300))
    bouncing.scrollView.alwaysBounceVertical = true
    bouncing.drag(from: Point(x: 150, y: 100), velocity: Point(x: 0, y: 600), frames: 10, lift: false)
    #expect(bouncing.scrollView.contentOffset.y < -30)
  }
}
