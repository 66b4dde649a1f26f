import SegueGeometry
import SegueImage
import SegueMotion
import SegueTesting
import SegueTransitions
import SegueUI
import Testing

/// Issue 19's motion defects, recorded from real transitions and caught by ``MotionCheck``: the
/// release hitch of the Health Beat tab pan and the cube's dimming flash, each with the defect
/// put back and without it.
@MainActor
@Suite struct ReleaseMotionTests {
  /// The frames of a Health Beat pan from the right edge, one sample a frame moving 12 points a
  /// frame for `moves` frames, lifting in a frame of its own (12 points further on, or where
  /// the last move left the finger), then the rest of the switch.
  private func recordTabPan(handsOver: Bool, moves: Int = 15, liftMovesOn: Bool = true) -> MotionCheck {
    let fixture = TabsFixture()
    let interaction = TabInteractiveTransition(tabBarController: fixture.tabs)
    interaction.continuesInteractionVelocity = handsOver
    let stage = fixture.stage
    let renderer = OffscreenRenderer(for: stage.window)
    stage.application.renderer = renderer
    var check = MotionCheck()
    stage.touch(.began, atX: 318)
    for step in 1...moves {
      stage.touch(.moved, atX: 318 - 12 * Double(step))
      check.append(renderer.frame, at: stage.clock.now)
    }
    stage.touch(.ended, atX: 318 - 12 * Double(liftMovesOn ? moves + 1 : moves))
    check.append(renderer.frame, at: stage.clock.now)
    for _ in 0..<60 {
      stage.step()
      check.append(renderer.frame, at: stage.clock.now)
    }
    withExtendedLifetime(interaction) {}
    #expect(!fixture.isSwitching)
    return check
  }

  @Test func theFrameOfALiftMovesOnAtTheFingersSpeed() throws {
    let check = recordTabPan(handsOver: true)
    #expect(check.problems.isEmpty, "\(check.problems)")
    // Changes 14 and 15 are the last two moves, 16 the lift's frame, 17 the one after.
    let changes = check.changes.map(\.meanDifference)
    let steady = changes[14]
    #expect(abs(changes[15] - steady) < 0.2 * steady, "\(changes.prefix(20))")
    #expect(abs(changes[16] - steady) < 0.35 * steady, "\(changes.prefix(20))")
  }

  @Test func aReleaseFromRestIsCaughtAsAHitch() {
    let problems = recordTabPan(handsOver: false, liftMovesOn: false).problems
    #expect(problems.map(\.kind).contains(.repeatedFrame), "\(problems)")
  }

  /// A pan too short to switch, lifting a step further on in a frame of its own: the lift's
  /// step shows before the cancel plays back (the lift's sample was dropped, and its frame
  /// repeated the one before).
  @Test func aCancelledPanShowsTheLiftsStepBeforeItPlaysBack() {
    let check = recordTabPan(handsOver: true, moves: 6)
    #expect(check.problems.isEmpty, "\(check.problems)")
  }

  @Test func theCubeTurnsWithoutAFlash() {
    let run = TransitionHarness(size: Size(width: 320, height: 240), framesPerSecond: 30)
      .run(CubeAnimator(), recordingFrames: true)
    #expect(Self.check(run.frames).problems.isEmpty, "\(Self.check(run.frames).problems)")
  }

  @Test func theCubeWithItsFacesDimmedAtOnceIsCaughtWhenTheyLightUpAgainInOneFrame() {
    // The harness records from the transition's first frame, already dimmed, so the flash in
    // shows in the demo's recordings (and in MotionCheckTests) and the flash out here.
    let run = TransitionHarness(size: Size(width: 320, height: 240), framesPerSecond: 30)
      .run(FlashingCube(), recordingFrames: true)
    let problems = Self.check(run.frames).problems
    #expect(problems.map(\.kind) == [.snap], "\(problems)")
  }

  private static func check(_ frames: [Bitmap]) -> MotionCheck {
    var check = MotionCheck()
    for (index, frame) in frames.enumerated() { check.append(frame, at: Double(index) / 30) }
    return check
  }
}

/// The cube as a literal reading of the recipe draws it: both faces dimmed by a 40 % overlay
/// from the first frame of the turn to the last.
@MainActor
private final class FlashingCube: AnimatedTransitioning {
  private let cube = CubeAnimator()

  func transitionDuration(using transitionContext: (any ContextTransitioning)?) -> Double {
    cube.transitionDuration(using: transitionContext)
  }

  func animateTransition(using transitionContext: any ContextTransitioning) {
    cube.animateTransition(using: transitionContext)
    guard let spinner = transitionContext.containerView.subviews.last?.subviews.first?.subviews.first else { return }
    for face in spinner.subviews {
      let overlay = View(frame: face.bounds)
      overlay.backgroundColor = Color(white: 0, alpha: CubeAnimator.dimming)
      face.addSubview(overlay)
    }
  }
}
