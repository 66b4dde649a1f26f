import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueUI
import Testing

@MainActor
@Suite struct PropertyAnimatorDiagnosticsTests {
  private func moving() -> (AnimationStage, PropertyAnimator) {
    let stage = AnimationStage()
    stage.view.center = Point(x: 0, y: 0)
    let animator = PropertyAnimator(duration: 1, curve: .linear) { stage.view.center = Point(x: 100, y: 0) }
    return (stage, animator)
  }

  @Test func finishingAnActiveAnimatorIsReportedAndStopsItFirst() {
    let (stage, animator) = moving()
    let log = CallLog()
    animator.addCompletion { log.append("completion \($0)") }
    animator.startAnimation()
    stage.run(until: 0.3)
    let messages = diagnosticMessages { animator.finishAnimation(at: .start) }
    #expect(
      messages == [
        "PropertyAnimator: finishAnimation(at: .start) on an active animator; it may only be called once stopped "
          + "(call stopAnimation(false) first); stopped it and finished it at .start"
      ])
    #expect(animator.state == .inactive)
    #expect(stage.view.center.x == 0)
    #expect(log.entries == ["completion start"])
  }

  @Test func finishingAnInactiveAnimatorIsReportedAndIgnored() {
    let (stage, animator) = moving()
    let messages = diagnosticMessages { animator.finishAnimation(at: .end) }
    #expect(
      messages == [
        "PropertyAnimator: finishAnimation(at: .end) on an inactive animator; there is nothing to finish (start it "
          + "and call stopAnimation(false) first); ignored"
      ])
    #expect(animator.state == .inactive)
    #expect(stage.view.center.x == 0)
  }

  @Test func flagsSetOnAnActiveAnimatorAreReportedAndKept() {
    let (stage, animator) = moving()
    animator.isInterruptible = false
    animator.isUserInteractionEnabled = false
    animator.isInterruptible = true
    #expect(animator.isInterruptible)
    animator.startAnimation()
    let messages = diagnosticMessages {
      animator.isInterruptible = false
      animator.isUserInteractionEnabled = true
    }
    #expect(
      messages == [
        "PropertyAnimator: isInterruptible cannot be changed on an active animator; kept true (set it before starting the animator)",
        "PropertyAnimator: isUserInteractionEnabled cannot be changed on an active animator; kept false (set it before starting the animator)",
      ])
    #expect(animator.isInterruptible)
    #expect(!animator.isUserInteractionEnabled)
    #expect(stage.view.window != nil)
  }

  @Test func aDelayFactorOutsideTheUnitRangeIsReportedAndClamped() {
    let (stage, animator) = moving()
    let messages = diagnosticMessages {
      animator.addAnimations({ stage.view.alpha = 0 }, delayFactor: 1.5)
      animator.addAnimations({ stage.view.backgroundColor = .black }, delayFactor: -0.5)
    }
    #expect(
      messages == [
        "PropertyAnimator: addAnimations(_:delayFactor:) with delayFactor 1.5, which must be in [0, 1]; using 1.0",
        "PropertyAnimator: addAnimations(_:delayFactor:) with delayFactor -0.5, which must be in [0, 1]; using 0.0",
      ])
    animator.startAnimation()
    #expect(stage.shown(at: 0.99).opacity == 1)
    #expect(stage.shown(at: 0.5).backgroundColor != nil)
  }

  @Test func aNonInterruptibleAnimatorRefusesToBeInterruptedWhileRunning() {
    let (stage, animator) = moving()
    animator.isInterruptible = false
    animator.startAnimation()
    stage.run(until: 0.5)
    let messages = diagnosticMessages {
      animator.pauseAnimation()
      animator.stopAnimation(true)
      animator.isReversed = true
      animator.continueAnimation(withTimingParameters: nil, durationFactor: 2)
    }
    #expect(
      messages == [
        "PropertyAnimator: pauseAnimation() on a running non-interruptible animator; ignored (set isInterruptible before starting it)",
        "PropertyAnimator: stopAnimation(_:) on a running non-interruptible animator; ignored (set isInterruptible before starting it)",
        "PropertyAnimator: isReversed cannot change while a non-interruptible animator runs; ignored (set it before starting, or make the animator interruptible)",
        "PropertyAnimator: continueAnimation on a running non-interruptible animator; ignored (set isInterruptible before starting it)",
      ])
    #expect(animator.isRunning)
    #expect(!animator.isReversed)
    stage.run(until: 1)
    #expect(animator.state == .inactive)
  }

  @Test func misusingAStoppedAnimatorIsReportedAndIgnored() {
    let (stage, animator) = moving()
    animator.startAnimation()
    stage.run(until: 0.5)
    animator.stopAnimation(false)
    let messages = diagnosticMessages {
      animator.startAnimation()
      animator.pauseAnimation()
      animator.addAnimations { stage.view.alpha = 0 }
      animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
    }
    #expect(
      messages == [
        "PropertyAnimator: startAnimation() on a stopped animator; ignored (call finishAnimation(at:) first, then start it again)",
        "PropertyAnimator: pauseAnimation() on a stopped animator; ignored (call finishAnimation(at:) to end it)",
        "PropertyAnimator: addAnimations on a stopped animator; ignored (a stopped animator's blocks are invalidated: finish it first)",
        "PropertyAnimator: continueAnimation on a stopped animator; ignored (call finishAnimation(at:) to end it)",
      ])
    #expect(animator.state == .stopped)
    #expect(stage.view.alpha == 1)
  }

  @Test func continuingAnInactiveAnimatorIsReportedAndStartsIt() {
    let (stage, animator) = moving()
    let messages = diagnosticMessages {
      animator.continueAnimation(withTimingParameters: nil, durationFactor: -1)
    }
    #expect(
      messages == [
        "PropertyAnimator: continueAnimation durationFactor -1.0 is not a non-negative number; using 0 (the remaining duration)",
        "PropertyAnimator: continueAnimation on an inactive animator; it continues a paused animator (pause it first); started it instead",
      ])
    #expect(animator.isRunning)
    #expect(isClose(stage.shown(at: 0.5).position.x, 50))
  }

  @Test func aBadDurationIsReportedAndReplaced() {
    let messages = diagnosticMessages {
      let animator = PropertyAnimator(duration: -2, curve: .easeIn)
      #expect(animator.duration == 0)
    }
    #expect(messages == ["PropertyAnimator: duration -2.0 is not a non-negative finite number; using 0"])
  }

  @Test func releasingAPausedAnimatorIsReportedAndLeavesTheViewsWhereTheyAre() {
    let stage = AnimationStage()
    stage.view.center = Point(x: 0, y: 0)
    let messages = diagnosticMessages {
      var animator: PropertyAnimator? = PropertyAnimator(duration: 1, curve: .linear) {
        stage.view.center = Point(x: 100, y: 0)
      }
      animator?.fractionComplete = 0.3
      animator = nil
    }
    #expect(
      messages == [
        "PropertyAnimator: released while active; a property animator must finish, or be stopped and finished, "
          + "before it is released (keep a reference until then); the views were left where they were"
      ])
    #expect(stage.view.layer.animationKeys.isEmpty)
    #expect(isClose(stage.view.center.x, 30))
  }

  @Test func aRunningAnimatorKeepsItselfAliveUntilItEnds() {
    let stage = AnimationStage()
    let log = CallLog()
    let messages = diagnosticMessages {
      let animator = PropertyAnimator(duration: 1, curve: .linear) { stage.view.alpha = 0 }
      animator.addCompletion { log.append("completion \($0)") }
      animator.startAnimation()
    }
    #expect(messages.isEmpty)
    stage.run(until: 1)
    #expect(log.entries == ["completion end"])
  }
}
