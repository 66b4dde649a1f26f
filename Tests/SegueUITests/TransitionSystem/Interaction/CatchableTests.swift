import SegueGeometry
import SegueTestSupport
import SegueUI
import Testing

/// Which transitions a touch may catch (``TransitionContext/isCatchable``): one that plays by
/// itself, or one a percent-driven controller let go that opted in with a catch direction; never
/// one an interaction holds, nor one a controller keeps for its own gesture.
@MainActor
@Suite struct CatchableTests {
  /// A controller that lets a touch catch what it let go, furthered by a finger moving left.
  private final class CatchableInteraction: PercentDrivenInteractiveTransition {
    override var catchDirection: Vector? { Vector(dx: -1, dy: 0) }
  }

  /// Whether the transition driven by `interaction` is catchable while interactive and after
  /// `interaction` let it go half way.
  private func catchable(_ interaction: PercentDrivenInteractiveTransition) -> (held: Bool, released: Bool) {
    let stage = TransitionStage()
    let context = stage.context(animator: SlideAnimator(), interaction: interaction)
    context.start()
    stage.step()
    interaction.update(0.5)
    stage.step()
    let held = context.isCatchable
    interaction.finish()
    stage.step()
    return (held, context.isCatchable)
  }

  @Test func aTransitionThatPlaysByItselfIsCatchableOnceItBegan() {
    let stage = TransitionStage()
    let context = stage.context(animator: SlideAnimator(), interaction: nil)
    context.start()
    #expect(!context.isCatchable, "not before it began")
    stage.step()
    #expect(context.isCatchable)
    stage.run(until: stage.clock.now + 2)
    #expect(context.isComplete && !context.isCatchable)
  }

  @Test func aControllerKeepsWhatItLetGoUnlessItSaysADirection() {
    #expect(catchable(PercentDrivenInteractiveTransition()) == (held: false, released: false))
    #expect(catchable(CatchableInteraction()) == (held: false, released: true))
  }
}
