import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueUI
import Testing

@MainActor
@Suite struct PercentDrivenInteractiveTransitionTests {
  /// A started interactive slide from A to B (1 s) driven by a percent-driven controller.
  private func interactiveSlide(
    configure: (PercentDrivenInteractiveTransition) -> Void = { _ in }
  ) -> (TransitionStage, PercentDrivenInteractiveTransition, SlideAnimator, TransitionContext) {
    let stage = TransitionStage()
    let interaction = PercentDrivenInteractiveTransition()
    configure(interaction)
    let animator = SlideAnimator()
    let context = stage.context(animator: animator, interaction: interaction)
    context.observer = { if $0 == .ended(completed: true) { stage.a.view.removeFromSuperview() } }
    context.start()
    stage.step()
    return (stage, interaction, animator, context)
  }

  @Test(arguments: [0.0, 0.25, 0.5, 1.0])
  func scrubbingShowsTheTransitionAtTheProgressOnThePresentationTree(progress: Double) {
    let (stage, interaction, animator, context) = interactiveSlide()
    interaction.update(progress)
    for _ in 0..<3 { stage.step() }
    #expect(isClose(stage.shownX(stage.b.view), 300 * (1 - progress), tolerance: 1e-4))
    #expect(isClose(stage.shownX(stage.a.view), -300 * progress, tolerance: 1e-4))
    #expect(context.percentComplete == progress)
    #expect(animator.endedWith.isEmpty)
  }

  @Test func aProgressOfExactlyOneCompletesWhenFinished() {
    let (stage, interaction, animator, _) = interactiveSlide()
    interaction.update(1)
    for _ in 0..<30 { stage.step() }
    #expect(animator.endedWith.isEmpty)
    interaction.finish()
    stage.step()
    #expect(animator.endedWith == [true])
    #expect(stage.b.view.frame == stage.container.bounds)
  }

  @Test(arguments: [0.5, 1.0, 2.0])
  func finishingPlaysTheRestOverTheRemainingTimeDividedByTheCompletionSpeed(speed: Double) {
    let (stage, interaction, animator, _) = interactiveSlide { $0.completionSpeed = speed }
    interaction.update(0.4)
    let start = stage.clock.now
    interaction.finish()
    let length = 0.6 / speed
    stage.run(until: start + length / 2)
    let expected = 0.4 + 0.6 * TimingFunction.easeInEaseOut.value(at: 0.5)
    #expect(isClose(stage.shownX(stage.b.view), 300 * (1 - expected), tolerance: 1e-6))
    stage.run(until: start + length - 1 / 60)
    #expect(animator.endedWith.isEmpty)
    stage.run(until: start + length)
    #expect(animator.endedWith == [true])
  }

  @Test(arguments: [0.5, 1.0, 3.0])
  func cancellingPlaysBackOverTheProgressDividedByTheCompletionSpeed(speed: Double) {
    let (stage, interaction, animator, context) = interactiveSlide {
      $0.completionSpeed = speed
      $0.completionCurve = .linear
    }
    interaction.update(0.6)
    let start = stage.clock.now
    interaction.cancel()
    #expect(context.transitionWasCancelled)
    let length = 0.6 / speed
    stage.run(until: start + length / 4)
    #expect(isClose(stage.shownX(stage.b.view), 300 * (1 - 0.45), tolerance: 1e-6))
    stage.run(until: start + length - 1 / 60)
    #expect(animator.endedWith.isEmpty)
    stage.run(until: start + length)
    #expect(animator.endedWith == [false])
    #expect(stage.a.view.frame == stage.container.bounds)
    #expect(stage.b.view.superview == nil)
    #expect(stage.shownX(stage.a.view) == 0)
  }

  @Test func theLayersGetTheirOwnTimingBackAfterTheTransition() {
    let (stage, interaction, _, _) = interactiveSlide()
    #expect(stage.container.layer.timing.speed == 0)
    interaction.update(0.5)
    interaction.finish()
    stage.run(until: stage.clock.now + 1)
    #expect(stage.container.layer.timing.speed == 1)
    let now = stage.clock.now
    let local = stage.container.layer.localTime(atAbsolute: now)
    #expect(isClose(stage.container.layer.localTime(atAbsolute: now + 0.5), local + 0.5, tolerance: 1e-9))
  }

