import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueUI
import Testing

@MainActor
@Suite struct TransitionContextTests {
  /// A stage and a context from A to B with a slide animator whose completion removes A's view,
  /// tracing the container's, the coordinator's and the request's completions.
  private func slide(interaction: (any InteractiveTransitioning)? = nil) -> (
    TransitionStage, TransitionContext, SlideAnimator
  ) {
    let stage = TransitionStage()
    let animator = SlideAnimator()
    let context = stage.context(animator: animator, interaction: interaction)
    let trace = stage.trace
    let a = stage.a
    context.observer = { event in
      switch event {
      case .ended(let completed):
        trace.append(subject: "container", call: "completion(\(completed))")
        if completed { a.view.removeFromSuperview() }
      case .finished:
        trace.append(subject: "request", call: "completion")
      case .willBegin, .refused:
        break
      }
    }
    context.transitionCoordinator?.animate(alongsideTransition: nil) { context in
      trace.append(subject: "alongside", call: "completion(cancelled: \(context.isCancelled))")
    }
    return (stage, context, animator)
  }

  @Test func aTransitionStartsOnTheNextFrameAndRunsThePlatformSequence() {
    let (stage, context, animator) = slide()
    stage.trace.record {
      context.start()
      #expect(stage.trace.lines.isEmpty)
      stage.step()
      #expect(
        stage.trace.lines == [
          "A.viewWillDisappear(true)", "B.viewWillAppear(true)", "SlideAnimator.animateTransition",
          "B.viewIsAppearing(true)",
        ])
      stage.run(until: 1 / 60 + 1)
      #expect(
        stage.trace.lines == [
          "A.viewWillDisappear(true)", "B.viewWillAppear(true)", "SlideAnimator.animateTransition",
          "B.viewIsAppearing(true)",
          "container.completion(true)", "A.viewDidDisappear(true)", "B.viewDidAppear(true)",
          "coordinator.completion(cancelled: false)", "alongside.completion(cancelled: false)", "request.completion",
          "SlideAnimator.animationEnded(true)",
        ])
      #expect(animator.endedWith == [true])
      #expect(context.isComplete)
      #expect(stage.b.view.frame == stage.container.bounds)
      #expect(stage.a.view.superview == nil)
    }
  }

  @Test func theEventsOfATraceCarryTheClocksTime() {
    let (stage, context, _) = slide()
    stage.trace.record {
      context.start()
      stage.run(until: 1 / 60 + 1)
      #expect(stage.trace.events.first?.time == 1.0 / 60)
      #expect(stage.trace.events.last?.time == 1.0 / 60 + 1)
      #expect(stage.trace.lines.contains("A.viewWillDisappear(true)"))
    }
  }

  @Test func theCoordinatorIsReachableFromTheStartAndReleasedAfterItsLastCallback() {
    let (stage, context, _) = slide()
    weak let coordinator = context.transitionCoordinator as AnyObject?
    #expect(coordinator != nil && stage.b.transitionCoordinator == nil, "not the view controllers' until it starts")
    context.start()
    #expect(stage.b.transitionCoordinator === coordinator, "from the request, before its first frame")
    let child = NamedController("Child")
    stage.b.addChild(child)
    #expect(child.transitionCoordinator === coordinator)
    #expect(stage.root.transitionCoordinator == nil)
    stage.run(until: 1 / 60 + 1)
    #expect(stage.b.transitionCoordinator == nil)
    #expect(stage.a.transitionCoordinator == nil)
    #expect(coordinator == nil)
  }

  @Test func aCompletedTransitionLeavesTheNewViewAtItsFinalFrame() {
    let (stage, context, _) = slide()
    context.start()
    stage.run(until: 0.5)
    #expect(stage.shownX(stage.b.view) > 0)
    stage.run(until: 1.1)
    #expect(stage.shownX(stage.b.view) == 0)
    #expect(stage.container.subviews.count == 1 && stage.container.subviews.first === stage.b.view)
  }

  @Test func aUsersOwnContextDrivesThePercentDrivenTransitionWithTheAnimatorItIsGiven() {
    let stage = TransitionStage()
    let animator = SlideAnimator()
    let context = PrivateTransitionContext(container: stage.container, from: stage.a, to: stage.b)
    let interaction = PercentDrivenInteractiveTransition()
    interaction.animator = animator
    interaction.startInteractiveTransition(context)
    interaction.update(0.5)
    #expect(isClose(stage.shownX(stage.b.view), 150, tolerance: 1e-6))
    #expect(context.progress == [0.5])
    interaction.finish()
    #expect(context.finished)
    stage.run(until: 1)
    #expect(context.completed == [true])
  }

  /// A container that ends the transition itself while the finger holds it (its view left
  /// the window, say): a context that reports its end gets its layers' time back at once; one
  /// that does not keeps them paused until the interaction ends.
  @Test(arguments: [true, false])
  func aUsersContextThatReportsItsEndGetsItsLayersBackThen(reportsEnd: Bool) {
    let stage = TransitionStage()
    let context = PrivateTransitionContext(
      container: stage.container, from: stage.a, to: stage.b, reportsEnd: reportsEnd)
    let interaction = PercentDrivenInteractiveTransition()
    interaction.animator = SlideAnimator()
    interaction.startInteractiveTransition(context)
    interaction.update(0.5)
    #expect(stage.container.layer.timing.speed == 0)
    context.completeTransition(false)
    #expect(stage.container.layer.timing.speed == (reportsEnd ? 1 : 0))
    interaction.cancel()
    stage.run(until: 2)
    #expect(stage.container.layer.timing.speed == 1)
  }

  /// The controller takes a custom context's duration when the context names the animator,
  /// and sanitises the duration of an animator of its own, reported once, when it does not.
  @Test func theDurationComesFromTheContextOrIsSanitisedOnce() {
    let stage = TransitionStage()
    let animator = SlideAnimator()
    let context = PrivateTransitionContext(container: stage.container, from: stage.a, to: stage.b, animator: animator)
    context.duration = 2
    let interaction = PercentDrivenInteractiveTransition()
    interaction.startInteractiveTransition(context)
    #expect(interaction.duration == 2)
    interaction.cancel()
    stage.run(until: 3)

    let broken = SlideAnimator()
    broken.duration = -.infinity
    let other = PrivateTransitionContext(container: stage.container, from: stage.a, to: stage.b)
    let second = PercentDrivenInteractiveTransition()
    second.animator = broken
    let issues = transitionIssues {
      second.startInteractiveTransition(other)
      #expect(second.duration == 0)
      second.update(0.5)
      second.finish()
    }
    #expect(issues.map(\.kind) == [.invalidParameter])
  }

  /// A controller that starts a transition while the last one's rest still plays lets the last
  /// one finish by itself: its layers run again when it arrives, and the new one is driven.
  @Test func aTransitionStartedWhileTheLastOnePlaysItsRestLeavesThatOneToFinish() {
    let stage = TransitionStage()
    let (interaction, first) = stage.privateTransitionPlayingItsRest()
    let otherContainer = View(frame: stage.container.bounds)
    stage.window.addSubview(otherContainer)
    let c = NamedController("C")
    let d = NamedController("D")
    otherContainer.addSubview(c.view)
    let second = PrivateTransitionContext(container: otherContainer, from: c, to: d)
    interaction.prepareForInteractiveTransition()
    interaction.startInteractiveTransition(second)
    #expect(interaction.transitionContext === second)
    interaction.update(0.25)
    #expect(otherContainer.layer.timing.speed == 0)
    stage.run(until: stage.clock.now + 1)
    #expect(first.completed == [true])
    #expect(stage.container.layer.timing.speed == 1)
    #expect(otherContainer.layer.timing.speed == 0, "the second transition is still under the interaction")
    interaction.cancel()
    stage.run(until: stage.clock.now + 1)
    #expect(second.completed == [false])
    #expect(otherContainer.layer.timing.speed == 1)
  }

  @Test func aContextDroppedBeforeItStartsHoldsNeitherViewController() {
    let stage = TabStage()
    stage.animateSwitches(over: 0.2)
    // A custom container builds a context, then gives up before start().
    _ = TransitionContext(containerView: stage.tabs.view, from: stage.a, to: stage.b, animator: SlideAnimator())
    #expect(stage.a.transitionCoordinator == nil && stage.b.transitionCoordinator == nil)
    let issues = transitionIssues {
      stage.tabs.selectedIndex = 1
      stage.run(for: 0.5)
    }
    #expect(issues.isEmpty, "\(issues.map(\.message))")
    #expect(stage.shownTitles == ["B"])
  }
}

