import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueUI
import Testing

extension PercentDrivenInteractiveTransitionTests {
  private func slide(interruptible: Bool, configure: (PercentDrivenInteractiveTransition) -> Void = { _ in })
    -> (TransitionStage, PercentDrivenInteractiveTransition, TransitionContext, () -> [Bool])
  {
    let stage = TransitionStage()
    let interaction = PercentDrivenInteractiveTransition()
    configure(interaction)
    let context: TransitionContext
    let ended: () -> [Bool]
    if interruptible {
      let animator = InterruptibleSlideAnimator()
      context = stage.context(animator: animator, interaction: interaction)
      var results: [Bool] = []
      context.observer = { if case .ended(let completed) = $0 { results.append(completed) } }
      ended = { results }
    } else {
      let animator = SlideAnimator()
      context = stage.context(animator: animator, interaction: interaction)
      ended = { animator.endedWith }
    }
    context.start()
    stage.step()
    return (stage, interaction, context, ended)
  }

  /// The view never moves back past where the finish began, never shows NaN, and the
  /// transition completes before its watchdog's limit (overshoot is the spring's, shown
  /// clamped on the layer timeline).
  @Test(arguments: [false, true], [-50.0, -1e300, 1e300, Double.greatestFiniteMagnitude])
  func finishingWithAnyFiniteVelocityCompletesSoonWithoutNaN(interruptible: Bool, velocity: Double) {
    let (stage, interaction, _, ended) = slide(interruptible: interruptible)
    interaction.update(0.5)
    interaction.finish(velocity: velocity)
    var shown: [Double] = []
    let issues = transitionIssues {
      for _ in 0..<240 where ended().isEmpty {
        stage.step()
        shown.append(stage.shownX(stage.b.view))
      }
    }
    #expect(issues.isEmpty)
    #expect(shown.allSatisfy { $0 <= 150 + 1e-6 })
    #expect(ended() == [true])
    let lowest = interruptible ? -600.0 : -1e-6
    #expect(shown.allSatisfy { $0.isFinite && $0 >= lowest && $0 <= 300 + 1e-6 })
    #expect(shown.count < 120)
    #expect(stage.b.view.frame == stage.container.bounds)
  }

  @Test func pausingANonInteractiveStartThenScrubbingAndCancellingEndsCancelled() {
    let (stage, interaction, context, ended) = slide(interruptible: false) { $0.wantsInteractiveStart = false }
    var changes: [Bool] = []
    context.transitionCoordinator?.notifyWhenInteractionChanges { changes.append($0.isCancelled) }
    stage.run(until: stage.clock.now + 0.3)
    interaction.pause()
    #expect(context.isInteractive)
    #expect(interaction.percentComplete > 0.1 && interaction.percentComplete < 0.5)
    let paused = stage.shownX(stage.b.view)
    stage.run(until: stage.clock.now + 0.3)
    #expect(isClose(stage.shownX(stage.b.view), paused, tolerance: 1e-9))
    interaction.update(0.6)
    stage.step()
    #expect(stage.shownX(stage.b.view) < paused)
    interaction.cancel()
    stage.run(until: stage.clock.now + 1.5)
    #expect(ended() == [false])
    #expect(changes == [false, true])
    #expect(stage.b.view.superview == nil)
  }

  @Test func aNonInteractiveStartShowsTheAnimatorsOwnCurve() {
    let (stage, _, _, ended) = slide(interruptible: false) { $0.wantsInteractiveStart = false }
    let start = stage.clock.now
    stage.run(until: start + 0.25)
    let expected = 300 * (1 - TimingFunction.easeInEaseOut.value(at: 0.25))
    #expect(isClose(stage.shownX(stage.b.view), expected, tolerance: 0.5))
    stage.run(until: start + 1.1)
    #expect(ended() == [true])
  }

  @Test func pausingANonInteractiveStartOfAnInterruptibleAnimatorTakesHold() {
    let (stage, interaction, context, ended) = slide(interruptible: true) { $0.wantsInteractiveStart = false }
    stage.run(until: stage.clock.now + 0.3)
    interaction.pause()
    #expect(context.isInteractive)
    #expect(interaction.percentComplete > 0.2 && interaction.percentComplete < 0.4)
    interaction.finish(velocity: -3)
    stage.run(until: stage.clock.now + 3)
    #expect(ended() == [true])
  }
}
