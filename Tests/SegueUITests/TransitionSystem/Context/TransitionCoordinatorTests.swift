import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueUI
import Testing

/// B, which fades a marker alongside its appearance through its transition coordinator.
@MainActor
final class FadingController: ViewController {
  let marker: View
  init(marker: View) {
    self.marker = marker
    super.init()
    title = "B"
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    transitionCoordinator?.animate(alongsideTransition: { [marker] _ in marker.alpha = 0 }, completion: nil)
  }
}

@MainActor
@Suite struct TransitionCoordinatorTests {
  /// Starts a percent-driven slide from A to a ``FadingController`` that fades `marker`
  /// alongside the transition from its `viewWillAppear(_:)`; returns the interaction.
  private func startFading(_ marker: View, in stage: TransitionStage) -> PercentDrivenInteractiveTransition {
    let b = FadingController(marker: marker)
    let interaction = PercentDrivenInteractiveTransition()
    let context = TransitionContext(
      containerView: stage.container, from: stage.a, to: b, animator: SlideAnimator(),
      interactionController: interaction)
    context.setFinalFrame(stage.container.bounds, for: b)
    context.start()
    return interaction
  }

  @Test func alongsideAnimationsAddedInViewWillAppearAreScrubbedWithTheTransition() {
    let stage = TransitionStage()
    let marker = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    stage.container.addSubview(marker)
    let interaction = startFading(marker, in: stage)
    stage.step()
    for progress in [0.25, 0.75, 0.5] {
      interaction.update(progress)
      stage.step()
      #expect(isClose(marker.layer.presentation(at: stage.clock.now).opacity, 1 - progress, tolerance: 1e-6))
    }
  }

  @Test func anOutsideViewAnimatedAlongsideKeepsInStepWhenTheFingerMovedBeforeTheAnimationsBegan() {
    let stage = TransitionStage()
    let outside = View(frame: Rect(x: 0, y: 0, width: 50, height: 20))
    stage.window.addSubview(outside)
    let interaction = startFading(outside, in: stage)
    interaction.update(0.3)
    stage.step()
    stage.step()
    for progress in [0.3, 0.6, 0.45] {
      interaction.update(progress)
      stage.step()
      #expect(isClose(outside.layer.presentation(at: stage.clock.now).opacity, 1 - progress, tolerance: 1e-6))
    }
  }

  @Test func aViewAndItsSubviewAnimatedAlongsideOutsideTheContainerBothKeepInStep() {
    let stage = TransitionStage()
    let outside = View(frame: Rect(x: 0, y: 0, width: 50, height: 20))
    let inner = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    stage.window.addSubview(outside)
    outside.addSubview(inner)
    let interaction = PercentDrivenInteractiveTransition()
    let context = stage.context(animator: SlideAnimator(), interaction: interaction)
    context.transitionCoordinator?.animate(
      alongsideTransition: { _ in
        outside.alpha = 0
        inner.frame.origin.x = 100
      }, completion: nil)
    context.start()
    interaction.update(0.3)
    stage.step()
    for progress in [0.3, 0.7, 0.4] {
      interaction.update(progress)
      stage.step()
      #expect(isClose(outside.layer.presentation(at: stage.clock.now).opacity, 1 - progress, tolerance: 1e-6))
      #expect(isClose(stage.shownX(inner), 100 * progress, tolerance: 1e-6))
    }
  }