/// A context written the way the custom-container article writes its own: it holds state and
/// reports completion, and exposes no animator unless given one.
@MainActor
final class PrivateTransitionContext: ContextTransitioning {
  let containerView: View
  let isAnimated = true
  var isInteractive = true
  var transitionWasCancelled = false
  let presentationStyle = ModalPresentationStyle.none
  let targetTransform = AffineTransform.identity
  private let from: ViewController
  private let to: ViewController
  private(set) var progress: [Double] = []
  private(set) var finished = false
  private(set) var completed: [Bool] = []
  /// Whether it tells who asks when its transition ends.
  private let reportsEnd: Bool
  private var endHandlers: [@MainActor () -> Void] = []
  /// The animator it names, if any.
  let animator: (any AnimatedTransitioning)?
  /// The duration it says the transition runs for; the protocol's default when `nil`.
  var duration: Double?

  init(
    container: View, from: ViewController, to: ViewController, reportsEnd: Bool = false,
    animator: (any AnimatedTransitioning)? = nil
  ) {
    containerView = container
    self.from = from
    self.to = to
    self.reportsEnd = reportsEnd
    self.animator = animator
  }

  var transitionDuration: Double {
    duration ?? animator.map { TransitionDiagnostics.sanitizedDuration($0.transitionDuration(using: self), of: $0) }
      ?? 0
  }

