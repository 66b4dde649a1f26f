import SegueGeometry
import SegueTestSupport
import SegueUI
import Testing

/// The zoom's drag to dismiss over a view controller's life: it comes with the view controller
/// however it was shown, never wedges when another transition takes its request, and leaves no
/// transition issue behind.
@MainActor
@Suite struct ZoomDragLifecycleTests {
  /// A drag down the middle of the detail that lifts while moving: enough to dismiss.
  private func dismissingDrag(_ fixture: ZoomFixture) {
    fixture.drag(from: Point(x: 195, y: 400), by: Vector(dx: 0, dy: 240))
    fixture.run(for: 1)
  }

  @Test func aPresentedDetailIsDraggedDownIntoItsCell() throws {
    let fixture = ZoomFixture()
    let ((), issues) = TransitionDiagnostics.collectingIssues {
      fixture.list.present(fixture.detail, animated: true)
      fixture.run(for: 1)
      fixture.drag(from: Point(x: 195, y: 400), by: Vector(dx: 0, dy: 240), lifts: false)
      #expect(fixture.clip != nil && fixture.cells[0].isHidden)
      fixture.lift(at: Point(x: 195, y: 660))
      fixture.run(for: 1)
    }
    #expect(fixture.detail.presentingViewController == nil && fixture.detail.view.window == nil)
    #expect(!fixture.cells[0].isHidden && issues.isEmpty, "\(issues)")
  }

  @Test func aSecondDragWorksAfterACancelledOne() {
    let fixture = ZoomFixture()
    fixture.navigation.pushViewController(fixture.detail, animated: true)
    fixture.run(for: 1)
    fixture.drag(from: Point(x: 195, y: 400), by: Vector(dx: 0, dy: 60), flick: false)
    fixture.run(for: 1)
    #expect(fixture.navigation.topViewController === fixture.detail)
    dismissingDrag(fixture)
    #expect(fixture.navigation.topViewController === fixture.list)
  }

  @Test func aDragWaitsWhileTheDetailPresentsSomethingAndWorksAfter() {
    let fixture = ZoomFixture()
    fixture.navigation.pushViewController(fixture.detail, animated: true)
    fixture.run(for: 1)
    let sheet = ViewController()
    sheet.modalPresentationStyle = .overFullScreen
    fixture.detail.present(sheet, animated: false)
    fixture.step()
    dismissingDrag(fixture)
    #expect(fixture.navigation.topViewController === fixture.detail && sheet.presentingViewController != nil)
    sheet.dismiss(animated: false)
    fixture.step()
    dismissingDrag(fixture)
    #expect(fixture.navigation.topViewController === fixture.list)
  }

  @Test func aDelegateThatTakesThePopLeavesTheDragReadyForNextTime() {
    let fixture = ZoomFixture()
    let delegate = PopsOwnWay()
    fixture.navigation.delegate = delegate
    fixture.navigation.pushViewController(fixture.detail, animated: true)
    fixture.run(for: 1)
    dismissingDrag(fixture)
    #expect(fixture.navigation.topViewController === fixture.list, "popped the delegate's way")
    fixture.navigation.delegate = nil
    fixture.navigation.pushViewController(fixture.detail, animated: true)
    fixture.run(for: 1)
    dismissingDrag(fixture)
    #expect(fixture.navigation.topViewController === fixture.list, "the drag pops again")
    #expect(fixture.clip == nil)
  }

  @Test func aDetailShownWithoutAnimationCanBeDraggedAway() {
    let fixture = ZoomFixture()
    fixture.navigation.pushViewController(fixture.detail, animated: false)
    fixture.run(for: 0.5)
    dismissingDrag(fixture)
    #expect(fixture.navigation.topViewController === fixture.list)
  }

  @Test func aDetailThatNoLongerPrefersTheZoomIsNotDragged() {
    let fixture = ZoomFixture()
    fixture.navigation.pushViewController(fixture.detail, animated: true)
    fixture.run(for: 1)
    fixture.detail.preferredTransition = nil
    dismissingDrag(fixture)
    #expect(fixture.navigation.topViewController === fixture.detail)
  }

  @Test func aPresentedViewWithoutAFrameZoomsAtItsFullSize() throws {
    let fixture = ZoomFixture()
    let bare = FramelessController()
    bare.preferredTransition = fixture.detail.preferredTransition
    fixture.list.present(bare, animated: true)
    fixture.step()
    let clip = try #require(bare.view.superview)
    #expect(clip.clipsToBounds && bare.view.bounds.size == fixture.window.bounds.size)
    let scale = fixture.shown(bare.view).transform.m11
    #expect(scale.isFinite && scale > 0 && scale < 1, "\(scale)")
    fixture.run(for: 1)
    #expect(bare.view.frame == fixture.window.bounds)
  }
}
