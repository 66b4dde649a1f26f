import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueUI
import Testing

/// An interruptible slide: one property animator (linear, 1 s) moves B in from the right, and
/// its completion ends the transition at the position it reached.
@MainActor
final class InterruptibleSlideAnimator: AnimatedTransitioning {
  private(set) var propertyAnimator: PropertyAnimator?
  private(set) var animateCalls = 0

  func transitionDuration(using transitionContext: (any ContextTransitioning)?) -> Double { 1 }

  func interruptibleAnimator(using transitionContext: any ContextTransitioning) -> (any ViewImplicitlyAnimating)? {
    if let propertyAnimator { return propertyAnimator }
    guard let toView = transitionContext.view(forKey: .to), let to = transitionContext.viewController(forKey: .to)
    else { return nil }
    let final = transitionContext.finalFrame(for: to)
    toView.frame = final.offsetBy(dx: 300, dy: 0)
    transitionContext.containerView.addSubview(toView)
    let animator = PropertyAnimator(duration: 1, curve: .linear) { toView.frame = final }
    animator.addCompletion { position in transitionContext.completeTransition(position == .end) }
    propertyAnimator = animator
    return animator
  }

  func animateTransition(using transitionContext: any ContextTransitioning) {
    animateCalls += 1
    interruptibleAnimator(using: transitionContext)?.startAnimation()
  }
}

@MainActor
@Suite struct InterruptibleTransitionTests {
  private func start(configure: (PercentDrivenInteractiveTransition) -> Void = { _ in })
    -> (TransitionStage, PercentDrivenInteractiveTransition, InterruptibleSlideAnimator, TransitionContext)
  {
    let stage = TransitionStage()
    let interaction = PercentDrivenInteractiveTransition()
    configure(interaction)
    let animator = InterruptibleSlideAnimator()
    let context = stage.context(animator: animator, interaction: interaction)
    context.start()
    stage.step()
    return (stage, interaction, animator, context)
  }

  @Test func theInterruptibleAnimatorIsPausedAndScrubbedInsteadOfTheLayerTime() {
    let (stage, interaction, animator, context) = start()
    #expect(animator.animateCalls == 0)
    #expect(animator.propertyAnimator?.state == .active)
    #expect(animator.propertyAnimator?.isRunning == false)
    #expect(stage.container.layer.timing.speed == 1)
    interaction.update(0.25)
    #expect(animator.propertyAnimator?.fractionComplete == 0.25)
    #expect(isClose(stage.shownX(stage.b.view), 225, tolerance: 1e-6))
    #expect(context.transitionCoordinator?.isInterruptible == true)
  }

  @Test func finishingContinuesTheAnimatorOverTheRemainingFraction() {
    let (stage, interaction, _, context) = start { $0.completionSpeed = 2 }
    interaction.update(0.5)
    let begin = stage.clock.now
    interaction.finish()
    stage.run(until: begin + 0.25 - 1 / 60)
    #expect(!context.isComplete)
    stage.run(until: begin + 0.25 + 1 / 60)
    #expect(context.isComplete)
    #expect(!context.transitionWasCancelled)
    #expect(stage.b.view.frame == stage.container.bounds)
  }

  /// A finger that moved the progress by 0.03 a frame lifts in the frame after its last move:
  /// that frame moves B on by about as much (9 points), where a continuation counted from the
  /// release would leave it where it was.
  @Test(arguments: [true, false])
  func theFrameOfALoneLiftMovesOnAtTheFingersSpeed(handsOver: Bool) {
    let (stage, interaction, _, _) = start { $0.continuesInteractionVelocity = handsOver }
    let frame = stage.application.frameScheduler.frameDuration
    for index in 1...8 {
      stage.clock.advance(by: frame)
      interaction.update(0.03 * Double(index))
      stage.application.runFrame()
    }
    let before = stage.shownX(stage.b.view)
    stage.clock.advance(by: frame)
    interaction.finish()
    stage.application.runFrame()
    let moved = before - stage.shownX(stage.b.view)
    if handsOver {
      #expect(isClose(moved, 9, tolerance: 1.5), "moved \(moved)")
    } else {
      #expect(moved < 1, "from rest along the completion curve: moved \(moved)")
    }
  }

  @Test func theTimingCurveReplacesTheCompletionCurveForTheInterruptibleAnimator() {
    let (stage, interaction, _, _) = start {
      $0.timingCurve = CubicTimingParameters(animationCurve: .easeIn)
      $0.completionCurve = .linear
    }
    interaction.update(0.5)
    let begin = stage.clock.now
    interaction.finish()
    stage.run(until: begin + 0.25)
    let progress = 0.5 + 0.5 * TimingFunction.easeIn.value(at: 0.5)
    #expect(isClose(stage.shownX(stage.b.view), 300 * (1 - progress), tolerance: 1e-3))
  }

  @Test func cancellingReversesTheAnimatorToItsStart() {
    let (stage, interaction, _, context) = start()
    interaction.update(0.5)
    interaction.cancel()
    stage.run(until: stage.clock.now + 0.6)
    #expect(context.isComplete)
    #expect(context.transitionWasCancelled)
    #expect(stage.b.view.superview == nil)
    #expect(stage.a.view.superview === stage.container)
  }

  @Test func alongsideAnimationsJoinTheInterruptibleAnimator() {
    let stage = TransitionStage()
    let marker = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    stage.container.addSubview(marker)
    let interaction = PercentDrivenInteractiveTransition()
    let context = stage.context(animator: InterruptibleSlideAnimator(), interaction: interaction)
    context.transitionCoordinator?.animate(alongsideTransition: { _ in marker.alpha = 0 }, completion: nil)
    context.start()
    stage.step()
    interaction.update(0.5)
    #expect(isClose(marker.layer.presentation(at: stage.clock.now).opacity, 0.5, tolerance: 1e-6))
  }
}
