import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueUI
import Testing

/// A slide whose view animation (1 s) runs longer than the duration it reports (0.5 s).
@MainActor
final class LongerThanItSaysAnimator: AnimatedTransitioning {
  private(set) var endedWith: [Bool] = []

  func transitionDuration(using transitionContext: (any ContextTransitioning)?) -> Double { 0.5 }

  func animateTransition(using transitionContext: any ContextTransitioning) {
    guard let toView = transitionContext.view(forKey: .to) else { return }
    let start = transitionContext.containerView.bounds.offsetBy(dx: 300, dy: 0)
    toView.frame = start
    transitionContext.containerView.addSubview(toView)
    View.animate(
      withDuration: 1, delay: 0, options: .curveLinear,
      animations: {
        toView.frame = transitionContext.containerView.bounds
      },
      completion: { _ in
        let cancelled = transitionContext.transitionWasCancelled
        if cancelled { toView.frame = start }
        transitionContext.completeTransition(!cancelled)
      })
  }

  func animationEnded(_ transitionCompleted: Bool) { endedWith.append(transitionCompleted) }
}

extension PercentDrivenInteractiveTransitionTests {
  @Test func aCancelEndsAnimationsLongerThanTheDurationAtOnce() {
    let stage = TransitionStage()
    let interaction = PercentDrivenInteractiveTransition()
    interaction.completionCurve = .linear
    let animator = LongerThanItSaysAnimator()
    let context = stage.context(animator: animator, interaction: interaction)
    context.start()
    stage.step()
    interaction.update(0.4)
    let begin = stage.clock.now
    interaction.cancel()
    stage.run(until: begin + 0.2)
    #expect(animator.endedWith == [false])
    #expect(stage.b.view.superview == nil)
    stage.run(until: begin + 0.5)
    #expect(stage.b.view.layer.animationKeys.isEmpty)
  }

  @Test func callsAfterATransitionEndedDoNotReachTheNextOne() {
    let stage = TransitionStage()
    let interaction = PercentDrivenInteractiveTransition()
    let first = stage.context(animator: SlideAnimator(), interaction: interaction)
    first.observer = { if $0 == .ended(completed: false) { stage.b.view.removeFromSuperview() } }
    first.start()
    stage.step()
    interaction.update(0.5)
    interaction.cancel()
    stage.run(until: stage.clock.now + 1)
    #expect(first.isComplete)
    interaction.update(0.9)
    interaction.finish()
    let second = stage.context(animator: SlideAnimator(), interaction: interaction)
    second.start()
    stage.step()
    stage.run(until: stage.clock.now + 1)
    #expect(second.isInteractive)
    #expect(!second.isComplete)
    #expect(interaction.percentComplete == 0)
  }