  @Test func anAlongsideAnimationAddedWhileTheRestPlaysCoversWhatRemains() {
    let stage = TransitionStage()
    let outside = View(frame: Rect(x: 0, y: 0, width: 50, height: 20))
    stage.window.addSubview(outside)
    let interaction = PercentDrivenInteractiveTransition()
    interaction.completionCurve = .linear
    interaction.continuesInteractionVelocity = false
    let context = stage.context(animator: SlideAnimator(), interaction: interaction)
    context.start()
    stage.step()
    interaction.update(0.5)
    stage.step()
    interaction.finish()
    stage.run(until: stage.clock.now + 0.25)
    context.transitionCoordinator?.animate(alongsideTransition: { _ in outside.alpha = 0 }, completion: nil)
    stage.run(until: stage.clock.now + 0.125)
    #expect(
      isClose(outside.layer.presentation(at: stage.clock.now).opacity, 0.5, tolerance: 0.03),
      "half of the quarter second left")
    stage.run(until: stage.clock.now + 0.15)
    #expect(context.isComplete)
    #expect(outside.layer.presentation(at: stage.clock.now).opacity == 0)
  }

  @Test func animationsInAViewOutsideTheContainerAreScrubbedTooWhenTheViewIsNamed() {
    let stage = TransitionStage()
    let outside = View(frame: Rect(x: 0, y: 0, width: 50, height: 20))
    stage.window.addSubview(outside)
    let interaction = PercentDrivenInteractiveTransition()
    let context = stage.context(animator: SlideAnimator(), interaction: interaction)
    context.transitionCoordinator?.animateAlongsideTransition(
      in: outside, animation: { _ in outside.alpha = 0 }, completion: nil)
    context.start()
    stage.step()
    interaction.update(0.4)
    stage.step()
    #expect(isClose(outside.layer.presentation(at: stage.clock.now).opacity, 0.6, tolerance: 1e-6))
  }

  @Test func aCompletionAddedFromTheLastCallbacksRunsOnTheNextFrame() {
    let stage = TransitionStage()
    let context = stage.context(animator: SlideAnimator())
    var calls: [String] = []
    let coordinator = context.transitionCoordinator
    coordinator?.animate(alongsideTransition: nil) { _ in
      calls.append("first")
      let queued = coordinator?.animate(alongsideTransition: nil) { ended in
        calls.append("late, cancelled: \(ended.isCancelled)")
      }
      calls.append("queued: \(queued ?? true)")
    }
    var atTheEnd: [String] = []
    context.observer = { if case .finished = $0 { atTheEnd = calls } }
    context.start()
    stage.run(until: 1.1)
    #expect(atTheEnd == ["first", "queued: false"], "the late completion waits for the next frame")
    #expect(calls == ["first", "queued: false", "late, cancelled: false"])
  }

  @Test func nonInteractiveAlongsideAnimationsShareTheTransitionsDurationAndCurve() {
    let stage = TransitionStage()
    let marker = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    stage.container.addSubview(marker)
    let context = stage.context(animator: SlideAnimator())
    context.transitionCoordinator?.animate(alongsideTransition: { _ in marker.alpha = 0 }, completion: nil)
    context.start()
    stage.step()
    let begin = stage.clock.now
    stage.run(until: begin + 0.25)
    let expected = 1 - TimingFunction.easeInEaseOut.value(at: 0.25)
    #expect(isClose(marker.layer.presentation(at: stage.clock.now).opacity, expected, tolerance: 1e-6))
  }

  @Test func interactionHandlersRunBeforeTheCancelTimeAppearanceCalls() {
    let stage = TransitionStage()
    let interaction = PercentDrivenInteractiveTransition()
    let context = stage.context(animator: SlideAnimator(), interaction: interaction)
    let trace = stage.trace
    var seen: [(interactive: Bool, cancelled: Bool, percent: Double)] = []
    context.transitionCoordinator?.notifyWhenInteractionChanges { context in
      seen.append((context.isInteractive, context.isCancelled, context.percentComplete))
      trace.append(subject: "handler", call: "interactionChanged")
    }
    trace.record {
      context.start()
      stage.step()
      interaction.update(0.3)
      interaction.cancel()
      stage.run(until: stage.clock.now + 0.5)
      #expect(seen.count == 1)
      #expect(seen.first?.interactive == false)
      #expect(seen.first?.cancelled == true)
      #expect(seen.first?.percent == 0.3)
      #expect(
        trace.lines == [
          "A.viewWillDisappear(true)", "B.viewWillAppear(true)",
          "PercentDrivenInteractiveTransition.startInteractiveTransition",
          "B.viewIsAppearing(true)", "coordinator.interactionChanged(interactive: false, cancelled: true)",
          "handler.interactionChanged", "B.viewWillDisappear(true)", "B.viewDidDisappear(true)",
          "A.viewWillAppear(true)",
          "A.viewIsAppearing(true)", "A.viewDidAppear(true)", "SlideAnimator.animationEnded(false)",
        ])
    }
  }

  @Test func pausingAnInterruptibleTransitionNotifiesEachChange() {
    let stage = TransitionStage()
    let interaction = PercentDrivenInteractiveTransition()
    interaction.wantsInteractiveStart = false
    let context = stage.context(animator: InterruptibleSlideAnimator(), interaction: interaction)
    var states: [Bool] = []
    context.transitionCoordinator?.notifyWhenInteractionChanges { states.append($0.isInteractive) }
    context.start()
    stage.step()
    stage.run(until: stage.clock.now + 0.3)
    interaction.pause()
    interaction.finish()
    stage.run(until: stage.clock.now + 1)
    #expect(states == [true, false])
    #expect(context.isComplete)
  }

  @Test func aCompletionAddedAfterTheTransitionIsRefused() {
    let stage = TransitionStage()
    let context = stage.context(animator: SlideAnimator())
    let coordinator = context.transitionCoordinator
    context.start()
    stage.run(until: 1.1)
    #expect(coordinator?.animate(alongsideTransition: { _ in }, completion: nil) == false)
  }

  @Test func alongsideChangesApplyWhenTheAnimatorCompletesInsideAnimateTransition() {
    let stage = TransitionStage()
    let chrome = View(frame: .zero)
    chrome.alpha = 0
    stage.container.addSubview(chrome)
    let context = stage.context(animator: InstantAnimator())
    var completions = 0
    context.transitionCoordinator?.animate(
      alongsideTransition: { _ in chrome.alpha = 1 }, completion: { _ in completions += 1 })
    context.start()
    stage.step()
    #expect(context.isComplete)
    #expect(chrome.alpha == 1)
    #expect(chrome.layer.animationKeys.isEmpty)
    #expect(completions == 1)
  }
}

/// Places the "to" view at its final frame and completes at once, inside
/// `animateTransition(using:)`, as animators do for a non-animated transition.
@MainActor
final class InstantAnimator: AnimatedTransitioning {
  func transitionDuration(using transitionContext: (any ContextTransitioning)?) -> Double { 0.3 }

  func animateTransition(using transitionContext: any ContextTransitioning) {
    if let toView = transitionContext.view(forKey: .to), let to = transitionContext.viewController(forKey: .to) {
      toView.frame = transitionContext.finalFrame(for: to)
      transitionContext.containerView.addSubview(toView)
    }
    transitionContext.completeTransition(true)
  }
}
