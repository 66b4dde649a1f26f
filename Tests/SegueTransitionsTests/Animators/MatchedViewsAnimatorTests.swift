import SegueGeometry
import SegueTransitions
import SegueUI
import Testing

/// Shared elements: marked views fly between their frames, radii and alphas as pictures over
/// the background transition; unmatched views with modifiers leave and enter by them.
@MainActor
@Suite struct MatchedViewsAnimatorTests {
  /// A stage whose old page has a rounded 40 × 40 avatar at (20, 20) and whose new page has it
  /// 200 × 100 at (60, 200), square and at 0.5 alpha; both pages have an unmatched title.
  private func stage() -> (AnimatorStage, avatars: (View, View), titles: (View, View)) {
    let stage = AnimatorStage()
    let old = View(frame: Rect(x: 20, y: 20, width: 40, height: 40))
    old.layer.cornerRadius = 20
    old.transitionID = "avatar"
    let new = View(frame: Rect(x: 60, y: 200, width: 200, height: 100))
    new.transitionID = "avatar"
    new.alpha = 0.5
    let oldTitle = View(frame: Rect(x: 80, y: 20, width: 100, height: 20))
    oldTitle.transitionModifiers = [.fade, .translate(x: -100, y: 0)]
    let newTitle = View(frame: Rect(x: 60, y: 320, width: 200, height: 30))
    newTitle.transitionModifiers = [.scale(0.5)]
    stage.from.view.addSubview(old)
    stage.from.view.addSubview(oldTitle)
    stage.to.view.addSubview(new)
    stage.to.view.addSubview(newTitle)
    return (stage, (old, new), (oldTitle, newTitle))
  }

  @Test func aMatchedPairFliesBetweenFramesRadiiAndAlphasAsPictures() throws {
    let (stage, avatars, _) = stage()
    stage.scrub(MatchedViewsAnimator(), to: 0.5)
    let flight = try #require(stage.addedViews.first?.subviews.first)
    let shown = stage.shown(flight)
    #expect(shown.position == Point(x: (40 + 160) / 2, y: (40 + 250) / 2))
    #expect(shown.bounds.size == Size(width: 120, height: 70))
    #expect(shown.cornerRadius == 10 && shown.opacity == 0.75 && shown.masksToBounds)
    #expect(
      stage.shown(avatars.0).opacity == 0 && stage.shown(avatars.1).opacity == 0,
      "the real views are transparent while their pictures fly")
    let pictures = flight.subviews.map { stage.shown($0).opacity }
    #expect(pictures == [0.5, 0.5], "the pictures cross-fade")
    #expect(abs(stage.shown(stage.to.view).opacity - 0.5) < 1e-9, "over the fade")
  }

  @Test func unmatchedViewsLeaveAndEnterByTheirModifiers() {
    let (stage, _, titles) = stage()
    let interaction = stage.scrub(MatchedViewsAnimator(), to: 0.5)
    let leaving = stage.shown(titles.0)
    #expect(abs(leaving.opacity - 0.5) < 1e-9 && abs(leaving.transform.m41 + 50) < 1e-9)
    let entering = stage.shown(titles.1)
    #expect(abs(entering.transform.m11 - 0.75) < 1e-9 && entering.opacity == 1)
    interaction.finish()
    stage.run(for: 2)
    #expect(titles.0.alpha == 1 && titles.0.transform3D == .identity)
    #expect(titles.1.transform3D == .identity)
  }

  @Test(arguments: [true, false])
  func theEndLeavesEveryViewAsItWasWithoutPictures(finishes: Bool) {
    let (stage, avatars, _) = stage()
    let interaction = stage.scrub(MatchedViewsAnimator(background: .slide(from: .maxXEdge)), to: 0.4)
    #expect(stage.shown(stage.to.view).position.x == 160 + 0.6 * 320, "the new page slides in from the right")
    if finishes { interaction.finish() } else { interaction.cancel() }
    stage.run(for: 2)
    #expect(stage.addedViews.isEmpty)
    #expect(avatars.0.alpha == 1 && avatars.1.alpha == 0.5)
    #expect(avatars.0.frame == Rect(x: 20, y: 20, width: 40, height: 40))
    #expect(
      stage.container.subviews.count == 1
        && stage.container.subviews.first === (finishes ? stage.to.view : stage.from.view))
  }

  @Test func withoutABackgroundTheNewScreenShowsAtOnceUnderTheFlights() {
    let (stage, _, _) = stage()
    stage.scrub(MatchedViewsAnimator(background: .none), to: 0.2)
    #expect(stage.shown(stage.to.view).opacity == 1 && stage.shown(stage.to.view).position.x == 160)
    #expect(stage.addedViews.count == 1)
  }

  @Test func viewsMatchOnlyByIDAndOnlyWhenShown() {
    let (stage, avatars, _) = stage()
    let hidden = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    hidden.transitionID = "hidden"
    hidden.isHidden = true
    stage.from.view.addSubview(hidden)
    let other = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    other.transitionID = "hidden"
    stage.to.view.addSubview(other)
    avatars.1.transitionID = "face"
    stage.scrub(MatchedViewsAnimator(), to: 0.5)
    #expect(stage.addedViews.isEmpty, "no pair: a hidden view and different IDs do not match")
  }

  @Test func theRealViewsHandOverToTheFlightAtTheStartAndBackAtTheEnd() throws {
    let (stage, avatars, _) = stage()
    let interaction = stage.scrub(MatchedViewsAnimator(), to: 0)
    stage.step()
    let flight = try #require(stage.addedViews.first)
    #expect(stage.shown(avatars.0).opacity == 1 && stage.shown(flight).opacity == 0, "the old view shows first")
    interaction.update(1)
    stage.step()
    #expect(abs(stage.shown(avatars.1).opacity - 0.5) < 1e-4 && stage.shown(flight).opacity < 1e-4)
  }

  @Test func aMatchedViewInsideAnotherFliesOverItAndIsLeftOutOfItsPicture() throws {
    let (stage, avatars, _) = stage()
    let badge = View(frame: Rect(x: 5, y: 5, width: 10, height: 10))
    badge.transitionID = "badge"
    badge.backgroundColor = .red
    avatars.0.addSubview(badge)
    let arrivingBadge = View(frame: Rect(x: 150, y: 10, width: 40, height: 40))
    arrivingBadge.transitionID = "badge"
    avatars.1.addSubview(arrivingBadge)
    stage.scrub(MatchedViewsAnimator(), to: 0.5)
    let flights = stage.addedViews
    #expect(flights.count == 2)
    let avatarPicture = try #require(flights.first?.subviews.first?.subviews.first?.layer.contents)
    let badgePicture = try #require(flights.last?.subviews.first?.subviews.first?.layer.contents)
    #expect(badgePicture.width == 10, "the badge's own flight is on top")
    let red = avatarPicture[7, 7]
    #expect(red.red == 0 && red.alpha == 0, "the avatar's picture leaves the badge out: \(red)")
  }
}
