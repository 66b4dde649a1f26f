import SegueGeometry
import SegueImage
import SegueTestSupport
import SegueTesting
import SegueTransitions
import SegueUI
import Testing

@MainActor
@Suite struct PaperFoldAnimatorTests {
  /// The strips of the fold in the order the article makes them — per fold, the old view's
  /// left and right strips, then the new view's — while it runs.
  private func strips(on stage: AnimatorStage) -> [View] {
    stage.addedViews.first?.subviews ?? []
  }

  @Test(arguments: [1, 2, 3])
  func eachViewIsCutIntoTwoStripsPerFold(folds: Int) {
    let stage = AnimatorStage()
    stage.scrub(PaperFoldAnimator(folds: folds), to: 0.5)
    #expect(strips(on: stage).count == 4 * folds)
    #expect(strips(on: stage).allSatisfy { abs($0.bounds.width - stage.width / Double(2 * folds)) < 1e-9 })
  }

  @Test(arguments: [false, true])
  func halfWayTheHingesFallEvenlyAcrossEachViewsHalf(reverse: Bool) {
    let stage = AnimatorStage()
    let folds = 3
    stage.scrub(PaperFoldAnimator(folds: folds, reverse: reverse), to: 0.5)
    let strips = strips(on: stage)
    let half = stage.width / 2
    let step = half / Double(folds)
    for fold in 0..<folds {
      let oldStart = reverse ? 0 : half
      let newStart = reverse ? half : 0
      let hinges = strips[(4 * fold)..<(4 * fold + 4)].map { stage.shown($0).position.x }
      let expected = [
        oldStart + Double(fold) * step, oldStart + Double(fold + 1) * step,
        newStart + Double(fold) * step, newStart + Double(fold + 1) * step,
      ]
      #expect(zip(hinges, expected).allSatisfy { abs($0 - $1) < 1e-6 })
    }
  }

  @Test func halfWayEveryStripIsTurnedAnEighthOfATurnAndHalfShaded() {
    let stage = AnimatorStage()
    stage.scrub(PaperFoldAnimator(), to: 0.5)
    for (index, strip) in strips(on: stage).enumerated() {
      let isLeft = index % 2 == 0
      let turn = Transform3D(rotationAngle: isLeft ? .pi / 4 : -.pi / 4, x: 0, y: 1, z: 0)
      #expect(stage.shown(strip).transform.distance(to: turn) < 1e-9)
      #expect(abs(stage.shown(strip.subviews[1]).opacity - 0.5) < 1e-9)
    }
  }

  @Test func theStripsAreSeenUnderTheLibrarysPerspective() throws {
    let stage = AnimatorStage()
    stage.scrub(PaperFoldAnimator(), to: 0.5)
    let holder = try #require(stage.addedViews.first)
    #expect(holder.layer.sublayerTransform.m34 == -0.005)
    #expect(holder.frame == stage.container.bounds)
  }

  /// A quarter of the way, the old view's first left strip shows from its hinge at x = 80 to
  /// x ≈ 126, where the right strip of its fold, drawn above it, covers the rest (the strips
  /// overlap a little, as in the article, since their angles and positions move linearly).
  @Test func theShadingIsDarkerTowardsTheCreaseAndDeepensAsTheFoldCloses() throws {
    let harness = TransitionHarness(size: Size(width: 320, height: 480))
    func frame(at progress: Double) throws -> Bitmap {
      let run = harness.run(
        PaperFoldAnimator(), scenario: .interactive(progress: [progress, progress, progress], finishes: true),
        recordingFrames: true)
      return try #require(run.frames.dropFirst(2).first)
    }
    let quarter = try frame(at: 0.25)
    let nearHinge = quarter[84, 40]
    let nearCrease = quarter[122, 40]
    #expect(nearHinge.blue > nearHinge.red && nearCrease.blue > nearCrease.red)
    #expect(Int(nearCrease.blue) + 10 < Int(nearHinge.blue))
    let threeQuarters = try frame(at: 0.75)
    let early = quarter[300, 400]
    let late = threeQuarters[300, 400]
    #expect(early.blue > early.red && late.blue > late.red)
    #expect(Int(late.blue) + 40 < Int(early.blue))
  }

  /// In a tab bar controller that does not span the window, the real views the fold hides from
  /// sight never show beside it, at the start, half way or near the end.
  @Test(arguments: [false, true])
  func theRealViewsNeverShowOutsideANarrowContainer(reverse: Bool) {
    let delegate = DrivenTabsDelegate { PaperFoldAnimator(reverse: reverse) }
    let fixture = EmbeddedTabsFixture(delegate: delegate)
    fixture.tabs.selectedIndex = 1
    fixture.stage.step()
    for progress in [0.0, 0.5, 0.99] {
      delegate.interaction.update(progress)
      let pixel = fixture.renderedFrame()[300, 250]
      #expect(
        pixel.red == 0 && pixel.blue == 0, "at \(progress), (300, 250) beside the tab bar controller shows \(pixel)")
    }
    delegate.interaction.finish()
    fixture.stage.run(for: 1.2)
    #expect(fixture.b.view.frame == Rect(x: 0, y: 0, width: 240, height: 351) && !fixture.b.view.isHidden)
    #expect(fixture.renderedFrame()[150, 250].blue == 255)
  }

  /// A window resized while a fold runs: the tab bar controller lays the new child out again
  /// once the fold ends.
  @Test func aWindowResizedDuringTheFoldLeavesTheNewChildFillingTheNewArea() {
    let fixture = TabsFixture()
    let delegate = FoldingDelegate()
    fixture.tabs.delegate = delegate
    fixture.tabs.selectedIndex = 1
    fixture.stage.step()
    fixture.stage.window.transition(toSize: Size(width: 400, height: 600), duration: 0.1)
    fixture.stage.run(for: 1.5)
    #expect(fixture.b.view.frame == Rect(x: 0, y: 0, width: 400, height: 600 - TabBar.standardHeight))
  }
}
