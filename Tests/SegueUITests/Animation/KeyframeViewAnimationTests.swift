import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueUI
import Testing

@MainActor
@Suite struct KeyframeViewAnimationTests {
  /// Keyframe options that pace the whole animation linearly, as apps pass them.
  private let linear = View.KeyframeAnimationOptions(rawValue: View.AnimationOptions.curveLinear.rawValue)

  /// The opacity of a layer running SegueMotion's keyframe animation of `values` at `keyTimes`
  /// in `mode` over 1 s from time 0, at `time`: the oracle for the view keyframe API.
  private func oracle(_ values: [Double], _ keyTimes: [Double], _ mode: CalculationMode, at time: Double) -> Double {
    let layer = Layer()
    let animation = KeyframeAnimation(LayerProperty<Double>.opacity, values: values, keyTimes: keyTimes)
    animation.calculationMode = mode
    animation.duration = 1
    layer.add(animation, forKey: "opacity", start: .at(0))
    return layer.presentation(at: time).opacity
  }

  @Test func keyframesAnimateOverTheirRelativeSpans() {
    let stage = AnimationStage()
    stage.view.center = Point(x: 0, y: 0)
    View.animateKeyframes(
      withDuration: 2, delay: 0, options: linear,
      animations: {
        View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { stage.view.alpha = 0 }
        View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { stage.view.center = Point(x: 100, y: 0) }
      })
    #expect(stage.view.alpha == 0)
    #expect(stage.view.center.x == 100)
    #expect(isClose(stage.shown(at: 0.25).opacity, 0.5))
    #expect(stage.shown(at: 0.5).opacity == 0)
    #expect(stage.shown(at: 0.9).position.x == 0)
    #expect(isClose(stage.shown(at: 1.5).position.x, 50))
    #expect(stage.shown(at: 2).position.x == 100)
  }

  @Test func theWholeAnimationIsPacedEaseInEaseOutByDefault() {
    let stage = AnimationStage()
    View.animateKeyframes(
      withDuration: 1, delay: 0, options: [],
      animations: {
        View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { stage.view.alpha = 0 }
      })
    for t in [0.1, 0.2, 0.3] {
      let progress = TimingFunction.easeInEaseOut.value(at: t)
      #expect(isClose(stage.shown(at: t).opacity, 1 - progress / 0.5), "t = \(t)")
    }
  }

