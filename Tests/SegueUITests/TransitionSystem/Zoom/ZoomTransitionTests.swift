import SegueGeometry
import SegueTestSupport
import SegueUI
import Testing

/// iOS 18's zoom transition in a navigation stack and a presentation: the detail grows out of
/// the list's cell and shrinks back into the cell the provider names then; dragging the detail
/// down dismisses it.
@MainActor
@Suite struct ZoomTransitionTests {
  @Test func aPushGrowsTheDetailOutOfTheCellRoundedAsItIs() throws {
    let fixture = ZoomFixture()
    fixture.navigation.pushViewController(fixture.detail, animated: true)
    fixture.step()
    let clip = try #require(fixture.clip, "the detail zooms inside a clipping view")
    let start = fixture.shownFrame(clip)
    #expect(start.isClose(to: fixture.frame(of: fixture.cells[0]), tolerance: 2), "\(start)")
    #expect(fixture.shown(clip).cornerRadius > 10)
    #expect(fixture.cells[0].isHidden, "the detail stands for the cell")
    fixture.run(for: 0.1)
    let middle = fixture.shownFrame(clip)
    #expect(middle.width > start.width && middle.width < 390)
    fixture.run(for: 1)
    #expect(fixture.clip == nil && fixture.detail.view.superview != nil)
    #expect(fixture.detail.view.frame.size == fixture.detail.view.superview?.bounds.size)
    #expect(fixture.detail.view.transform3D == .identity && !fixture.cells[0].isHidden)
    #expect(fixture.detail.appearanceState == .appeared && fixture.providerCalls == 1)
  }

  @Test func aPopAsksForTheSourceAgainAndShrinksIntoTheCellItNames() throws {
    let fixture = ZoomFixture()
    fixture.navigation.pushViewController(fixture.detail, animated: true)
    fixture.run(for: 1)
    fixture.sourceIndex = 2
    fixture.navigation.popViewController(animated: true)
    fixture.step()
    #expect(fixture.providerCalls == 2)
    #expect(fixture.cells[2].isHidden && !fixture.cells[0].isHidden)
    let clip = try #require(fixture.clip)
    fixture.run(for: ZoomFixture.nearlyDone)
    #expect(fixture.shownFrame(clip).isClose(to: fixture.frame(of: fixture.cells[2]), tolerance: 3))
    fixture.run(for: 1)
    #expect(fixture.navigation.topViewController === fixture.list && fixture.detail.view.window == nil)
    #expect(!fixture.cells[2].isHidden && fixture.detail.appearanceState == .disappeared)
  }

  @Test func theAlignmentRectLinesUpWithTheSource() throws {
    var options = ViewController.Transition.ZoomOptions()
    options.alignmentRectProvider = { _ in Rect(x: 0, y: 0, width: 390, height: 300) }
    let fixture = ZoomFixture(options: options)
    fixture.navigation.pushViewController(fixture.detail, animated: true)
    fixture.step()
    // The top 390 × 300 fills the 160 × 120 cell: scale max(160/390, 120/300) = 0.41.
    let shown = fixture.shown(fixture.detail.view)
    #expect(abs(shown.transform.m11 - 160.0 / 390) < 1e-6)
    // The alignment rect's middle (195, 150) sits at the cell's middle.
    let middleOfRect = 60 - (150 - 422) * (160.0 / 390)
    #expect(abs(shown.position.y - middleOfRect) < 1e-6)
  }

