import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueUI
import Testing

@MainActor
@Suite struct PropertyAnimatorStateTests {
  private func moving(curve: View.AnimationCurve = .linear) -> (AnimationStage, PropertyAnimator) {
    movingStage(curve: curve)
  }

  private func x(_ stage: AnimationStage, at time: Double) -> Double {
    stage.x(at: time)
  }

  @Test func aNewAnimatorWaitsInactiveAndRunsItsBlocksWhenStarted() {
    let (stage, animator) = moving()
    #expect(animator.state == .inactive)
    #expect(!animator.isRunning)
    #expect(animator.fractionComplete == 0)
    #expect(stage.view.center.x == 0)
    animator.startAnimation()
    #expect(animator.state == .active)
    #expect(animator.isRunning)
    #expect(stage.view.center.x == 100)
    #expect(x(stage, at: 0) == 0)
  }

  @Test func itGoesThroughThePlatformsStates() {
    let (stage, animator) = moving()
    var states: [String] = []
    func note() { states.append("\(animator.state)\(animator.isRunning ? " running" : "")") }
    note()
    animator.startAnimation()
    note()
    stage.run(until: 0.2)
    animator.pauseAnimation()
    note()
    animator.startAnimation()
    note()
    stage.run(until: 0.4)
    animator.stopAnimation(false)
    note()
    animator.finishAnimation(at: .current)
    note()
    animator.fractionComplete = 0.5
    note()
    #expect(states == ["inactive", "active running", "active", "active running", "stopped", "inactive", "active"])
  }

  @Test func aRunFollowsTheCurveAndTheFractionCompleteFollowsTime() {
    let (stage, animator) = moving(curve: .easeInOut)
    animator.startAnimation()
    for t in [0.25, 0.5, 0.75] {
      #expect(isClose(x(stage, at: t), 100 * TimingFunction.easeInEaseOut.value(at: t)), "t = \(t)")
    }
    stage.run(until: 0.3)
    #expect(isClose(animator.fractionComplete, 0.3))
  }

  @Test func itCompletesAtTheEndWithTheEndPositionAndBecomesInactive() {
    let (stage, animator) = moving()
    let log = CallLog()
    animator.addCompletion { log.append("first \($0) \(animator.state)") }
    animator.addCompletion { log.append("second \($0)") }
    animator.startAnimation()
    stage.run(until: 0.99)
    #expect(log.entries.isEmpty)
    stage.run(until: 1)
    #expect(log.entries == ["first end inactive", "second end"])
    #expect(animator.state == .inactive)
    #expect(stage.view.layer.animationKeys.isEmpty)
    #expect(x(stage, at: 1) == 100)
  }

  @Test func pausingHoldsTheViewsWhereTheyAre() {
    let (stage, animator) = moving(curve: .easeInOut)
    animator.startAnimation()
    stage.run(until: 0.25)
    let shown = x(stage, at: 0.25)
    animator.pauseAnimation()
    #expect(animator.state == .active)
    #expect(!animator.isRunning)
    #expect(x(stage, at: 0.25) == shown)
    stage.run(until: 3)
    #expect(x(stage, at: 3) == shown)
    #expect(isClose(animator.fractionComplete, shown / 100))
    #expect(animator.state == .active)
  }

  @Test func pausingAnInactiveAnimatorMakesItActiveAtItsStart() {
    let (stage, animator) = moving()
    animator.pauseAnimation()
    #expect(animator.state == .active)
    #expect(!animator.isRunning)
    #expect(stage.view.center.x == 100)
    #expect(x(stage, at: 5) == 0)
  }

  @Test func stoppingWithoutFinishingLeavesTheViewsWhereTheyAreAndSkipsCompletions() {
    let (stage, animator) = moving()
    let log = CallLog()
    animator.addCompletion { log.append("completion \($0)") }
    animator.startAnimation()
    stage.run(until: 0.4)
    animator.stopAnimation(true)
    #expect(animator.state == .inactive)
    #expect(isClose(stage.view.center.x, 40))
    #expect(stage.view.layer.animationKeys.isEmpty)
    stage.run(until: 2)
    #expect(log.entries.isEmpty)
  }