  @Test func valuesHoldBetweenKeyframesAndAcrossAGap() {
    let stage = AnimationStage()
    View.animateKeyframes(
      withDuration: 1, delay: 0, options: linear,
      animations: {
        View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.2) { stage.view.alpha = 0.5 }
        View.addKeyframe(withRelativeStartTime: 0.6, relativeDuration: 0.2) { stage.view.alpha = 0 }
      })
    #expect(isClose(stage.shown(at: 0.1).opacity, 0.75))
    #expect(isClose(stage.shown(at: 0.4).opacity, 0.5))
    #expect(isClose(stage.shown(at: 0.7).opacity, 0.25))
    #expect(stage.shown(at: 0.9).opacity == 0)
  }

  @Test func aKeyframeOfZeroDurationChangesTheValueAtItsStart() {
    let stage = AnimationStage()
    View.animateKeyframes(
      withDuration: 1, delay: 0, options: linear,
      animations: {
        View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0) { stage.view.alpha = 0 }
      })
    #expect(stage.shown(at: 0.49).opacity == 1)
    #expect(stage.shown(at: 0.5).opacity == 0)
  }

  @Test func changesOutsideAnyKeyframeSpanTheWholeDuration() {
    let stage = AnimationStage()
    View.animateKeyframes(
      withDuration: 1, delay: 0, options: linear,
      animations: {
        stage.view.alpha = 0
      })
    #expect(isClose(stage.shown(at: 0.25).opacity, 0.75))
  }

  @Test func discreteModeShowsEachValueFromTheEndOfItsKeyframe() {
    let stage = AnimationStage()
    View.animateKeyframes(
      withDuration: 1, delay: 0, options: [linear, .calculationModeDiscrete],
      animations: {
        View.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.25) { stage.view.alpha = 0.5 }
        View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25) { stage.view.alpha = 0 }
      })
    #expect(stage.shown(at: 0.4).opacity == 1)
    #expect(stage.shown(at: 0.5).opacity == 0.5)
    #expect(stage.shown(at: 0.74).opacity == 0.5)
    #expect(stage.shown(at: 0.75).opacity == 0)
  }

  @Test func pacedModeMovesAtAConstantSpeedWhateverTheKeyframeTimes() {
    let stage = AnimationStage()
    stage.view.center = Point(x: 0, y: 0)
    View.animateKeyframes(
      withDuration: 1, delay: 0, options: [linear, .calculationModePaced],
      animations: {
        View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.9) { stage.view.center = Point(x: 100, y: 0) }
        View.addKeyframe(withRelativeStartTime: 0.9, relativeDuration: 0.1) { stage.view.center = Point(x: 300, y: 0) }
      })
    for t in [0.2, 0.5, 0.8] {
      #expect(isClose(stage.shown(at: t).position.x, 300 * t, tolerance: 1e-6), "t = \(t)")
    }
  }

  @Test func cubicModesInterpolateAsCoreAnimationKeyframesThroughTheSameKeys() {
    let modes: [(View.KeyframeAnimationOptions, CalculationMode)] = [
      (.calculationModeCubic, .cubic), (.calculationModeCubicPaced, .cubicPaced),
    ]
    for (option, mode) in modes {
      let stage = AnimationStage()
      View.animateKeyframes(
        withDuration: 1, delay: 0, options: [linear, option],
        animations: {
          View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.3) { stage.view.alpha = 0.2 }
          View.addKeyframe(withRelativeStartTime: 0.3, relativeDuration: 0.4) { stage.view.alpha = 0.9 }
          View.addKeyframe(withRelativeStartTime: 0.7, relativeDuration: 0.3) { stage.view.alpha = 0 }
        })
      var bends = false
      for t in stride(from: 0.05, to: 1, by: 0.1) {
        let expected = oracle([1, 0.2, 0.9, 0], [0, 0.3, 0.7, 1], mode, at: t)
        #expect(isClose(stage.shown(at: t).opacity, expected), "\(mode) at \(t)")
        let straight = oracle([1, 0.2, 0.9, 0], [0, 0.3, 0.7, 1], .linear, at: t)
        if !isClose(expected, straight, tolerance: 1e-3) { bends = true }
      }
      #expect(bends, "\(mode) differs from straight lines")
    }
  }

  @Test func cubicKeyframesOfATransformCurveThroughItsDecompositionsWithoutADiagnostic() {
    let keys = [
      Transform3D.identity, Transform3D(rotationAngle: 1.2, x: 0, y: 1, z: 0).translatedBy(x: 40, y: 0, z: 0),
      Transform3D(scaleX: 1.5, y: 1.5, z: 1).rotated(by: -0.8, x: 1, y: 0, z: 0),
      Transform3D(translationX: -30, y: 20, z: 10),
    ]
    let keyTimes = [0, 0.3, 0.7, 1.0]
    let stage = AnimationStage()
    let messages = diagnosticMessages {
      View.animateKeyframes(
        withDuration: 1, delay: 0, options: [linear, .calculationModeCubic],
        animations: {
          for index in 1...3 {
            View.addKeyframe(
              withRelativeStartTime: keyTimes[index - 1], relativeDuration: keyTimes[index] - keyTimes[index - 1]
            ) { stage.view.transform3D = keys[index] }
          }
        })
      _ = stage.shown(at: 0.5)
    }
    #expect(messages.isEmpty)
    let layer = Layer()
    let oracle = KeyframeAnimation(.transform, values: keys, keyTimes: keyTimes)
    oracle.calculationMode = .cubic
    oracle.duration = 1
    layer.add(oracle, forKey: "transform", start: .at(0))
    var bends = false
    for t in stride(from: 0.05, to: 1, by: 0.1) {
      let shown = stage.shown(at: t).transform
      let expected = layer.presentation(at: t).transform
      #expect(shown == expected, "at \(t)")
      let straight = keys[0].interpolated(to: keys[1], fraction: t / 0.3)
      if t < 0.3 && !isClose(shown.m41, straight.m41, tolerance: 1e-3) { bends = true }
    }
    #expect(bends, "the cubic curve differs from straight blends")
  }

  @Test func aDelayAndTheCompletionBehaveAsForBasicBlocks() {
    let stage = AnimationStage()
    let log = CallLog()
    View.animateKeyframes(
      withDuration: 1, delay: 1, options: linear,
      animations: {
        View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { stage.view.alpha = 0 }
      }, completion: { log.append("done \($0)") })
    #expect(stage.shown(at: 0.5).opacity == 1)
    #expect(isClose(stage.shown(at: 1.5).opacity, 0.5))
    stage.run(until: 1.9)
    #expect(log.entries.isEmpty)
    stage.run(until: 2)
    #expect(log.entries == ["done true"])
  }

  @Test func aZeroDurationAppliesTheChangesAtOnce() {
    let stage = AnimationStage()
    let log = CallLog()
    View.animateKeyframes(
      withDuration: 0, delay: 0, options: [],
      animations: {
        View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { stage.view.alpha = 0 }
      }, completion: { log.append("done \($0)") })
    #expect(stage.view.layer.animationKeys.isEmpty)
    #expect(stage.shown(at: 0).opacity == 0)
    stage.application.runFrame()
    #expect(log.entries == ["done true"])
  }

  @Test(arguments: [(0.8, 0.2), (0.7, 0.3), (0.9, 0.1), (0.6, 0.4), (0.3, 0.7), (0.1, 0.9)])
  func aKeyframeEndingAtOneInDecimalFractionsIsNotReported(start: Double, duration: Double) {
    let stage = AnimationStage()
    let messages = diagnosticMessages {
      View.animateKeyframes(
        withDuration: 1, delay: 0, options: linear,
        animations: {
          View.addKeyframe(withRelativeStartTime: start, relativeDuration: duration) { stage.view.alpha = 0 }
        })
    }
    #expect(messages.isEmpty, "\(messages)")
    #expect(isClose(stage.shown(at: start).opacity, 1))
    #expect(isClose(stage.shown(at: start + duration / 2).opacity, 0.5))
    #expect(stage.shown(at: 1).opacity == 0)
  }

  @Test func misusedKeyframesAreReported() {
    let stage = AnimationStage()
    let messages = diagnosticMessages {
      View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { stage.view.alpha = 0.5 }
      View.animateKeyframes(
        withDuration: 1, delay: 0, options: linear,
        animations: {
          View.addKeyframe(withRelativeStartTime: 0.8, relativeDuration: 0.5) { stage.view.alpha = 0 }
        })
    }
    #expect(
      messages == [
        "View.addKeyframe(withRelativeStartTime:relativeDuration:animations:) called outside an animateKeyframes "
          + "block; its changes were made without a keyframe (call it inside the block passed to View.animateKeyframes)",
        "View.addKeyframe: relative duration 0.5 from 0.8 is outside [0.0, 0.19999999999999996]; using 0.19999999999999996",
      ])
    #expect(isClose(stage.shown(at: 0.9).opacity, 0.25))
  }
}
