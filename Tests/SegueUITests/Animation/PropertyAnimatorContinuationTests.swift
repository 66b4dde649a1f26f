import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueUI
import Testing

@MainActor
@Suite struct PropertyAnimatorContinuationTests {
  private func moving(curve: View.AnimationCurve = .linear) -> (AnimationStage, PropertyAnimator) {
    movingStage(curve: curve)
  }

  private func x(_ stage: AnimationStage, at time: Double) -> Double {
    stage.x(at: time)
  }

  /// The speed of the view on screen around `time`, from one-sided differences over `step`:
  /// just before and just after.
  private func speeds(_ stage: AnimationStage, around time: Double, step: Double = 1e-6) -> (
    before: Double, after: Double
  ) {
    ((x(stage, at: time) - x(stage, at: time - step)) / step, (x(stage, at: time + step) - x(stage, at: time)) / step)
  }

  @Test func blocksAddedWhileRunningAnimateOverTheRemainingPortion() {
    let (stage, animator) = moving()
    let log = CallLog()
    animator.addCompletion { log.append("completion \($0)") }
    animator.startAnimation()
    stage.run(until: 0.5)
    animator.addAnimations { stage.view.alpha = 0 }
    #expect(stage.shown(at: 0.5).opacity == 1)
    #expect(isClose(stage.shown(at: 0.75).opacity, 0.5))
    stage.run(until: 1)
    #expect(log.entries == ["completion end"])
    #expect(stage.shown(at: 1).opacity == 0)
  }

  @Test func aDelayFactorBeforeStartingDelaysTheBlockByThatPartOfTheDuration() {
    let (stage, animator) = moving()
    animator.addAnimations({ stage.view.alpha = 0 }, delayFactor: 0.5)
    animator.startAnimation()
    #expect(stage.shown(at: 0.4).opacity == 1)
    #expect(isClose(stage.shown(at: 0.75).opacity, 0.5))
  }

  @Test func aDelayFactorWhileRunningDelaysByThatPartOfTheRemainingTime() {
    let (stage, animator) = moving()
    animator.startAnimation()
    stage.run(until: 0.2)
    animator.addAnimations({ stage.view.alpha = 0 }, delayFactor: 0.5)
    #expect(stage.shown(at: 0.55).opacity == 1)
    #expect(isClose(stage.shown(at: 0.8).opacity, 0.5))
  }

  @Test func aPropertyChangedAgainWhileRunningAddsUpAndReversesThroughBothBlocks() {
    let (stage, animator) = moving()
    animator.startAnimation()
    stage.run(until: 0.5)
    animator.addAnimations { stage.view.center = Point(x: 200, y: 0) }
    #expect(stage.view.center.x == 200)
    #expect(isClose(x(stage, at: 0.5), 50))
    #expect(isClose(x(stage, at: 0.75), 75 + 50))
    stage.run(until: 0.75)
    animator.pauseAnimation()
    animator.fractionComplete = 0
    #expect(x(stage, at: 0.75) == 0)
    animator.fractionComplete = 1
    #expect(x(stage, at: 0.75) == 200)
  }

  @Test func continuingAPauseWithNewCubicTimingRunsOverTheGivenPartOfTheDuration() {
    let (stage, animator) = moving(curve: .easeInOut)
    let log = CallLog()
    animator.addCompletion { log.append("completion \($0) at \(stage.clock.now)") }
    animator.fractionComplete = 0.4
    animator.continueAnimation(
      withTimingParameters: CubicTimingParameters(animationCurve: .easeOut), durationFactor: 0.5)
    for t in [0.1, 0.25, 0.4] {
      #expect(isClose(x(stage, at: t), 40 + 60 * TimingFunction.easeOut.value(at: t / 0.5)), "t = \(t)")
    }
    stage.run(until: 0.5)
    #expect(log.entries == ["completion end at 0.5"])
  }

  @Test func aDurationFactorOfZeroContinuesOverTheRemainingPortion() {
    let (stage, animator) = moving()
    animator.fractionComplete = 0.75
    animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
    #expect(isClose(x(stage, at: 0.125), 87.5))
    stage.run(until: 0.25)
    #expect(animator.state == .inactive)
  }