  @Test func stoppingThenFinishingPutsTheViewsAtTheChosenPosition() {
    for (position, expected) in [(ViewAnimatingPosition.end, 100.0), (.start, 0), (.current, 40)] {
      let (stage, animator) = moving()
      let log = CallLog()
      animator.addCompletion { log.append("completion \($0)") }
      animator.startAnimation()
      stage.run(until: 0.4)
      animator.stopAnimation(false)
      #expect(animator.state == .stopped)
      #expect(!animator.isRunning)
      #expect(isClose(stage.view.center.x, 40))
      #expect(log.entries.isEmpty)
      animator.finishAnimation(at: position)
      #expect(animator.state == .inactive)
      #expect(isClose(stage.view.center.x, expected), "\(position)")
      #expect(log.entries == ["completion \(position)"])
    }
  }

  @Test func aDelayedStartHoldsTheStartValues() {
    let (stage, animator) = moving()
    animator.startAnimation(afterDelay: 0.5)
    #expect(animator.delay == 0.5)
    #expect(animator.isRunning)
    #expect(x(stage, at: 0.4) == 0)
    #expect(isClose(x(stage, at: 1), 50))
    stage.run(until: 1.5)
    #expect(animator.state == .inactive)
  }

  @Test func reversingWhileRunningGoesBackAndCompletesAtTheStart() {
    let (stage, animator) = moving()
    let log = CallLog()
    animator.addCompletion { log.append("completion \($0)") }
    animator.startAnimation()
    stage.run(until: 0.5)
    animator.isReversed = true
    #expect(animator.isRunning)
    #expect(isClose(x(stage, at: 0.75), 25))
    stage.run(until: 1)
    #expect(log.entries == ["completion start"])
    #expect(stage.view.center.x == 0)
    #expect(x(stage, at: 1) == 0)
  }

  @Test func aReversedAnimatorStartedFromAPauseRunsBackOverTheElapsedPart() {
    let (stage, animator) = moving()
    animator.fractionComplete = 0.6
    animator.isReversed = true
    animator.startAnimation()
    #expect(isClose(x(stage, at: 0.3), 30))
    stage.run(until: 0.6)
    #expect(animator.state == .inactive)
    #expect(stage.view.center.x == 0)
  }

  @Test func pausesOnCompletionStaysActiveAtTheEndWithoutCompleting() {
    let (stage, animator) = moving()
    let log = CallLog()
    animator.pausesOnCompletion = true
    animator.addCompletion { log.append("completion \($0)") }
    animator.startAnimation()
    stage.run(until: 1.2)
    #expect(animator.state == .active)
    #expect(!animator.isRunning)
    #expect(animator.fractionComplete == 1)
    #expect(log.entries.isEmpty)
    animator.isReversed = true
    animator.startAnimation()
    #expect(isClose(x(stage, at: 1.7), 50))
    stage.run(until: 2.2)
    #expect(animator.state == .active)
    #expect(x(stage, at: 2.2) == 0)
    animator.stopAnimation(false)
    animator.finishAnimation(at: .start)
    #expect(log.entries == ["completion start"])
    #expect(stage.view.center.x == 0)
  }

  @Test func startingWithoutBlocksWaitsUntilABlockArrives() {
    let stage = AnimationStage()
    stage.view.alpha = 1
    let animator = PropertyAnimator(duration: 1, curve: .linear)
    animator.startAnimation()
    #expect(animator.state == .active)
    #expect(!animator.isRunning)
    stage.run(until: 2)
    animator.addAnimations { stage.view.alpha = 0 }
    #expect(animator.isRunning)
    #expect(isClose(stage.shown(at: 2.5).opacity, 0.5))
    stage.run(until: 3)
    #expect(animator.state == .inactive)
  }

