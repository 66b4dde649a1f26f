import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueUI
import Testing

@MainActor
@Suite struct ViewAnimationTests {
  @Test func aMoveFollowsEaseInEaseOutFromNow() {
    let stage = AnimationStage()
    stage.view.center = Point(x: 0, y: 50)
    View.animate(withDuration: 1) {
      stage.view.center = Point(x: 100, y: 50)
    }
    #expect(stage.view.center.x == 100)
    for t in [0.0, 0.25, 0.5, 0.75, 1.0] {
      let expected = 100 * TimingFunction.easeInEaseOut.value(at: t)
      #expect(isClose(stage.shown(at: t).position.x, expected), "t = \(t)")
    }
    #expect(stage.shown(at: 2).position.x == 100)
  }

  @Test func theAnimationBeginsAtTheApplicationsCurrentTime() {
    let stage = AnimationStage()
    stage.run(until: 2.5)
    View.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      stage.view.alpha = 0
    }
    #expect(isClose(stage.shown(at: 2.5).opacity, 1))
    #expect(isClose(stage.shown(at: 2.75).opacity, 0.75))
    #expect(isClose(stage.shown(at: 3.25).opacity, 0.25))
  }

  @Test func eachCurveOptionPacesWithItsTimingFunction() {
    let curves: [(View.AnimationOptions, TimingFunction)] = [
      (.curveEaseInOut, .easeInEaseOut), (.curveEaseIn, .easeIn), (.curveEaseOut, .easeOut), (.curveLinear, .linear),
    ]
    for (option, function) in curves {
      let stage = AnimationStage()
      View.animate(withDuration: 2, delay: 0, options: option, animations: { stage.view.alpha = 0 })
      for t in [0.5, 1.0, 1.5] {
        #expect(isClose(stage.shown(at: t).opacity, 1 - function.value(at: t / 2)), "\(option) at \(t)")
      }
    }
  }

  @Test func aDelayHoldsTheOldValueUntilTheAnimationBegins() {
    let stage = AnimationStage()
    View.animate(
      withDuration: 1, delay: 0.5, options: .curveLinear,
      animations: {
        stage.view.frame = Rect(x: 100, y: 0, width: 200, height: 100)
      })
    #expect(stage.view.frame == Rect(x: 100, y: 0, width: 200, height: 100))
    #expect(stage.shown(at: 0.25).bounds.size.width == 100)
    #expect(stage.shown(at: 0.25).position.x == 50)
    #expect(isClose(stage.shown(at: 1).bounds.size.width, 150))
    #expect(isClose(stage.shown(at: 1).position.x, 125))
    #expect(stage.shown(at: 1.5).position.x == 200)
  }

  @Test func completionReportsFinishedOnTheFrameAfterTheEnd() {
    let stage = AnimationStage()
    let log = CallLog()
    View.animate(
      withDuration: 0.5, animations: { stage.view.alpha = 0.5 },
      completion: { finished in
        log.append("done \(finished) at \(stage.clock.now)")
      })
    stage.run(until: 0.49)
    #expect(log.entries.isEmpty)
    stage.run(until: 0.5)
    #expect(log.entries == ["done true at 0.5"])
  }

  /// A stage half way through a linear 1 s move of the centre from x 0 to 100 whose completion
  /// logs "first".
  private func halfWayThroughAMove() -> (AnimationStage, CallLog) {
    let stage = AnimationStage()
    let log = CallLog()
    stage.view.center = Point(x: 0, y: 0)
    View.animate(
      withDuration: 1, delay: 0, options: .curveLinear,
      animations: {
        stage.view.center = Point(x: 100, y: 0)
      }, completion: { log.append("first \($0)") })
    stage.run(until: 0.5)
    return (stage, log)
  }

  @Test func aNewBlockRetargetsARunningMoveWithoutAJumpAndBothComplete() {
    let (stage, log) = halfWayThroughAMove()
    let before = stage.shown(at: 0.5).position.x
    View.animate(
      withDuration: 1, delay: 0, options: .curveLinear,
      animations: {
        stage.view.center = Point(x: 200, y: 0)
      }, completion: { log.append("second \($0)") })
    // Model 200; the first still runs its −100 → 0 (half left), the second its −100 → 0.
    #expect(isClose(before, 50))
    #expect(isClose(stage.shown(at: 0.5).position.x, 50))
    #expect(isClose(stage.shown(at: 1).position.x, 200 - 0 - 50))
    stage.run(until: 1.5)
    #expect(log.entries == ["first true", "second true"])
    #expect(stage.shown(at: 1.5).position.x == 200)
  }

  @Test func beginFromCurrentStateReplacesTheRunningMoveWhichCompletesUnfinished() {
    let (stage, log) = halfWayThroughAMove()
    View.animate(
      withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState],
      animations: {
        stage.view.center = Point(x: 200, y: 0)
      }, completion: { log.append("second \($0)") })
    #expect(log.entries == ["first false"])
    #expect(isClose(stage.shown(at: 0.5).position.x, 50))
    #expect(isClose(stage.shown(at: 1).position.x, 125))
    stage.run(until: 1.5)
    #expect(log.entries == ["first false", "second true"])
  }

  @Test func beginFromCurrentStateStartsFromWhatIsOnScreen() {
    let stage = AnimationStage()
    stage.view.center = Point(x: 0, y: 0)
    View.animate(
      withDuration: 1, delay: 0, options: .curveLinear,
      animations: {
        stage.view.center = Point(x: 100, y: 0)
      })
    stage.run(until: 0.5)
    View.animate(
      withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState],
      animations: {
        stage.view.center = Point(x: 0, y: 0)
      })
    #expect(isClose(stage.shown(at: 0.5).position.x, 50))
    #expect(isClose(stage.shown(at: 1).position.x, 25))
    #expect(stage.shown(at: 1.5).position.x == 0)
  }

  @Test func beginFromCurrentStateWithoutARunningAnimationStartsFromTheOldValue() {
    let stage = AnimationStage()
    stage.view.alpha = 0.2
    stage.view.center = Point(x: 10, y: 10)
    View.animate(
      withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState],
      animations: {
        stage.view.alpha = 1
      })
    #expect(isClose(stage.shown(at: 0).opacity, 0.2))
    #expect(isClose(stage.shown(at: 0.5).opacity, 0.6))
  }

  @Test func aPropertySetTwiceInOneBlockAnimatesOnceFromItsFirstValue() {
    let stage = AnimationStage()
    let log = CallLog()
    stage.view.alpha = 1
    View.animate(
      withDuration: 1, delay: 0, options: .curveLinear,
      animations: {
        stage.view.alpha = 0.5
        stage.view.alpha = 0
      }, completion: { log.append("done \($0)") })
    #expect(isClose(stage.shown(at: 0.5).opacity, 0.5))
    stage.run(until: 1)
    #expect(log.entries == ["done true"])
  }

  @Test func zeroDurationAndEmptyBlocksChangeAtOnceAndCompleteOnTheNextFrame() {
    let stage = AnimationStage()
    let log = CallLog()
    View.animate(withDuration: 0, animations: { stage.view.alpha = 0.3 }, completion: { log.append("zero \($0)") })
    View.animate(
      withDuration: 1, animations: { stage.view.alpha = 0.3 }, completion: { log.append("unchanged-value \($0)") })
    #expect(stage.view.layer.animationKeys.count == 1 && stage.view.layer.animationKeys[0].hasPrefix("opacity"))
    #expect(stage.shown(at: 0).opacity == 0.3)
    #expect(log.entries.isEmpty)
    stage.application.runFrame()
    #expect(log.entries == ["zero true"])
    stage.run(until: 1)
    #expect(log.entries == ["zero true", "unchanged-value true"])
  }

  @Test func aBlockChangingNoViewInAnApplicationCompletesWhenTheCallReturns() {
    let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    let log = CallLog()
    View.animate(withDuration: 1, animations: {}, completion: { log.append("empty \($0)") })
    #expect(log.entries == ["empty true"])
    View.animate(withDuration: 0, animations: { view.alpha = 0 }, completion: { log.append("zero \($0)") })
    #expect(log.entries == ["empty true", "zero true"])
  }

  @Test func aViewOutsideAnApplicationStartsAtTheNextCommit() {
    let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    let log = CallLog()
    View.animate(
      withDuration: 1, delay: 0.5, options: .curveLinear, animations: { view.alpha = 0 },
      completion: {
        log.append("done \($0)")
      })
    view.layer.commit(at: 10)
    #expect(view.layer.presentation(at: 10.25).opacity == 1)
    #expect(isClose(view.layer.presentation(at: 11).opacity, 0.5))
    view.layer.commit(at: 11.4)
    #expect(log.entries.isEmpty)
    view.layer.commit(at: 11.5)
    #expect(log.entries == ["done true"])
  }

  @Test func onAPausedLayerTheAnimationStartsAtItsTimeOffset() {
    let stage = AnimationStage()
    let container = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
    stage.window.addSubview(container)
    container.addSubview(stage.view)
    stage.run(until: 3)
    container.layer.speed = 0
    container.layer.timeOffset = 0
    View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { stage.view.alpha = 0 })
    #expect(stage.shown(at: 3).opacity == 1)
    #expect(stage.shown(at: 10).opacity == 1)
    container.layer.timeOffset = 0.25
    #expect(isClose(stage.shown(at: 10).opacity, 0.75))
  }

  @Test func performWithoutAnimationShowsChangesAtOnceEvenInsideAnimationBlocks() {
    let stage = AnimationStage()
    let log = CallLog()
    #expect(View.areAnimationsEnabled)
    View.performWithoutAnimation {
      #expect(!View.areAnimationsEnabled)
      View.animate(withDuration: 1, animations: { stage.view.alpha = 0 }, completion: { log.append("inner \($0)") })
      stage.view.center = Point(x: 300, y: 300)
    }
    #expect(View.areAnimationsEnabled)
    #expect(stage.view.layer.animationKeys.isEmpty)
    #expect(stage.shown(at: 0).opacity == 0)
    #expect(stage.shown(at: 0).position == Point(x: 300, y: 300))
    stage.application.runFrame()
    #expect(log.entries == ["inner true"])
  }

  @Test func performWithoutAnimationInsideABlockKeepsThoseChangesStill() {
    let stage = AnimationStage()
    View.animate(withDuration: 1) {
      stage.view.alpha = 0
      View.performWithoutAnimation { stage.view.center = Point(x: 300, y: 0) }
    }
    #expect(stage.view.layer.animationKeys.count == 1 && stage.view.layer.animationKeys[0].hasPrefix("opacity"))
    #expect(stage.shown(at: 0.5).position.x == 300)
  }

  @Test func autoreverseWithoutRepeatPlaysBackThenShowsTheModelValue() {
    let stage = AnimationStage()
    let log = CallLog()
    View.animate(
      withDuration: 1, delay: 0, options: [.autoreverse, .curveLinear],
      animations: {
        stage.view.alpha = 0
      }, completion: { log.append("done \($0)") })
    #expect(isClose(stage.shown(at: 0.5).opacity, 0.5))
    #expect(isClose(stage.shown(at: 1.5).opacity, 0.5))
    #expect(isClose(stage.shown(at: 1.75).opacity, 0.75))
    stage.run(until: 2)
    #expect(log.entries == ["done true"])
    #expect(stage.shown(at: 2).opacity == 0)
  }

  @Test func repeatWithAutoreverseRunsForeverUntilReplaced() {
    let stage = AnimationStage()
    let log = CallLog()
    View.animate(
      withDuration: 1, delay: 0, options: [.repeat, .autoreverse, .curveLinear],
      animations: {
        stage.view.alpha = 0
      }, completion: { log.append("pulse \($0)") })
    #expect(isClose(stage.shown(at: 10.25).opacity, 0.75))
    #expect(isClose(stage.shown(at: 11.25).opacity, 0.25))
    stage.run(until: 20)
    #expect(log.entries.isEmpty)
    View.animate(withDuration: 0.5) { stage.view.alpha = 1 }
    #expect(log.entries.isEmpty)
    View.animate(withDuration: 0.5, delay: 0, options: .beginFromCurrentState, animations: { stage.view.alpha = 1 })
    #expect(log.entries == ["pulse false"])
  }

  @Test func repeatAloneRestartsEachCycle() {
    let stage = AnimationStage()
    View.animate(withDuration: 1, delay: 0, options: [.repeat, .curveLinear], animations: { stage.view.alpha = 0 })
    #expect(isClose(stage.shown(at: 3.25).opacity, 0.75))
    #expect(isClose(stage.shown(at: 7.9).opacity, 0.1))
  }

  @Test func removingTheAnimationsCompletesUnfinished() {
    let stage = AnimationStage()
    let log = CallLog()
    View.animate(
      withDuration: 1,
      animations: {
        stage.view.alpha = 0
        stage.view.center = Point(x: 200, y: 200)
      }, completion: { log.append("done \($0)") })
    for key in stage.view.layer.animationKeys where key.hasPrefix("opacity") {
      stage.view.layer.removeAnimation(forKey: key)
    }
    #expect(log.entries.isEmpty)
    stage.run(until: 1)
    #expect(log.entries == ["done false"])
  }

  @Test func theLayoutSubviewsOptionAnimatesTheLayoutWithTheBlock() {
    final class Bar: View {
      let fill = View()
      override init(frame: Rect) {
        super.init(frame: frame)
        addSubview(fill)
      }
      override func layoutSubviews() {
        fill.frame = Rect(x: 0, y: 0, width: bounds.size.width / 2, height: bounds.size.height)
      }
    }
    let stage = AnimationStage()
    let bar = Bar(frame: Rect(x: 0, y: 0, width: 100, height: 10))
    let plain = Bar(frame: Rect(x: 0, y: 20, width: 100, height: 10))
    stage.window.addSubview(bar)
    stage.window.addSubview(plain)
    stage.window.layoutIfNeeded()
    View.animate(
      withDuration: 1, delay: 0, options: [.layoutSubviews, .curveLinear],
      animations: {
        bar.frame = Rect(x: 0, y: 0, width: 200, height: 10)
      })
    View.animate(
      withDuration: 1, delay: 0, options: .curveLinear,
      animations: {
        plain.frame = Rect(x: 0, y: 20, width: 200, height: 10)
      })
    #expect(bar.fill.frame.size.width == 100)
    #expect(isClose(stage.shown(bar.fill, at: 0.5).bounds.size.width, 75))
    stage.run(until: 0.5)
    #expect(plain.fill.frame.size.width == 100)
    #expect(stage.shown(plain.fill, at: 0.5).bounds.size.width == 100)
  }

  @Test func nonFiniteDurationsAreReportedAndTreatedAsZero() {
    let stage = AnimationStage()
    let messages = diagnosticMessages {
      View.animate(withDuration: .nan, animations: { stage.view.alpha = 0 })
    }
    #expect(messages == ["View.animate: duration nan is not a finite number; using 0"])
    #expect(stage.view.layer.animationKeys.isEmpty)
  }
}