  @Test func continuingWithASpringKeepsTheVelocity() {
    let (stage, animator) = moving()
    animator.startAnimation()
    stage.run(until: 0.5)
    let (before, _) = speeds(stage, around: 0.5)
    animator.continueAnimation(withTimingParameters: SpringTimingParameters(dampingRatio: 0.5), durationFactor: 0.8)
    let (_, after) = speeds(stage, around: 0.5)
    #expect(isClose(before, 100, tolerance: 1e-6))
    #expect(isClose(after, 100, tolerance: 1e-2))
    let spring = Spring(duration: 0.8, usingSpringWithDamping: 0.5, initialSpringVelocity: 2)
    #expect(isClose(x(stage, at: 0.9), 50 + 50 * spring.position(at: 0.4, initialVelocity: 2)))
    stage.run(until: 1.3)
    #expect(animator.state == .inactive)
  }

  @Test func continuingWithACubicCurveKeepsTheVelocityToo() {
    let (stage, animator) = moving(curve: .easeInOut)
    animator.startAnimation()
    stage.run(until: 0.5)
    let (before, _) = speeds(stage, around: 0.5, step: 1e-4)
    animator.continueAnimation(
      withTimingParameters: CubicTimingParameters(animationCurve: .easeInOut), durationFactor: 1)
    let (_, after) = speeds(stage, around: 0.5, step: 1e-4)
    #expect(before > 150)
    #expect(isClose(after, before, tolerance: 0.01 * before))
    stage.run(until: 1.5)
    #expect(animator.state == .inactive)
    #expect(x(stage, at: 1.5) == 100)
  }

  @Test func aSpringsOwnVelocityReplacesTheInheritedOne() {
    let (stage, animator) = moving()
    animator.fractionComplete = 0.5
    let parameters = SpringTimingParameters(dampingRatio: 1, initialVelocity: Vector(dx: 0, dy: 3))
    animator.continueAnimation(withTimingParameters: parameters, durationFactor: 1)
    let (_, after) = speeds(stage, around: 0)
    #expect(isClose(after, 3 * 50, tolerance: 1e-2))
  }

  @Test func cancellingFromAPauseRunsBackwardsAndRestoresTheStart() {
    let (stage, animator) = moving(curve: .easeInOut)
    let log = CallLog()
    animator.addCompletion { log.append("completion \($0)") }
    animator.fractionComplete = 0.6
    animator.isReversed = true
    animator.continueAnimation(withTimingParameters: nil, durationFactor: 0.3)
    #expect(isClose(x(stage, at: 0.15), 60 - 60 * TimingFunction.easeInEaseOut.value(at: 0.5)))
    stage.run(until: 0.3)
    #expect(log.entries == ["completion start"])
    #expect(stage.view.center.x == 0)
  }

  /// A property that another animator or a view animation is moving: a new animator takes
  /// over from where it is shown, without a jump, and ends at its own value.
  @Test func aSecondAnimatorOnAMovingViewStartsFromWhereItIsShown() {
    let stage = AnimationStage()
    stage.view.center = Point(x: 0, y: 0)
    let first = PropertyAnimator(duration: 1, curve: .linear) { stage.view.center = Point(x: 100, y: 0) }
    first.startAnimation()
    stage.run(until: 0.5)
    #expect(stage.x(at: 0.5) == 50)
    let second = PropertyAnimator(duration: 1, curve: .linear) { stage.view.center = Point(x: 200, y: 0) }
    second.startAnimation()
    #expect(isClose(stage.x(at: 0.5), 50, tolerance: 1e-6))
    #expect(isClose(stage.x(at: 1), 125, tolerance: 1e-6))
    stage.run(until: 2)
    #expect(isClose(stage.x(at: 2), 200, tolerance: 1e-6))
  }

  @Test func anAnimatorAfterAViewAnimationStartsFromWhereItIsShown() {
    let stage = AnimationStage()
    stage.view.center = Point(x: 0, y: 0)
    View.animate(
      withDuration: 1, delay: 0, options: .curveLinear, animations: { stage.view.center = Point(x: 100, y: 0) })
    stage.run(until: 0.5)
    #expect(stage.x(at: 0.5) == 50)
    let animator = PropertyAnimator(duration: 1, curve: .linear) { stage.view.center = Point(x: 200, y: 0) }
    animator.startAnimation()
    #expect(isClose(stage.x(at: 0.5), 50, tolerance: 1e-6))
    stage.run(until: 2)
    #expect(isClose(stage.x(at: 2), 200, tolerance: 1e-6))
  }
}