  @Test func withoutAClockItJumpsToItsEnd() {
    let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    let log = CallLog()
    let animator = PropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
    animator.addCompletion { log.append("completion \($0)") }
    let messages = diagnosticMessages { animator.startAnimation() }
    #expect(
      messages == [
        "PropertyAnimator: its views are in no window of an Application, so there is no clock to run on; jumped "
          + "to the end (add the views to the application's window before starting)"
      ])
    #expect(log.entries == ["completion end"])
    #expect(animator.state == .inactive)
    #expect(view.layer.presentation(at: 0).opacity == 0)
  }

  @Test func viewsAddedToTheWindowAfterTheirBlockRanStillFindTheClock() {
    let stage = AnimationStage()
    let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    let animator = PropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
    animator.pauseAnimation()
    stage.window.addSubview(view)
    stage.run(until: 1)
    animator.startAnimation()
    #expect(isClose(view.layer.presentation(at: 1.5).opacity, 0.5))
    stage.run(until: 2)
    #expect(animator.state == .inactive)
  }

  @Test func aSpringAnimatorFollowsTheUIKitSpringForItsDuration() {
    let stage = AnimationStage()
    stage.view.center = Point(x: 0, y: 0)
    let animator = PropertyAnimator(duration: 0.6, dampingRatio: 0.5) { stage.view.center = Point(x: 100, y: 0) }
    animator.startAnimation()
    let spring = Spring(duration: 0.6, usingSpringWithDamping: 0.5)
    for t in stride(from: 0.05, to: 0.6, by: 0.05) {
      #expect(isClose(x(stage, at: t), 100 * spring.position(at: t)), "t = \(t)")
    }
    stage.run(until: 0.6)
    #expect(animator.state == .inactive)
  }

  @Test func aPhysicalSpringRunsUntilItSettles() {
    let stage = AnimationStage()
    let parameters = SpringTimingParameters(mass: 1, stiffness: 100, damping: 10, initialVelocity: .zero)
    let animator = PropertyAnimator(duration: 0.1, timingParameters: parameters)
    animator.addAnimations { stage.view.alpha = 0 }
    animator.startAnimation()
    let spring = Spring(mass: 1, stiffness: 100, damping: 10)
    #expect(isClose(stage.shown(at: 0.3).opacity, 1 - spring.position(at: 0.3)))
    stage.run(until: spring.settlingDuration() - 0.02)
    #expect(animator.state == .active)
    stage.run(until: spring.settlingDuration() + 0.02)
    #expect(animator.state == .inactive)
  }

  @Test func runningPropertyAnimatorStartsAtOnceWithTheOptionsCurve() {
    let stage = AnimationStage()
    let log = CallLog()
    let animator = PropertyAnimator.runningPropertyAnimator(
      withDuration: 1, delay: 0.5, options: [.curveEaseIn, .allowUserInteraction],
      animations: { stage.view.alpha = 0 }, completion: { log.append("completion \($0)") })
    #expect(animator.isRunning)
    #expect(animator.isInterruptible)
    #expect(animator.isUserInteractionEnabled)
    #expect((animator.timingParameters as? CubicTimingParameters)?.animationCurve == .easeIn)
    #expect(isClose(stage.shown(at: 1).opacity, 1 - TimingFunction.easeIn.value(at: 0.5)))
    stage.run(until: 1.5)
    #expect(log.entries == ["completion end"])
  }

  @Test func aRunningPropertyAnimatorInsideABlockInheritsItsTimingAndIsNotInterruptible() {
    let stage = AnimationStage()
    var inner: PropertyAnimator?
    View.animate(
      withDuration: 2, delay: 0, options: .curveLinear,
      animations: {
        inner = PropertyAnimator.runningPropertyAnimator(
          withDuration: 0.3, delay: 0, options: .curveEaseIn, animations: { stage.view.alpha = 0 })
      })
    #expect(inner?.duration == 2)
    #expect(inner?.isInterruptible == false)
    #expect(isClose(stage.shown(at: 0.5).opacity, 0.75))
  }
}