  @Test func thePresentationZoomsInAndTheDismissalOut() throws {
    let fixture = ZoomFixture()
    fixture.list.present(fixture.detail, animated: true)
    fixture.step()
    #expect(fixture.clip != nil && fixture.cells[0].isHidden)
    fixture.run(for: 1)
    #expect(
      fixture.clip == nil && fixture.detail.view.window != nil && fixture.detail.view.frame == fixture.window.bounds)
    fixture.detail.dismiss(animated: true)
    fixture.step()
    #expect(fixture.clip != nil)
    fixture.run(for: 1)
    #expect(fixture.detail.presentingViewController == nil && fixture.detail.view.window == nil)
    #expect(!fixture.cells[0].isHidden)
  }

  @Test func dimmingDeepensBehindTheZoomInTheColourAsked() throws {
    var options = ViewController.Transition.ZoomOptions()
    options.dimmingColor = Color(red: 0, green: 0, blue: 0.5, alpha: 0.4)
    let fixture = ZoomFixture(options: options)
    fixture.navigation.pushViewController(fixture.detail, animated: true)
    fixture.step()
    let clip = try #require(fixture.clip)
    let container = try #require(clip.superview)
    let dimming = try #require(container.subviews.first { $0.backgroundColor == options.dimmingColor })
    let early = fixture.shown(dimming).opacity
    fixture.run(for: 0.2)
    #expect(early < fixture.shown(dimming).opacity)
    fixture.run(for: 1)
    #expect(dimming.superview == nil)
  }

  @Test func draggingTheDetailDownFollowsTheFingerShrinksAndPopsIntoTheCell() throws {
    let fixture = ZoomFixture()
    fixture.navigation.pushViewController(fixture.detail, animated: true)
    fixture.run(for: 1)
    fixture.drag(from: Point(x: 195, y: 400), by: Vector(dx: 30, dy: 240), lifts: false)
    let clip = try #require(fixture.clip, "the drag began the dismissal")
    let shown = fixture.shown(clip).transform
    #expect(shown.m11 < 1 && shown.m11 > 0.8, "shrinks as it comes down: \(shown.m11)")
    // The point under the finger (195, 400) stays under it at (225, 640).
    let grabbed = Point(x: 195 - 195, y: 400 - 422)
    let now = Point(x: 195 + grabbed.x * shown.m11 + shown.m41, y: 422 + grabbed.y * shown.m22 + shown.m42)
    #expect(abs(now.x - 225) < 1 && abs(now.y - 640) < 1, "\(now)")
    fixture.lift(at: Point(x: 225, y: 660))
    fixture.run(for: 1)
    #expect(fixture.navigation.topViewController === fixture.list)
    #expect(fixture.detail.appearanceState == .disappeared && !fixture.cells[0].isHidden && fixture.clip == nil)
  }

  /// How far down the view moves in the frame after a release that finishes, from where the
  /// finger left it: the finger moving on at 20 points a frame (`flick`) or at rest.
  private func firstMoveAfterRelease(flick: Bool) throws -> Double {
    let fixture = ZoomFixture()
    fixture.navigation.pushViewController(fixture.detail, animated: true)
    fixture.run(for: 1)
    fixture.drag(from: Point(x: 195, y: 400), by: Vector(dx: 0, dy: 240), lifts: false)
    if !flick { fixture.hold(at: Point(x: 195, y: 640), frames: 6) }
    let clip = try #require(fixture.clip)
    fixture.lift(at: Point(x: 195, y: flick ? 660 : 640))
    let lifted = fixture.shownFrame(clip).midY
    fixture.step()
    let after = fixture.shownFrame(clip).midY
    fixture.run(for: 1)
    #expect(fixture.navigation.topViewController === fixture.list)
    return after - lifted
  }

  /// The spring into the cell (up and left) starts at the finger's downward speed: in the first
  /// frame the view comes back up most of a finger's frame of travel (20 points) less than from
  /// rest (the stiff spring's pull takes the rest).
  @Test func theReleaseStartsAtTheFingersSpeed() throws {
    let carried = try firstMoveAfterRelease(flick: true)
    let fromRest = try firstMoveAfterRelease(flick: false)
    #expect(carried - fromRest > 12, "carried \(carried), from rest \(fromRest)")
  }

  @Test func aShortSlowDragSpringsBackAndKeepsTheDetail() {
    let fixture = ZoomFixture()
    fixture.navigation.pushViewController(fixture.detail, animated: true)
    fixture.run(for: 1)
    fixture.drag(from: Point(x: 195, y: 400), by: Vector(dx: 0, dy: 60), flick: false)
    fixture.run(for: 1)
    #expect(fixture.navigation.topViewController === fixture.detail)
    #expect(fixture.detail.appearanceState == .appeared && fixture.clip == nil)
    #expect(fixture.detail.view.transform3D == .identity && fixture.detail.view.frame.origin == .zero)
    #expect(!fixture.cells[0].isHidden)
  }

  @Test func aFlickDownFromALittleWayFinishes() {
    let fixture = ZoomFixture()
    fixture.navigation.pushViewController(fixture.detail, animated: true)
    fixture.run(for: 1)
    fixture.drag(from: Point(x: 195, y: 400), by: Vector(dx: 0, dy: 60), steps: 4)
    fixture.run(for: 1)
    #expect(fixture.navigation.topViewController === fixture.list)
  }

  @Test func theOptionsCanRefuseTheDragAndSidewaysDragsDoNotDismiss() {
    var options = ViewController.Transition.ZoomOptions()
    options.interactiveDismissShouldBegin = { context in context.location.y > 600 }
    let fixture = ZoomFixture(options: options)
    fixture.navigation.pushViewController(fixture.detail, animated: true)
    fixture.run(for: 1)
    fixture.drag(from: Point(x: 195, y: 300), by: Vector(dx: 0, dy: 300))
    fixture.run(for: 1)
    #expect(fixture.navigation.topViewController === fixture.detail, "refused above y 600")
    // Leftward: a rightward drag is the content back swipe's.
    fixture.drag(from: Point(x: 300, y: 650), by: Vector(dx: -200, dy: 10))
    fixture.run(for: 1)
    #expect(fixture.navigation.topViewController === fixture.detail, "sideways")
    fixture.drag(from: Point(x: 195, y: 620), by: Vector(dx: 0, dy: 200))
    fixture.run(for: 1)
    #expect(fixture.navigation.topViewController === fixture.list, "allowed below y 600")
  }

  @Test func theEdgeSwipeScrubsTheZoomOutAndFinishesOrCancels() throws {
    for finishes in [true, false] {
      let fixture = ZoomFixture()
      fixture.navigation.pushViewController(fixture.detail, animated: true)
      fixture.run(for: 1)
      fixture.drag(from: Point(x: 2, y: 400), by: Vector(dx: finishes ? 300 : 60, dy: 0), lifts: false)
      let clip = try #require(fixture.clip, "the edge swipe pops through the zoom")
      let scrubbed = fixture.shownFrame(clip).width
      #expect(scrubbed < 390 && scrubbed > 160, "\(scrubbed)")
      #expect(fixture.cells[0].isHidden)
      fixture.lift(at: Point(x: finishes ? 302 : 62, y: 400))
      fixture.run(for: 1)
      let top: ViewController = finishes ? fixture.list : fixture.detail
      #expect(fixture.navigation.topViewController === top && fixture.clip == nil && !fixture.cells[0].isHidden)
      #expect(fixture.detail.view.transform3D == .identity)
      #expect(fixture.detail.appearanceState == (finishes ? .disappeared : .appeared))
    }
  }

  @Test func underReducedMotionTheDetailDissolvesInPlaceAndTheDragFadesIt() throws {
    let fixture = ZoomFixture()
    fixture.application.isReduceMotionEnabled = true
    fixture.navigation.pushViewController(fixture.detail, animated: true)
    fixture.run(for: 0.1)
    let clip = try #require(fixture.clip)
    #expect(fixture.shownFrame(clip).size == fixture.detail.view.bounds.size, "full size throughout")
    let opacity = fixture.shown(clip).opacity
    #expect(opacity > 0 && opacity < 1 && !fixture.cells[0].isHidden, "\(opacity)")
    fixture.run(for: 1)
    fixture.drag(from: Point(x: 195, y: 400), by: Vector(dx: 0, dy: 240), lifts: false)
    let dragged = try #require(fixture.clip)
    #expect(fixture.shown(dragged).transform == .identity)
    #expect(abs(fixture.shown(dragged).opacity - (1 - 240.0 / 844)) < 0.05)
    fixture.lift(at: Point(x: 195, y: 660))
    fixture.run(for: 1)
    #expect(fixture.navigation.topViewController === fixture.list && fixture.clip == nil)
  }

  @Test func aDelegatesAnimatorComesFirst() {
    let fixture = ZoomFixture()
    let delegate = SlideOnlyDelegate()
    fixture.navigation.delegate = delegate
    fixture.navigation.pushViewController(fixture.detail, animated: true)
    fixture.step()
    #expect(fixture.clip == nil && fixture.providerCalls == 0)
    fixture.run(for: 1)
    #expect(fixture.navigation.topViewController === fixture.detail)
  }
}