  @Test func anAlongsideAnimationAddedDuringTheInteractionCoversTheRestOfIt() {
    let stage = TransitionStage()
    let marker = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    stage.container.addSubview(marker)
    let (interaction, _) = stage.startInteractive(at: 0.5)
    stage.b.transitionCoordinator?.animate(alongsideTransition: { _ in marker.alpha = 0 }, completion: nil)
    for (progress, alpha) in [(0.5, 1.0), (0.75, 0.5), (0.9, 0.2)] {
      interaction.update(progress)
      #expect(
        isClose(marker.layer.presentation(at: stage.clock.now).opacity, alpha, tolerance: 1e-6), "progress \(progress)")
    }
  }

  @Test func aViewNamedForAlongsideAnimationsAfterTheStartJoinsTheScrubbedTimeline() {
    let stage = TransitionStage()
    let outside = View(frame: Rect(x: 0, y: 0, width: 50, height: 20))
    stage.window.addSubview(outside)
    let (interaction, context) = stage.startInteractive(at: 0.5)
    context.transitionCoordinator?.animateAlongsideTransition(
      in: outside, animation: { _ in outside.alpha = 0 }, completion: nil)
    for (progress, alpha) in [(0.75, 0.5), (0.5, 1.0), (0.9, 0.2)] {
      interaction.update(progress)
      stage.step()
      #expect(
        isClose(outside.layer.presentation(at: stage.clock.now).opacity, alpha, tolerance: 1e-6), "progress \(progress)"
      )
    }
    interaction.finish()
    stage.run(until: stage.clock.now + 1)
    #expect(outside.layer.timing.speed == 1)
    #expect(outside.layer.presentation(at: stage.clock.now).opacity == 0)
  }

  @Test func askingWhetherTheTransitionIsInterruptibleBeforeItBeginsBuildsNothing() {
    let stage = TransitionStage()
    let animator = InterruptibleSlideAnimator()
    let context = stage.context(animator: animator, interaction: PercentDrivenInteractiveTransition())
    #expect(context.transitionCoordinator?.isInterruptible == false)
    #expect(animator.propertyAnimator == nil)
    context.start()
    stage.step()
    #expect(context.transitionCoordinator?.isInterruptible == true)
  }

  @Test func aSwitchWhoseAnimatorCompletesAtOnceGivesTheLayersTheirTimingBack() {
    let stage = TabStage()
    let interaction = PercentDrivenInteractiveTransition()
    stage.delegate.animator = { InstantAnimator() }
    stage.delegate.interaction = interaction
    stage.tabs.selectedIndex = 1
    stage.run(for: 0.5)
    // The app's gesture ends after the transition did: ignored.
    interaction.cancel()
    stage.run(for: 0.5)
    #expect(stage.shownTitles == ["B"])
    #expect(stage.tabs.view.subviews[0].layer.timing.speed == 1)
    stage.delegate.interaction = nil
    stage.animateSwitches(over: 0.2)
    let issues = transitionIssues {
      stage.tabs.selectedIndex = 2
      stage.run(for: 0.4)
    }
    #expect(issues.isEmpty, "\(issues.map(\.message))")
    #expect(stage.c.transitionCoordinator == nil && stage.shownTitles == ["C"])
  }

  @Test func aTabBarControllerThatLeftItsWindowMidInteractionAnimatesAgainWhenItComesBack() {
    let stage = TabStage()
    let interaction = PercentDrivenInteractiveTransition()
    stage.animateSwitches(over: 0.4)
    stage.delegate.interaction = interaction
    stage.tabs.selectedIndex = 1
    stage.step()
    interaction.update(0.3)
    stage.step()
    stage.window.rootViewController = NamedController("login")
    stage.run(for: 0.5)
    interaction.cancel()
    stage.run(for: 1)
    stage.window.rootViewController = stage.tabs
    stage.run(for: 0.1)
    stage.delegate.interaction = nil
    let issues = transitionIssues {
      stage.tabs.selectedIndex = 2
      stage.run(for: 0.6)
    }
    #expect(stage.tabs.view.subviews[0].layer.timing.speed == 1)
    #expect(issues.isEmpty, "\(issues.map(\.message))")
    #expect(stage.c.transitionCoordinator == nil)
  }

  /// The completion speed is for the rest after the interaction; a non-interactive start plays
  /// in real time, as it does through an interruptible animator.
  @Test func aNonInteractiveStartPlaysInRealTimeWhateverTheCompletionSpeed() {
    let stage = TransitionStage()
    let interaction = PercentDrivenInteractiveTransition()
    interaction.wantsInteractiveStart = false
    interaction.completionSpeed = 2
    let context = stage.context(animator: SlideAnimator(), interaction: interaction)
    var completedAt: Double?
    context.observer = { if case .ended = $0 { completedAt = stage.clock.now } }
    context.start()
    stage.step()
    let began = stage.clock.now
    stage.run(until: began + 0.75)
    #expect(completedAt == nil)
    stage.run(until: began + 1.5)
    #expect(completedAt.map { $0 >= began + 1 - 1e-9 } == true)
  }

  /// A property animator's run follows its layers' time: held with them at 30 % it does not
  /// end by the clock, and a cancel takes it back.
  @Test func aPropertyAnimatorInAScrubbedTransitionWaitsForTheInteraction() {
    let stage = TransitionStage()
    let (interaction, context) = stage.startInteractive(RunningPropertyAnimatorSlide(), at: 0.3)
    #expect(stage.shownX(stage.b.view) == 210)
    stage.run(until: 2)
    #expect(!context.isComplete)
    #expect(stage.shownX(stage.b.view) == 210)
    interaction.cancel()
    stage.run(until: 4)
    #expect(context.isComplete && context.transitionWasCancelled)
    #expect(stage.b.view.superview == nil)
  }
}

/// Slides B in with `PropertyAnimator.runningPropertyAnimator` and vends no interruptible
/// animator, so a percent-driven controller drives it by pausing and scrubbing layer time.
@MainActor
final class RunningPropertyAnimatorSlide: AnimatedTransitioning {
  func transitionDuration(using transitionContext: (any ContextTransitioning)?) -> Double { 1 }

