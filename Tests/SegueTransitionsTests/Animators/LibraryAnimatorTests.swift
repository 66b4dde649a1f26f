import SegueGeometry
import SegueImage
import SegueTransitions
import SegueUI
import Testing

/// What each of VCTransitionsLibrary's animators shows part way, scrubbed (linear) on a
/// 320 × 480 stage.
@MainActor
@Suite struct LibraryAnimatorTests {
  @Test func aTurnedPageTurnsAboutItsHingeWithItsFreeEdgeTowardsTheViewer() {
    for hinge in RectEdge.allCases {
      let stage = AnimatorStage()
      stage.scrub(TurnAnimator(hinge: hinge), to: 0.5)
      let page = stage.shown(stage.from.view)
      let anchor = page.anchorPoint
      // The hinge's middle stays where it was on the flat screen.
      let hingePoint = Point(x: anchor.x * stage.width, y: anchor.y * stage.height)
      #expect(page.position == hingePoint, "\(hinge)")
      // Half way through a quarter turn; the far edge comes forward (z > 0).
      let farEdge = Point(x: (0.5 - anchor.x) * 2 * stage.width, y: (0.5 - anchor.y) * 2 * stage.height)
      let turned = page.transform.homogeneous(SIMD4(farEdge.x, farEdge.y, 0, 1))
      let length = (farEdge.x * farEdge.x + farEdge.y * farEdge.y).squareRoot()
      #expect(abs(turned.z - length * (0.5).squareRoot()) < 1e-6, "\(hinge): \(turned)")
      #expect(stage.container.subviews.first === stage.to.view, "the new screen waits beneath")
    }
  }

  @Test func aPageTurnedBackComesDownOntoTheOldScreenAndLosesItsHingeAtTheEnd() {
    let stage = AnimatorStage()
    let interaction = stage.scrub(TurnAnimator(reverse: true), to: 0.25)
    #expect(stage.container.subviews.last === stage.to.view)
    #expect(stage.shown(stage.to.view).anchorPoint == Point(x: 0, y: 0.5))
    interaction.finish()
    stage.run(for: 2)
    #expect(stage.to.view.layer.anchorPoint == Point(x: 0.5, y: 0.5))
    #expect(stage.to.view.frame == stage.container.bounds)
  }

  @Test func theCardsRecedeThenTheNewCardComesUpPastItsPlace() {
    let stage = AnimatorStage()
    let interaction = stage.scrub(CardsAnimator(), to: 0.2)
    #expect(abs(stage.shown(stage.from.view).opacity - 0.8) < 1e-9, "half way to 60 %")
    #expect(stage.shown(stage.to.view).position.y == stage.height * 1.5, "the new card waits below")
    interaction.update(0.8)
    stage.step()
    #expect(abs(stage.shown(stage.to.view).position.y - (stage.height / 2 - CardsAnimator.overshoot)) < 1e-9)
    #expect(abs(stage.shown(stage.from.view).opacity - 0.6) < 1e-9)
  }

  @Test func theTopCardDropsOffTheDeck() {
    let stage = AnimatorStage()
    stage.scrub(CardsAnimator(reverse: true), to: 0.25)
    #expect(stage.shown(stage.from.view).position.y == stage.height, "half way down")
    #expect(stage.container.subviews.last === stage.from.view)
    #expect(abs(stage.shown(stage.to.view).transform.m11 - 0.6) < 1e-9, "the card beneath waits at 60 %")
  }

  @Test func thePortalsDoorsSlideApartAsTheNewScreenComesForward() {
    let stage = AnimatorStage()
    let interaction = stage.scrub(PortalAnimator(), to: 0.5)
    let doors = stage.addedViews
    #expect(doors.count == 2)
    #expect(doors.map { stage.shown($0).position.x } == [0, stage.width])
    #expect(abs(stage.shown(stage.to.view).transform.m11 - 0.9) < 1e-9)
    #expect(stage.from.view.isHidden, "the doors stand in for the old screen")
    interaction.finish()
    stage.run(for: 2)
    #expect(stage.addedViews.isEmpty && !stage.from.view.isHidden)
  }

  /// The frame of an explosion scrubbed half way on a stage whose pages have details.
  private func explosionFrame(seed: UInt64) -> Bitmap {
    let stage = GoldenStrip.decoratedStage(size: Size(width: 72, height: 128))
    let renderer = OffscreenRenderer(for: stage.window)
    stage.application.renderer = renderer
    stage.scrub(ExplodeAnimator(seed: seed), to: 0.5)
    stage.step()
    return renderer.frame
  }

  @Test func theExplosionIsTheSameForTheSameSeedAndDiffersForAnother() {
    let same = explosionFrame(seed: 7) == explosionFrame(seed: 7)
    let different = explosionFrame(seed: 7) != explosionFrame(seed: 8)
    #expect(same && different)
  }

  @Test func theExplosionCutsTheScreenIntoSquareTilesTenAcross() {
    let stage = AnimatorStage()
    stage.scrub(ExplodeAnimator(), to: 0.5)
    #expect(stage.addedViews.count == 10 * 15)
    #expect(stage.addedViews.allSatisfy { $0.bounds.size == Size(width: 32, height: 32) })
  }

  @Test func theCoverWaitsAFifthThenOpensAboutItsLeftEdge() {
    let stage = AnimatorStage()
    let interaction = stage.scrub(NatGeoAnimator(), to: 0.15)
    let cover = stage.shown(stage.from.view)
    #expect(cover.anchorPoint == Point(x: 0, y: 0.5) && cover.transform == NatGeoAnimator.flat)
    interaction.update(1)
    stage.step()
    // The same projective transform: the decomposition keeps it divided by its m44.
    let opened = NatGeoAnimator.opened(width: stage.width)
    let shown = stage.shown(stage.from.view).transform
    #expect(shown.scaled(by: 1 / shown.m44).distance(to: opened.scaled(by: 1 / opened.m44)) < 1e-3)
  }
}
