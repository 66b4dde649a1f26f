import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueUI
import Testing

/// The navigation bar follows the zoom's drag to dismiss as it follows the edge swipe: held
/// where the finger holds the transition, then carried to the end the release chooses, or back.
@MainActor
@Suite struct ZoomDragChromeTests {
  /// The bar as it shows now.
  private func bar(_ fixture: ZoomFixture) -> RenderLayer {
    fixture.navigation.navigationBar.layer.renderTree(at: fixture.clock.now)
  }

  /// A pushed detail, the finger a quarter of the screen down it and held there.
  private func heldDrag() -> (ZoomFixture, before: RenderLayer, held: RenderLayer) {
    let fixture = ZoomFixture()
    fixture.detail.navigationItem.title = "Detail"
    fixture.list.navigationItem.title = "List"
    fixture.navigation.pushViewController(fixture.detail, animated: true)
    fixture.run(for: 1)
    let before = bar(fixture)
    fixture.drag(from: Point(x: 195, y: 400), by: Vector(dx: 0, dy: 211), lifts: false)
    fixture.hold(at: Point(x: 195, y: 611), frames: 4)
    return (fixture, before, bar(fixture))
  }

  @Test func theBarHoldsWhereTheFingerHolds() {
    let (fixture, before, held) = heldDrag()
    let moved = held != before
    #expect(moved, "the bar did not move with the drag")
    fixture.hold(at: Point(x: 195, y: 611), frames: 30)
    let still = bar(fixture) == held
    #expect(still, "the bar moved while the finger held still")
  }

  @Test func aCancelledDragPutsTheBarBack() {
    let (fixture, before, _) = heldDrag()
    fixture.hold(at: Point(x: 195, y: 400), frames: 8)
    fixture.lift(at: Point(x: 195, y: 400))
    fixture.run(for: 1)
    #expect(fixture.navigation.topViewController === fixture.detail)
    let putBack = bar(fixture) == before
    #expect(putBack)
  }

  @Test func aFinishedDragShowsTheListsBar() {
    let (fixture, _, _) = heldDrag()
    fixture.lift(at: Point(x: 195, y: 640))
    fixture.run(for: 1)
    #expect(fixture.navigation.topViewController === fixture.list)
    let shown = bar(fixture)
    let settled = ZoomFixture()
    settled.list.navigationItem.title = "List"
    settled.run(for: 1)
    let same = shown == bar(settled)
    #expect(same)
  }

  @Test func aCancelledDragDoesNotReplayAnAlongsideAnimation() {
    let (fixture, _, _) = heldDrag()
    let badge = View(frame: Rect(x: 300, y: 780, width: 40, height: 40))
    badge.backgroundColor = .red
    fixture.window.addSubview(badge)
    fixture.detail.transitionCoordinator?.animate(
      alongsideTransition: { _ in badge.alpha = 0 },
      completion: { context in if context.isCancelled { badge.alpha = 1 } })
    fixture.hold(at: Point(x: 195, y: 400), frames: 8)
    fixture.lift(at: Point(x: 195, y: 400))
    fixture.run(for: 0.6)
    #expect(fixture.navigation.topViewController === fixture.detail)
    var shown: [Double] = []
    for _ in 0..<20 {
      fixture.step()
      shown.append(fixture.shown(badge).opacity)
    }
    #expect(shown.allSatisfy { $0 == 1 }, "the badge's fade played again after the cancel: \(shown)")
  }
}
