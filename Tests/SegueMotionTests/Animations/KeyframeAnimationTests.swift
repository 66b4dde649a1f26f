import SegueGeometry
import SegueMotion
import Testing

@MainActor
@Suite struct KeyframeAnimationTests {
  private func z(_ animation: KeyframeAnimation<Double>, at times: [Double]) -> [Double] {
    let layer = layerRunning(animation)
    return times.map { layer.presentation(at: $0).zPosition }
  }

  private func isClose(_ a: [Double], _ b: [Double], tolerance: Double = 1e-9) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
  }

  @Test func linearModeSpacesValuesEvenlyWithoutKeyTimes() {
    let animation = KeyframeAnimation(.zPosition, values: [0, 10, 30])
    #expect(isClose(z(animation, at: [0, 0.25, 0.5, 0.75, 1]), [0, 5, 10, 20, 30]))
  }

  @Test func linearModeFollowsKeyTimes() {
    let animation = KeyframeAnimation(.zPosition, values: [0, 10, 30], keyTimes: [0, 0.2, 1])
    #expect(isClose(z(animation, at: [0.1, 0.2, 0.6, 0.9]), [5, 10, 20, 27.5]))
  }

  @Test func keyTimesNotStartingAtZeroHoldTheEnds() {
    let animation = KeyframeAnimation(.zPosition, values: [0, 10], keyTimes: [0.25, 0.75])
    #expect(isClose(z(animation, at: [0, 0.2, 0.5, 0.8, 1]), [0, 0, 5, 10, 10]))
  }

  @Test func equalKeyTimesJump() {
    let animation = KeyframeAnimation(.zPosition, values: [0, 10, 20, 30], keyTimes: [0, 0.5, 0.5, 1])
    #expect(isClose(z(animation, at: [0.25, 0.499, 0.5, 0.75]), [5, 9.98, 20, 25]))
  }

  @Test func singleValueHoldsThroughout() {
    let animation = KeyframeAnimation(.zPosition, values: [7])
    #expect(z(animation, at: [0, 0.5, 1]) == [7, 7, 7])
  }

  @Test func discreteModeHoldsEachValueForAnEqualShare() {
    let animation = KeyframeAnimation(.zPosition, values: [1, 2, 3])
    animation.calculationMode = .discrete
    #expect(z(animation, at: [0, 0.33, 0.34, 0.66, 0.67, 1]) == [1, 1, 2, 2, 3, 3])
  }

  @Test func discreteModeSwitchesAtEachKeyTime() {
    let documented = KeyframeAnimation(.zPosition, values: [1, 2, 3], keyTimes: [0, 0.5, 0.75, 1])
    documented.calculationMode = .discrete
    #expect(z(documented, at: [0.49, 0.5, 0.74, 0.75, 1]) == [1, 2, 2, 3, 3])
    let onePerValue = KeyframeAnimation(.zPosition, values: [1, 2, 3], keyTimes: [0, 0.25, 1])
    onePerValue.calculationMode = .discrete
    #expect(z(onePerValue, at: [0.2, 0.3, 0.99, 1]) == [1, 2, 2, 3])
  }

  @Test func discreteModeIgnoresTimingFunctions() {
    let animation = KeyframeAnimation(.zPosition, values: [1, 2])
    animation.calculationMode = .discrete
    animation.timingFunctions = [.easeIn, .easeIn, .easeIn]
    let messages = diagnosticMessages { #expect(z(animation, at: [0.4, 0.6]) == [1, 2]) }
    #expect(messages.isEmpty)
  }

  @Test func pacedModeSpacesKeyTimesByDistance() {
    // Segments of length 5 and 6: key times 0, 5/11, 1.
    let values = [Point(x: 0, y: 0), Point(x: 3, y: 4), Point(x: 3, y: 10)]
    let animation = KeyframeAnimation(.position, values: values, keyTimes: [0, 0.9, 1])
    animation.calculationMode = .paced
    animation.timingFunctions = [.easeIn, .easeOut]
    let messages = diagnosticMessages {
      let layer = layerRunning(animation)
      let quarter = layer.presentation(at: 0.25).position
      #expect(abs(quarter.x - 1.65) < 1e-9 && abs(quarter.y - 2.2) < 1e-9)
      let threeQuarters = layer.presentation(at: 0.75).position
      #expect(abs(threeQuarters.x - 3) < 1e-9 && abs(threeQuarters.y - 7.25) < 1e-9)
      #expect(layer.presentation(at: 1).position == Point(x: 3, y: 10))
    }
    #expect(messages.isEmpty)
  }

  @Test func pacedModeWithRepeatedValuesAndNoLength() {
    let animation = KeyframeAnimation(.zPosition, values: [0, 0, 10])
    animation.calculationMode = .paced
    #expect(isClose(z(animation, at: [0, 0.5, 1]), [0, 5, 10]))
    let still = KeyframeAnimation(.zPosition, values: [4, 4, 4])
    still.calculationMode = .paced
    #expect(z(still, at: [0, 0.5, 1]) == [4, 4, 4])
  }

  @Test func animationTimingFunctionPacesBeforeSegmenting() {
    let animation = KeyframeAnimation(.zPosition, values: [0, 10, 20])
    animation.timingFunction = .easeInEaseOut
    let paced = [0.2, 0.5, 0.7].map { 20 * TimingFunction.easeInEaseOut.value(at: $0) }
    #expect(isClose(z(animation, at: [0.2, 0.5, 0.7]), paced))
  }

  @Test func segmentTimingFunctionsPaceEachSegment() {
    let animation = KeyframeAnimation(.zPosition, values: [0, 10, 20])
    animation.timingFunctions = [.easeIn, .easeOut]
    let expected = [10 * TimingFunction.easeIn.value(at: 0.5), 10, 10 + 10 * TimingFunction.easeOut.value(at: 0.5)]
    #expect(isClose(z(animation, at: [0.25, 0.5, 0.75]), expected))
    #expect(abs(expected[0] - 3.153) < 1e-3)
  }

  @Test func bothTimingFunctionsCompose() {
    let animation = KeyframeAnimation(.zPosition, values: [0, 10, 20])
    animation.timingFunction = .easeIn
    animation.timingFunctions = [.easeOut, .easeOut]
    let p = TimingFunction.easeIn.value(at: 0.8)
    let expected = 10 + 10 * TimingFunction.easeOut.value(at: (p - 0.5) / 0.5)
    #expect(isClose(z(animation, at: [0.8]), [expected]))
  }

  @Test func additiveKeyframesAddToTheModelValue() {
    let animation = KeyframeAnimation(.position, values: [Point(x: 0, y: 0), Point(x: 10, y: -10)])
    animation.isAdditive = true
    let layer = layerRunning(animation) { $0.position = Point(x: 100, y: 100) }
    #expect(layer.presentation(at: 0.5).position == Point(x: 105, y: 95))
  }

  @Test func animationIsCopiedWhenAdded() {
    let animation = KeyframeAnimation(.zPosition, values: [0, 10])
    animation.calculationMode = .discrete
    animation.tensionValues = [0.5]
    let layer = layerRunning(animation)
    animation.values = [50, 60]
    #expect(layer.presentation(at: 0.75).zPosition == 10)
    let copy = animation.copy() as? KeyframeAnimation<Double>
    #expect(copy !== animation)
    #expect(copy?.calculationMode == .discrete && copy?.tensionValues == [0.5] && copy?.values == [50, 60])
  }

  @Test func emptyValuesChangeNothing() {
    let animation = KeyframeAnimation<Double>(.zPosition, values: [])
    let messages = diagnosticMessages {
      let layer = layerRunning(animation) { $0.zPosition = 3 }
      #expect(layer.presentation(at: 0.5).zPosition == 3)
    }
    #expect(messages == ["KeyframeAnimation(zPosition): no values; the animation changes nothing"])
  }
}