  func notifyWhenTransitionEnds(_ handler: @escaping @MainActor () -> Void) -> Bool {
    guard reportsEnd else { return false }
    endHandlers.append(handler)
    return true
  }

  func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController? { key == .from ? from : to }
  func view(forKey key: TransitionContextViewKey) -> View? { key == .from ? from.view : to.view }
  func initialFrame(for viewController: ViewController) -> Rect {
    viewController === from ? containerView.bounds : .zero
  }
  func finalFrame(for viewController: ViewController) -> Rect { viewController === to ? containerView.bounds : .zero }
  func updateInteractiveTransition(_ percentComplete: Double) { progress.append(percentComplete) }
  func pauseInteractiveTransition() { isInteractive = true }
  func finishInteractiveTransition() {
    finished = true
    isInteractive = false
  }
  func cancelInteractiveTransition() {
    transitionWasCancelled = true
    isInteractive = false
  }
  func completeTransition(_ didComplete: Bool) {
    completed.append(didComplete)
    let handlers = endHandlers
    endHandlers.removeAll()
    for handler in handlers { handler() }
  }
}

@MainActor
@Suite struct TransitionLifetimeTests {
  @Test func theContextTheAnimatorAndTheInteractionAreReleasedAfterTheTransition() {
    let stage = TransitionStage()
    weak var weakContext: TransitionContext?
    weak var weakAnimator: SlideAnimator?
    weak var weakInteraction: PercentDrivenInteractiveTransition?
    do {
      let animator = SlideAnimator()
      let interaction = PercentDrivenInteractiveTransition()
      let context = stage.context(animator: animator, interaction: interaction)
      weakContext = context
      weakAnimator = animator
      weakInteraction = interaction
      context.start()
      stage.step()
      interaction.update(0.5)
      interaction.finish()
    }
    stage.run(until: 2)
    #expect(weakContext == nil)
    #expect(weakAnimator == nil)
    #expect(weakInteraction == nil)
  }
}

extension TransitionStage {
  /// A user's context from A to B driven by a new percent-driven controller of its own slide,
  /// scrubbed to the middle, finished, and one frame into the rest of its playback.
  func privateTransitionPlayingItsRest() -> (PercentDrivenInteractiveTransition, PrivateTransitionContext) {
    let context = PrivateTransitionContext(container: container, from: a, to: b)
    let interaction = PercentDrivenInteractiveTransition()
    interaction.animator = SlideAnimator()
    interaction.startInteractiveTransition(context)
    interaction.update(0.5)
    interaction.finish()
    step()
    return (interaction, context)
  }
}
