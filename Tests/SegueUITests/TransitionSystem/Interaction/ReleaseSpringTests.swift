import SegueMotion
import SegueTestSupport
import SegueUI
import Testing

/// Releases with a spring (``ReleaseMotion/spring``, `cancel(velocity:)`): the rest leaves at
/// the finger's speed in either direction and ends where it was heading, on both the timeline
/// and the interruptible path. The slide shows progress p with B at 300 · (1 − p).
@MainActor
@Suite struct ReleaseSpringTests {
  private func slide(
    interruptible: Bool = false, configure: (PercentDrivenInteractiveTransition) -> Void = { _ in }
  ) -> (TransitionStage, PercentDrivenInteractiveTransition, TransitionContext) {
    let stage = TransitionStage()
    let interaction = PercentDrivenInteractiveTransition()
    configure(interaction)
    let animator: any AnimatedTransitioning = interruptible ? InterruptibleSlideAnimator() : SlideAnimator()
    let context = stage.context(animator: animator, interaction: interaction)
    context.start()
    stage.step()
    return (stage, interaction, context)
  }

  /// The progress B shows now.
  private func shownProgress(_ stage: TransitionStage) -> Double {
    1 - stage.shownX(stage.b.view) / 300
  }

  /// Drags the progress from `from` to `to` in `steps` frames, one update a frame.
  private func drag(
    _ stage: TransitionStage, _ interaction: PercentDrivenInteractiveTransition, from: Double, to: Double, steps: Int
  ) {
    for step in 1...steps {
      interaction.update(from + (to - from) * Double(step) / Double(steps))
      stage.step()
    }
  }

  @Test(arguments: [false, true])
  func aCancelWithVelocityLeavesBackwardsFasterThanFromRest(interruptible: Bool) {
    var firstFrames: [Double] = []
    for velocity in [0.0, -3.0] {
      let (stage, interaction, context) = slide(interruptible: interruptible)
      interaction.update(0.5)
      stage.step()
      interaction.cancel(velocity: velocity)
      stage.step()
      firstFrames.append(0.5 - shownProgress(stage))
      stage.run(until: stage.clock.now + 3)
      #expect(context.isComplete && context.transitionWasCancelled)
      #expect(abs(stage.shownX(stage.b.view) - 300) < 1e-6 || stage.b.view.superview == nil)
    }
    #expect(firstFrames[1] > firstFrames[0] + 2.0 / 60, "\(firstFrames)")
    #expect(firstFrames[1] < 1.25 * 3.0 / 60, "the first frame moves about as the velocity says: \(firstFrames)")
  }

  @Test func aVelocityAwayFromTheStartIsTakenAsRest() {
    var firstFrames: [Double] = []
    for velocity in [0.0, 4.0, Double.nan] {
      let (stage, interaction, context) = slide()
      interaction.update(0.5)
      stage.step()
      interaction.cancel(velocity: velocity)
      stage.step()
      firstFrames.append(shownProgress(stage))
      stage.run(until: stage.clock.now + 3)
      #expect(context.transitionWasCancelled && context.isComplete)
    }
    #expect(firstFrames.allSatisfy { abs($0 - firstFrames[0]) < 1e-9 }, "\(firstFrames)")
    #expect(firstFrames[0] < 0.5)
  }

  @Test func aSpringReleaseCarriesTheFingersSpeedIntoAFinish() {
    let (stage, interaction, context) = slide { $0.releaseMotion = .spring }
    drag(stage, interaction, from: 0, to: 0.6, steps: 30)
    let fingerStep = 0.6 / 30
    interaction.finish()
    let before = shownProgress(stage)
    stage.step()
    let firstStep = shownProgress(stage) - before
    #expect(abs(firstStep - fingerStep) < 0.25 * fingerStep, "\(firstStep) vs \(fingerStep)")
    stage.run(until: stage.clock.now + 3)
    #expect(context.isComplete && !context.transitionWasCancelled)
  }

  /// A cancel while the finger still pushes forward goes on forward a little, then turns back:
  /// the progress never jumps back at the release.
  @Test func aSpringCancelWhileTheFingerPushesOnTurnsBackWithoutAJump() {
    let (stage, interaction, context) = slide { $0.releaseMotion = .spring }
    drag(stage, interaction, from: 0, to: 0.4, steps: 20)
    interaction.cancel()
    var shown = [shownProgress(stage)]
    var frames = 0
    while !context.isComplete, frames < 180 {
      stage.step()
      frames += 1
      if !context.isComplete { shown.append(shownProgress(stage)) }
    }
    #expect(shown[1] > shown[0], "it carries on forward first: \(shown.prefix(4))")
    #expect(shown.max()! < 0.45)
    let steps = zip(shown.dropFirst(), shown).map { abs($0 - $1) }
    #expect(steps.allSatisfy { $0 <= 1.25 * 0.4 / 20 }, "no frame jumps: \(steps)")
    #expect(context.isComplete && context.transitionWasCancelled)
  }

  @Test func aSpringReleaseFromRestStartsFromRest() {
    let (stage, interaction, context) = slide { $0.releaseMotion = .spring }
    drag(stage, interaction, from: 0, to: 0.6, steps: 30)
    for _ in 0..<10 { stage.step() }
    interaction.finish()
    let before = shownProgress(stage)
    stage.step()
    #expect(shownProgress(stage) - before < 0.25 * 0.6 / 30, "a finger at rest hands over no speed")
    stage.run(until: stage.clock.now + 3)
    #expect(context.isComplete && !context.transitionWasCancelled)
  }

  /// The paused-timeline path and an interruptible animator play the same spring: released
  /// alike, they end on the same frame.
  @Test(arguments: [(0.4, 0.0), (0.6, 1.5), (0.3, -0.5), (0.7, -2.0)])
  func bothPathsSpringForTheSameTime(progress: Double, velocity: Double) {
    var frames: [Int] = []
    for interruptible in [false, true] {
      let (stage, interaction, context) = slide(interruptible: interruptible)
      interaction.update(progress)
      stage.step()
      if velocity >= 0 { interaction.finish(velocity: velocity) } else { interaction.cancel(velocity: velocity) }
      var count = 0
      while !context.isComplete, count < 600 {
        stage.step()
        count += 1
      }
      frames.append(count)
    }
    #expect(frames[0] < 600 && abs(frames[0] - frames[1]) <= 1, "\(frames)")
  }

  @Test func aReleaseATinyWayFromItsEndArrives() {
    let (stage, interaction, context) = slide { $0.releaseMotion = .spring }
    interaction.update(1e-300)
    stage.step()
    interaction.cancel(velocity: -1)
    stage.run(until: stage.clock.now + 0.5)
    #expect(context.isComplete && context.transitionWasCancelled)
  }

  @Test func theCompletionCurveIsTheDefault() {
    #expect(PercentDrivenInteractiveTransition().releaseMotion == .completionCurve)
  }
}
