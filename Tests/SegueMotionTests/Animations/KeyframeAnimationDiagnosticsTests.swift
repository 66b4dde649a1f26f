import SegueGeometry
import SegueMotion
import Testing

@MainActor
@Suite struct KeyframeAnimationDiagnosticsTests {
  private let evenly = "using evenly spaced keyTimes"

  /// The messages reported while a layer runs `animation` and is sampled at several times,
  /// with the samples of its z position.
  private func run(_ animation: KeyframeAnimation<Double>) -> (messages: [String], values: [Double]) {
    var values: [Double] = []
    let messages = diagnosticMessages {
      let layer = layerRunning(animation)
      values = [0, 0.25, 0.5, 0.75, 1].map { layer.presentation(at: $0).zPosition }
    }
    return (messages, values)
  }

  private func keyframes(_ values: [Double], keyTimes: [Double]? = nil, mode: CalculationMode = .linear)
    -> KeyframeAnimation<Double>
  {
    let animation = KeyframeAnimation(.zPosition, values: values, keyTimes: keyTimes)
    animation.calculationMode = mode
    return animation
  }

  @Test func keyTimesCountMismatchFallsBackToEvenSpacing() {
    let result = run(keyframes([0, 10, 40], keyTimes: [0, 1]))
    #expect(
      result.messages == ["KeyframeAnimation(zPosition): 2 keyTimes for 3 values in linear mode (needs 3); \(evenly)"])
    #expect(result.values == [0, 5, 10, 25, 40])
  }

  @Test func discreteKeyTimesCountMismatchNamesBothAllowedCounts() {
    let result = run(keyframes([1, 2], keyTimes: [0, 0.1, 0.2, 1], mode: .discrete))
    #expect(
      result.messages == [
        "KeyframeAnimation(zPosition): 4 keyTimes for 2 values in discrete mode (needs 2 or 3); \(evenly)"
      ])
    #expect(result.values == [1, 1, 2, 2, 2])
  }

  @Test func decreasingKeyTimesFallBackToEvenSpacing() {
    let result = run(keyframes([0, 10, 20, 30, 40], keyTimes: [0, 0.3, 0.8, 0.5, 1], mode: .cubic))
    #expect(result.messages == ["KeyframeAnimation(zPosition): keyTimes decrease at index 3 (0.8 then 0.5); \(evenly)"])
    #expect(zip(result.values, [0, 10, 20, 30, 40]).allSatisfy { abs($0 - $1) < 1e-12 })
  }

  @Test func keyTimesOutsideTheUnitIntervalFallBackToEvenSpacing() {
    let result = run(keyframes([0, 10, 40], keyTimes: [0, 0.5, 1.5]))
    #expect(result.messages == ["KeyframeAnimation(zPosition): keyTimes[2] = 1.5 is outside [0, 1]; \(evenly)"])
    #expect(result.values == [0, 5, 10, 25, 40])
    let notANumber = run(keyframes([0, 10, 40], keyTimes: [0, .nan, 1]))
    #expect(notANumber.messages == ["KeyframeAnimation(zPosition): keyTimes[1] = nan is outside [0, 1]; \(evenly)"])
  }

  @Test func timingFunctionsCountMismatchFallsBackToLinearPacing() {
    let animation = keyframes([0, 10, 40])
    animation.timingFunctions = [.easeIn]
    let result = run(animation)
    #expect(
      result.messages == [
        "KeyframeAnimation(zPosition): 1 timingFunctions for 2 segments; using linear pacing in every segment"
      ])
    #expect(result.values == [0, 5, 10, 25, 40])
  }

  @Test func splineParametersOutsideTheRangeAreClamped() {
    let animation = keyframes([0, 10, 20], mode: .cubic)
    animation.tensionValues = [0, 3, 0]
    animation.biasValues = [.nan, 0, 0]
    let clamped = keyframes([0, 10, 20], mode: .cubic)
    clamped.tensionValues = [0, 1, 0]
    let result = run(animation)
    #expect(
      result.messages == [
        "KeyframeAnimation(zPosition): tensionValues[1] = 3.0 is outside [-1, 1]; clamping out-of-range values (NaN to 0)",
        "KeyframeAnimation(zPosition): biasValues[0] = nan is outside [-1, 1]; clamping out-of-range values (NaN to 0)",
      ])
    #expect(result.values == run(clamped).values)
  }

  @Test func pacedModeOnTransformsFallsBackToEvenlySpacedLinear() {
    let values = [
      Transform3D.identity, Transform3D(translationX: 10, y: 0, z: 0), Transform3D(translationX: 40, y: 0, z: 0),
    ]
    let animation = KeyframeAnimation(.transform, values: values, keyTimes: [0, 0.9, 1])
    animation.calculationMode = .paced
    let messages = diagnosticMessages {
      let layer = layerRunning(animation)
      #expect(abs(layer.presentation(at: 0.75).transform.m41 - 25) < 1e-9)
      #expect(abs(layer.presentation(at: 0.25).transform.m41 - 5) < 1e-9)
    }
    #expect(
      messages == [
        "KeyframeAnimation(transform): paced mode needs VectorInterpolatable values and Transform3D is not; "
          + "using linear mode with evenly spaced keyTimes"
      ])
  }

  @Test func cubicPacedModeOnTransformsFallsBackToEvenlySpacedCubic() {
    let values = [
      Transform3D.identity, Transform3D(translationX: 10, y: 0, z: 0).rotated(by: 1, x: 0, y: 1, z: 0),
      Transform3D(translationX: 40, y: 0, z: 0),
    ]
    let paced = KeyframeAnimation(.transform, values: values, keyTimes: [0, 0.9, 1])
    paced.calculationMode = .cubicPaced
    paced.timingFunctions = [.easeIn, .easeOut]
    let cubic = KeyframeAnimation(.transform, values: values)
    cubic.calculationMode = .cubic
    var shown: [[Transform3D]] = []
    let messages = diagnosticMessages {
      for animation in [paced, cubic] {
        let layer = layerRunning(animation)
        shown.append([0.2, 0.5, 0.7].map { layer.presentation(at: $0).transform })
      }
    }
    #expect(shown[0] == shown[1])
    #expect(
      messages == [
        "KeyframeAnimation(transform): cubicPaced mode needs VectorInterpolatable values to measure speed and "
          + "Transform3D is not; using cubic mode with evenly spaced keyTimes"
      ])
  }

  @Test func cubicModeWithASingularTransformFallsBackToLinear() {
    let values = [Transform3D.identity, Transform3D(scaleX: 0, y: 1, z: 1), Transform3D(translationX: 40, y: 0, z: 0)]
    let cubic = KeyframeAnimation(.transform, values: values, keyTimes: [0, 0.75, 1])
    cubic.calculationMode = .cubic
    cubic.tensionValues = [0, 0.5, 0]
    let linear = KeyframeAnimation(.transform, values: values, keyTimes: [0, 0.75, 1])
    let times = stride(from: 0.0, through: 1, by: 0.05).map { $0 }
    var shown: [[Transform3D]] = []
    let messages = diagnosticMessages {
      for animation in [cubic, linear] {
        let layer = layerRunning(animation)
        shown.append(times.map { layer.presentation(at: $0).transform })
      }
    }
    #expect(shown[0] == shown[1])
    #expect(shown[0].allSatisfy { t in [t.m11, t.m22, t.m41, t.m44].allSatisfy(\.isFinite) })
    #expect(
      messages == [
        "KeyframeAnimation(transform): cubic mode splines Transform3D keyframes through their decompositions and "
          + "values[1] does not decompose (a singular matrix or m44 = 0); using linear mode"
      ])
  }

  @Test func cubicModeOnValuesThatAreNotVectorsFallsBackToLinear() {
    let property = LayerProperty<Level>("zPosition", \LayerValues.level)
    let animation = KeyframeAnimation(property, values: [Level(0), Level(10), Level(40)], keyTimes: [0, 0.75, 1])
    animation.calculationMode = .cubic
    let messages = diagnosticMessages {
      let layer = layerRunning(animation)
      #expect(abs(layer.presentation(at: 0.375).zPosition - 5) < 1e-9)
    }
    #expect(
      messages == [
        "KeyframeAnimation(zPosition): cubic mode needs VectorInterpolatable values and Level is not; using linear mode"
      ])
  }

  @Test func problemsAreReportedOncePerCopy() {
    let animation = keyframes([0, 10, 40], keyTimes: [0, 1])
    let messages = diagnosticMessages {
      let layer = layerRunning(animation)
      for time in stride(from: 0.0, through: 1, by: 0.1) { _ = layer.presentation(at: time) }
      layer.add(animation, forKey: "again")
      _ = layer.presentation(at: 0.5)
      _ = layer.presentation(at: 0.6)
    }
    #expect(messages.count == 2)
    #expect(Set(messages).count == 1)
  }

  @Test func changingTheAttachedCopyAfterTheCommitChangesNothing() {
    // Attached animations are frozen at the commit, as they are read-only on the platform.
    var shown: [Double] = []
    let messages = diagnosticMessages {
      let layer = Layer()
      layer.add(keyframes([0, 10, 40]), forKey: "keys")
      layer.commit(at: 0)
      shown.append(layer.presentation(at: 0.125).zPosition)
      let attached = layer.animation(forKey: "keys") as? KeyframeAnimation<Double>
      attached?.keyTimes = [0.5]
      attached?.values = [100, 100, 100]
      shown.append(layer.presentation(at: 0.125).zPosition)
    }
    #expect(messages.isEmpty)
    #expect(shown[0] == shown[1])
  }
}

/// A number that interpolates but is not a vector, to exercise the fallbacks of such values.
private struct Level: Interpolatable {
  /// The number.
  var value: Double

  /// The level `value`.
  init(_ value: Double) { self.value = value }

  func interpolated(to end: Level, fraction: Double) -> Level {
    Level(value.interpolated(to: end.value, fraction: fraction))
  }
  func adding(_ other: Level) -> Level { Level(value + other.value) }
  func subtracting(_ other: Level) -> Level { Level(value - other.value) }
  static var additiveIdentity: Level { Level(0) }
}

extension LayerValues {
  /// The z position as a ``Level``.
  fileprivate var level: Level {
    get { Level(zPosition) }
    set { zPosition = newValue.value }
  }
}
