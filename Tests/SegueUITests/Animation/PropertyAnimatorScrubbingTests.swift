import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueUI
import Testing

@MainActor
@Suite struct PropertyAnimatorScrubbingTests {
  private func moving(curve: View.AnimationCurve = .easeInOut) -> (AnimationStage, PropertyAnimator) {
    movingStage(curve: curve)
  }

  private func x(_ stage: AnimationStage, at time: Double) -> Double {
    stage.x(at: time)
  }

  @Test func scrubbingLinearlyShowsTheFractionItself() {
    let (stage, animator) = moving()
    animator.pauseAnimation()
    for fraction in [0.1, 0.3, 0.8, 0.5] {
      animator.fractionComplete = fraction
      #expect(animator.fractionComplete == fraction)
      #expect(isClose(x(stage, at: 0), 100 * fraction))
    }
  }

  @Test func scrubbingThroughTheCurveShowsTheCurvesValue() {
    let (stage, animator) = moving()
    animator.scrubsLinearly = false
    animator.pauseAnimation()
    animator.fractionComplete = 0.3
    #expect(isClose(x(stage, at: 0), 100 * TimingFunction.easeInEaseOut.value(at: 0.3)))
  }

  @Test func settingTheFractionOnAnInactiveAnimatorActivatesItPaused() {
    let (stage, animator) = moving()
    animator.fractionComplete = 0.25
    #expect(animator.state == .active)
    #expect(!animator.isRunning)
    #expect(isClose(x(stage, at: 7), 25))
  }

  @Test func settingTheFractionWhileRunningIsIgnoredAndValuesAreClamped() {
    let (stage, animator) = moving(curve: .linear)
    animator.startAnimation()
    stage.run(until: 0.5)
    animator.fractionComplete = 0.9
    #expect(isClose(animator.fractionComplete, 0.5))
    animator.pauseAnimation()
    animator.fractionComplete = 1.7
    #expect(animator.fractionComplete == 1)
    animator.fractionComplete = -3
    #expect(animator.fractionComplete == 0)
    let messages = diagnosticMessages { animator.fractionComplete = .nan }
    #expect(messages == ["PropertyAnimator: fractionComplete nan is not a finite number; ignored"])
    #expect(animator.fractionComplete == 0)
  }

  @Test func pausingAMovingCurveKeepsWhatIsShownAndScrubsOnFromThere() {
    let (stage, animator) = moving()
    animator.startAnimation()
    stage.run(until: 0.25)
    let shown = x(stage, at: 0.25)
    animator.pauseAnimation()
    #expect(x(stage, at: 0.25) == shown)
    #expect(isClose(animator.fractionComplete, TimingFunction.easeInEaseOut.value(at: 0.25)))
    animator.fractionComplete = 0.4
    #expect(isClose(x(stage, at: 0.25), 40))
  }

  @Test func startingAfterLinearScrubbingReplaysTheCurveOverTheRest() {
    let (stage, animator) = moving()
    animator.pauseAnimation()
    animator.fractionComplete = 0.4
    stage.run(until: 1)
    animator.startAnimation()
    for t in [0.15, 0.3, 0.45] {
      let expected = 40 + 60 * TimingFunction.easeInEaseOut.value(at: t / 0.6)
      #expect(isClose(x(stage, at: 1 + t), expected), "t = \(t)")
    }
    stage.run(until: 1.6)
    #expect(animator.state == .inactive)
  }

  @Test func withoutLinearScrubbingAPauseResumesAlongTheSameCurve() {
    let (stage, animator) = moving()
    animator.scrubsLinearly = false
    animator.startAnimation()
    stage.run(until: 0.3)
    animator.pauseAnimation()
    #expect(isClose(animator.fractionComplete, 0.3))
    stage.run(until: 2)
    animator.startAnimation()
    for t in [2.1, 2.4, 2.6] {
      #expect(isClose(x(stage, at: t), 100 * TimingFunction.easeInEaseOut.value(at: t - 1.7)), "t = \(t)")
    }
    stage.run(until: 2.7)
    #expect(animator.state == .inactive)
  }

  @Test func reversingWhilePausedRunsBackFromTheScrubbedPoint() {
    let (stage, animator) = moving(curve: .linear)
    let log = CallLog()
    animator.addCompletion { log.append("completion \($0)") }
    animator.fractionComplete = 0.5
    animator.isReversed = true
    animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
    #expect(isClose(x(stage, at: 0.25), 25))
    #expect(isClose(animator.fractionComplete, 0.5))
    stage.run(until: 0.5)
    #expect(log.entries == ["completion start"])
    #expect(stage.view.center.x == 0)
  }
}