  @Test func anAnimationBegunInACompletionAfterALongDragPlaysFromItsStart() {
    let (stage, interaction, _, context) = interactiveSlide()
    let label = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    stage.b.view.addSubview(label)
    context.transitionCoordinator?.animate(
      alongsideTransition: nil,
      completion: { _ in
        label.alpha = 0
        View.animate(withDuration: 0.5, delay: 0, options: .curveLinear, animations: { label.alpha = 1 })
      })
    for step in 1...180 {
      interaction.update(Double(step) / 400)
      stage.step()
    }
    interaction.finish()
    while !context.isComplete { stage.step() }
    for _ in 0..<6 { stage.step() }
    let shown = label.layer.presentation(at: stage.clock.now).opacity
    #expect(shown > 0 && shown < 0.5)
    stage.run(until: stage.clock.now + 0.5)
    #expect(label.layer.presentation(at: stage.clock.now).opacity == 1)
  }

  @Test func progressAndEndingRequestedBeforeTheTransitionStartsAreApplied() {
    let stage = TransitionStage()
    let interaction = PercentDrivenInteractiveTransition()
    let animator = SlideAnimator()
    let context = stage.context(animator: animator, interaction: interaction)
    context.start()
    interaction.update(0.5)
    interaction.cancel()
    stage.step()
    #expect(context.transitionWasCancelled)
    #expect(!context.isInteractive)
    stage.run(until: stage.clock.now + 0.5)
    #expect(animator.endedWith == [false])
  }

  @Test func nanProgressKeepsTheLastValueAndIsReported() {
    let (stage, interaction, _, _) = interactiveSlide()
    let issues = transitionIssues {
      interaction.update(0.3)
      interaction.update(.nan)
    }
    #expect(issues.map(\.kind) == [.progressOutOfRange])
    #expect(issues.first?.message.contains("NaN") == true)
    #expect(interaction.percentComplete == 0.3)
    #expect(isClose(stage.shownX(stage.b.view), 210, tolerance: 1e-6))
  }

  @Test func infiniteProgressIsClampedAndReportedOnce() {
    let (_, interaction, _, _) = interactiveSlide()
    let issues = transitionIssues {
      interaction.update(.infinity)
      interaction.update(-2)
    }
    #expect(issues.map(\.kind) == [.progressOutOfRange])
    #expect(interaction.percentComplete == 0)
  }

  @Test func pausingDuringTheCompletionTakesHoldWhereTheTransitionIs() {
    let (stage, interaction, animator, context) = interactiveSlide { $0.completionCurve = .linear }
    interaction.update(0.2)
    let start = stage.clock.now
    interaction.finish()
    stage.run(until: start + 0.4)
    interaction.pause()
    #expect(context.isInteractive)
    #expect(isClose(interaction.percentComplete, 0.6, tolerance: 1e-9))
    stage.run(until: start + 1)
    #expect(isClose(stage.shownX(stage.b.view), 120, tolerance: 1e-4))
    interaction.cancel()
    stage.run(until: stage.clock.now + 0.7)
    #expect(animator.endedWith == [false])
  }

  @Test func aTransitionThatDoesNotWantAnInteractiveStartPlaysUntilPaused() {
    let (stage, interaction, animator, context) = interactiveSlide {
      $0.wantsInteractiveStart = false
      $0.completionCurve = .linear
    }
    #expect(!context.isInteractive)
    #expect(!context.initiallyInteractive)
    stage.run(until: stage.clock.now + 0.5)
    interaction.pause()
    #expect(context.isInteractive)
    interaction.finish()
    stage.run(until: stage.clock.now + 0.6)
    #expect(animator.endedWith == [true])
  }

  @Test func finishingWithTheFingersVelocityMovesFasterThanTheCurveAtFirst() {
    let (stage, interaction, animator, _) = interactiveSlide()
    interaction.update(0.5)
    interaction.finish(velocity: 3)
    stage.step()
    let afterOneFrame = 300 - stage.shownX(stage.b.view)
    let curveAfterOneFrame = 300 * (0.5 + 0.5 * TimingFunction.easeInEaseOut.value(at: (1 / 60) / 0.5))
    #expect(afterOneFrame > curveAfterOneFrame)
    #expect(afterOneFrame > 150 + 300 * 2.5 / 60)
    stage.run(until: stage.clock.now + 3)
    #expect(animator.endedWith == [true])
  }

  @Test func aCompletionSpeedOfZeroIsReportedAndTreatedAsOne() {
    let (stage, interaction, animator, _) = interactiveSlide { $0.completionSpeed = 0 }
    interaction.update(0.5)
    let issues = transitionIssues { interaction.finish() }
    #expect(issues.map(\.kind) == [.invalidParameter])
    stage.run(until: stage.clock.now + 0.5)
    #expect(animator.endedWith == [true])
  }
}
