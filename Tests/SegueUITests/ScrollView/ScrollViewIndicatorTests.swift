import SegueGeometry
import SegueMotion
import SegueUI
import Testing

@MainActor
@Suite struct ScrollViewIndicatorTests {
  /// The vertical indicator: the scroll view's front-most subview.
  private func verticalBar(of scene: ScrollScene) -> View {
    scene.scrollView.subviews[scene.scrollView.subviews.count - 1]
  }
  /// The horizontal indicator: just behind the vertical one.
  private func horizontalBar(of scene: ScrollScene) -> View {
    scene.scrollView.subviews[scene.scrollView.subviews.count - 2]
  }

  @Test func theBarShowsTheVisibleFractionWhereTheContentIs() {
    let scene = ScrollScene()
    scene.scrollView.addSubview(View(frame: Rect(x: 0, y: 0, width: 300, height: 2000)))
    #expect(verticalBar(of: scene).alpha == 0)
    scene.drag(from: Point(x: 150, y: 300), velocity: Point(x: 0, y: -600), frames: 10, lift: false)
    let bar = verticalBar(of: scene)
    #expect(bar.alpha == 1 && !bar.isHidden)
    #expect(horizontalBar(of: scene).isHidden)
    // 400 of 2000 points show: a fifth of the 394-point track, 90/1600 of the way down.
    let length = 394.0 * 400 / 2000
    let expected = Rect(x: 294, y: 90 + 3 + 90.0 / 1600 * (394 - length), width: 3, height: length)
    #expect(abs(bar.frame.minY - expected.minY) < 1e-9 && abs(bar.frame.height - expected.height) < 1e-9)
    #expect(bar.frame.minX == expected.minX && bar.frame.width == expected.width)
    #expect(bar.layer.cornerRadius == 1.5)
  }

  @Test func theBarShrinksPastAnEdge() {
    let scene = ScrollScene()
    scene.drag(from: Point(x: 150, y: 100), velocity: Point(x: 0, y: 300), frames: 12, lift: false)
    let bar = verticalBar(of: scene)
    #expect(bar.frame.height < 394.0 * 400 / 2000 - 20)
    #expect(bar.frame.minY == scene.scrollView.bounds.minY + 3)
  }

  @Test func theBarFadesAfterScrollingStops() {
    let scene = ScrollScene()
    scene.drag(from: Point(x: 150, y: 300), velocity: Point(x: 0, y: -600), frames: 10, hold: 12)
    #expect(!scene.scrollView.isDecelerating)
    let bar = verticalBar(of: scene)
    scene.run(for: 0.45)
    #expect(bar.alpha == 1)
    scene.run(for: 0.2)
    #expect(bar.alpha > 0 && bar.alpha < 1)
    scene.run(for: 0.2)
    #expect(bar.alpha == 0)
  }

  @Test func hiddenIndicatorsStayHidden() {
    let scene = ScrollScene()
    scene.scrollView.showsVerticalScrollIndicator = false
    scene.drag(from: Point(x: 150, y: 300), velocity: Point(x: 0, y: -600), frames: 10, lift: false)
    #expect(verticalBar(of: scene).isHidden)
  }

  @Test func indicatorsTheAppRemovedComeBackWhenScrolling() {
    let scene = ScrollScene()
    for subview in scene.scrollView.subviews { subview.removeFromSuperview() }
    scene.scrollView.addSubview(View(frame: Rect(x: 0, y: 0, width: 300, height: 2000)))
    scene.drag(from: Point(x: 150, y: 300), velocity: Point(x: 0, y: -600), frames: 10, lift: false)
    #expect(scene.scrollView.subviews.count == 3)
    let bar = verticalBar(of: scene)
    #expect(bar.alpha == 1 && !bar.isHidden)
    #expect(bar.frame.width == 3)
  }
}