  func animateTransition(using transitionContext: any ContextTransitioning) {
    guard let toView = transitionContext.view(forKey: .to), let to = transitionContext.viewController(forKey: .to)
    else { return }
    let final = transitionContext.finalFrame(for: to)
    toView.frame = final.offsetBy(dx: transitionContext.containerView.bounds.size.width, dy: 0)
    transitionContext.containerView.addSubview(toView)
    _ = PropertyAnimator.runningPropertyAnimator(
      withDuration: 1, delay: 0, options: .curveLinear, animations: { toView.frame = final },
      completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
  }
}

/// Issue 18: a duration that is not a finite number used to reach the finish's spring and stop
/// the program; the interaction uses the context's sanitised duration.
extension PercentDrivenInteractiveTransitionTests {
  /// A slide that reports `duration`.
  final class BrokenDurationAnimator: AnimatedTransitioning {
    let duration: Double
    init(duration: Double) { self.duration = duration }
    func transitionDuration(using transitionContext: (any ContextTransitioning)?) -> Double { duration }
    func animateTransition(using transitionContext: any ContextTransitioning) {
      guard let toView = transitionContext.view(forKey: .to) else { return }
      transitionContext.containerView.addSubview(toView)
      View.animate(
        withDuration: 0.3, animations: { toView.alpha = 0.5 },
        completion: { _ in
          transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
  }

  /// Runs a transition of `animator` driven by `interaction`, scrubbed to 0.4 and finished with
  /// a velocity, for at most two seconds; its context and the issues reported.
  private func finishWithVelocity(
    _ animator: BrokenDurationAnimator, driven interaction: PercentDrivenInteractiveTransition
  ) -> (TransitionContext, [TransitionIssue]) {
    let stage = TransitionStage()
    let context = stage.context(animator: animator, interaction: interaction)
    let issues = transitionIssues {
      context.start()
      stage.step()
      interaction.update(0.4)
      interaction.finish(velocity: 3)
      for _ in 0..<120 where !context.isComplete { stage.step() }
    }
    return (context, issues)
  }

  @Test(arguments: [Double.infinity, -.infinity, .nan, -1])
  func aFinishWithVelocityAfterABrokenDurationCompletes(duration: Double) {
    let interaction = PercentDrivenInteractiveTransition()
    let (context, issues) = finishWithVelocity(BrokenDurationAnimator(duration: duration), driven: interaction)
    #expect(context.isComplete)
    #expect(!context.transitionWasCancelled)
    #expect(interaction.duration == 0)
    #expect(issues.map(\.kind) == [.invalidParameter])
  }

  @Test func anInteractionWithItsOwnBrokenAnimatorReportsAndCompletes() {
    let interaction = PercentDrivenInteractiveTransition()
    interaction.animator = BrokenDurationAnimator(duration: .infinity)
    let (context, issues) = finishWithVelocity(BrokenDurationAnimator(duration: 0.3), driven: interaction)
    #expect(context.isComplete)
    #expect(issues.map(\.kind) == [.invalidParameter])
  }
}

/// The layer time of transitions that overlap on one controller, or outlive it.
@MainActor
@Suite struct PercentDrivenOverlapTests {
  /// A context made with the controller while it drives a transition (one a container would
  /// refuse) leaves that transition under the interaction.
  @Test func aSecondContextMadeMidInteractionLeavesTheFirstUnderTheFinger() {
    let stage = TransitionStage()
    let (interaction, context) = stage.startInteractive(at: 0.3)
    _ = stage.context(animator: SlideAnimator(), interaction: interaction)
    interaction.update(0.6)
    stage.step()
    #expect(isClose(stage.shownX(stage.b.view), 120, tolerance: 1e-6))
    #expect(stage.container.layer.timing.speed == 0)
    interaction.finish()
    stage.run(until: stage.clock.now + 1)
    #expect(context.isComplete && !context.transitionWasCancelled)
    #expect(stage.container.layer.timing.speed == 1)
  }

  /// A transition started in the same container while the last one plays its rest: the last
  /// one arrives at once, and the container's layer runs again once the new one ends.
  @Test func aTransitionInTheSameContainerWhileTheLastPlaysItsRestLeavesNoLayerPaused() {
    let stage = TransitionStage()
    let (interaction, first) = stage.privateTransitionPlayingItsRest()
    let second = PrivateTransitionContext(container: stage.container, from: stage.a, to: stage.b)
    interaction.prepareForInteractiveTransition()
    interaction.startInteractiveTransition(second)
    stage.step()
    #expect(first.completed == [true])
    #expect(stage.container.layer.timing.speed == 0, "the second transition holds the container")
    interaction.cancel()
    stage.run(until: stage.clock.now + 1)
    #expect(second.completed == [false])
    #expect(stage.container.layer.timing.speed == 1)
  }

  /// A controller released while its playback runs (a container that drops its interaction
  /// controller after `finish()`) still gives the layers back, and the transition completes.
  @Test func aControllerReleasedDuringItsPlaybackStillGivesTheLayersBack() {
    let stage = TransitionStage()
    let context = PrivateTransitionContext(container: stage.container, from: stage.a, to: stage.b)
    weak var released: PercentDrivenInteractiveTransition?
    do {
      let interaction = PercentDrivenInteractiveTransition()
      released = interaction
      interaction.animator = SlideAnimator()
      interaction.startInteractiveTransition(context)
      interaction.update(0.5)
      interaction.finish()
    }
    #expect(released == nil)
    stage.run(until: stage.clock.now + 1)
    #expect(context.completed == [true])
    #expect(stage.container.layer.timing.speed == 1)
  }
}
