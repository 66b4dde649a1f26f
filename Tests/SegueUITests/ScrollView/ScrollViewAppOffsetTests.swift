import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueUI
import Testing

/// A scroll view that counts its layout passes, as tiling code relies on them.
private final class CountingScrollView: ScrollView {
  var layouts = 0

  override func layoutSubviews() {
    super.layoutSubviews()
    layouts += 1
  }
}

/// The app moving the content while a finger or a motion moves it too.
@MainActor
@Suite struct ScrollViewAppOffsetTests {
  @Test func aDragCarriesOnFromAnOffsetTheAppSet() {
    let scene = ScrollScene()
    scene.drag(from: Point(x: 150, y: 300), velocity: Point(x: 0, y: -600), frames: 10, lift: false)
    #expect(scene.scrollView.contentOffset.y == 90)
    scene.scrollView.contentOffset.y = 1000
    // The finger, at y = 200, moves 30 pt down.
    scene.application.enqueue([sample(.moved, 150, 230, at: scene.clock.now + 1.0 / 60)])
    scene.run(for: 1.0 / 60)
    #expect(scene.scrollView.contentOffset.y == 970)
    #expect(scene.scrollView.isDragging)
  }

  @Test func recenteringInDidScrollKeepsTheFlingGoing() throws {
    let scene = ScrollScene(contentSize: Size(width: 300, height: 3000))
    var recenters = 0
    scene.recorder.onCall = { call, scrollView in
      guard call == "didScroll", scrollView.contentOffset.y > 800 else { return }
      recenters += 1
      scrollView.contentOffset.y -= 500
    }
    scene.drag(from: Point(x: 150, y: 300), velocity: Point(x: 0, y: -2400), frames: 10)
    let target = try #require(scene.recorder.offeredTarget).y
    let offsets = scene.verticalOffsetsUntilRest()
    // 390 + 2400 · 0.4995 ≈ 1589: the fling passes 800 twice, and rests 1000 pt before its target.
    #expect(recenters == 2)
    #expect(scene.scrollView.contentOffset.y == target - 1000)
    #expect(offsets.allSatisfy { $0 <= 800 })
  }

  @Test func everyOffsetChangeAsksForLayout() {
    let scene = ScrollScene()
    let scrollView = CountingScrollView(frame: Rect(x: 0, y: 0, width: 300, height: 400))
    scrollView.contentSize = Size(width: 300, height: 2000)
    scene.window.addSubview(scrollView)
    scene.application.runFrame()
    let before = scrollView.layouts
    for step in 1...5 {
      scrollView.contentOffset = Point(x: 0, y: Double(step) * 10)
      scene.application.step(scene.clock)
    }
    #expect(scrollView.layouts - before == 5)
  }

  @Test func aFlingLaysTheContentOutEveryFrame() {
    let scene = ScrollScene()
    let scrollView = CountingScrollView(frame: Rect(x: 0, y: 0, width: 300, height: 400))
    scrollView.contentSize = Size(width: 300, height: 2000)
    scene.window.addSubview(scrollView)
    scene.drag(from: Point(x: 150, y: 300), velocity: Point(x: 0, y: -1200), frames: 12)
    let before = scrollView.layouts
    scene.run(for: 0.5)
    #expect(scrollView.isDecelerating)
    #expect(scrollView.layouts - before == 30)
  }
}
