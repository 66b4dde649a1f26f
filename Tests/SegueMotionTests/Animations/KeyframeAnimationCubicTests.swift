import SegueGeometry
import SegueMotion
import Testing

@MainActor
@Suite struct KeyframeAnimationCubicTests {
  private func z(_ animation: KeyframeAnimation<Double>, at times: [Double]) -> [Double] {
    let layer = layerRunning(animation)
    return times.map { layer.presentation(at: $0).zPosition }
  }

  @Test func catmullRomThroughAPeak() {
    // Tangents: 10 at the start, 0 at the peak, −10 at the end; Hermite at s = 0.5 gives
    // 0·0.5 + 10·0.5 + 10·0.125 − 0·0.125 = 6.25 on both sides.
    let animation = KeyframeAnimation(.zPosition, values: [0, 10, 0])
    animation.calculationMode = .cubic
    let values = z(animation, at: [0, 0.25, 0.5, 0.75, 1])
    #expect(zip(values, [0, 6.25, 10, 6.25, 0]).allSatisfy { abs($0 - $1) < 1e-12 })
  }

  @Test func catmullRomOnEvenlySpacedCollinearValuesIsLinear() {
    let animation = KeyframeAnimation(.zPosition, values: [0, 1, 2, 3])
    animation.calculationMode = .cubic
    let times = stride(from: 0.0, through: 1, by: 0.05).map { $0 }
    #expect(zip(z(animation, at: times), times).allSatisfy { abs($0 - 3 * $1) < 1e-12 })
  }

  @Test func kochanekBartelsWithTensionContinuityBiasAndKeyTimes() {
    // Keyframe 1: tension 0.5, bias 0.25; Δ 0.25 then 0.5, so incoming × 2/3, outgoing × 4/3:
    //   outgoing = 4/3·(0.5·1.25/2·10 + 0.5·0.75/2·20) = 9.1667, incoming = 2/3·6.875 = 4.5833.
    // Keyframe 2: continuity −0.5; Δ 0.5 then 0.25, so incoming × 4/3, outgoing × 2/3:
    //   outgoing = 2/3·(0.5/2·20 + 1.5/2·(−10)) = −1.6667, incoming = 4/3·(1.5/2·20 + 0.5/2·(−10)) = 16.6667.
    // End tangents are the chords: 10 and −10.
    let animation = KeyframeAnimation(.zPosition, values: [0, 10, 30, 20], keyTimes: [0, 0.25, 0.75, 1])
    animation.calculationMode = .cubic
    animation.tensionValues = [0, 0.5]
    animation.continuityValues = [0, 0, -0.5, 0, 1]
    animation.biasValues = [0, 0.25, 0, 0]
    let expected = [5.677083333333333, 12.72, 19.0625, 26.041666666666664, 22.266666666666673]
    let values = z(animation, at: [0.125, 0.35, 0.5, 0.875, 0.95])
    #expect(zip(values, expected).allSatisfy { abs($0 - $1) < 1e-9 })
    #expect(z(animation, at: [0.25, 0.75, 1]) == [10, 30, 20])
  }

  @Test func tensionOneGivesZeroTangents() {
    // With every tangent zero each segment eases: value = a + (b − a)(3s² − 2s³).
    let animation = KeyframeAnimation(.zPosition, values: [0, 10, 20])
    animation.calculationMode = .cubic
    animation.tensionValues = [1, 1, 1]
    let s = 0.3 / 0.5
    #expect(abs(z(animation, at: [0.3])[0] - 10 * (3 * s * s - 2 * s * s * s)) < 1e-12)
  }

  @Test func segmentTimingFunctionsApplyToTheSplineParameter() {
    let animation = KeyframeAnimation(.zPosition, values: [0, 10, 0])
    animation.calculationMode = .cubic
    animation.timingFunctions = [.easeIn, .linear]
    let s = TimingFunction.easeIn.value(at: 0.5)
    let hermite = 10 * (3 * s * s - 2 * s * s * s) + 10 * (s * s * s - 2 * s * s + s)
    #expect(abs(z(animation, at: [0.25])[0] - hermite) < 1e-9)
  }

  @Test func cubicPacedTravelsAtConstantSpeed() {
    let values = [Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 100, y: 100), Point(x: 0, y: 100)]
    let animation = KeyframeAnimation(.position, values: values)
    animation.calculationMode = .cubicPaced
    let layer = layerRunning(animation)
    let samples = stride(from: 0.0, through: 1, by: 0.01).map { layer.presentation(at: $0).position }
    let steps = zip(samples, samples.dropFirst()).map { $0.distance(to: $1) }
    let (shortest, longest) = (steps.min() ?? 0, steps.max() ?? 0)
    #expect(longest / shortest < 1.01)
    #expect(samples.first == values[0] && samples.last == values[3])
    // By symmetry the middle of the path is the middle of the middle segment.
    let middle = layer.presentation(at: 0.5).position
    #expect(abs(middle.x - 100) > 1 && abs(middle.y - 50) < 1e-6)
  }

  @Test func cubicPacedOnCollinearValuesIsPacedLinear() {
    let animation = KeyframeAnimation(.zPosition, values: [0, 1, 4])
    animation.calculationMode = .cubicPaced
    animation.keyTimes = [0, 0.9, 1]
    let values = z(animation, at: [0.125, 0.25, 0.5])
    #expect(zip(values, [0.5, 1, 2]).allSatisfy { abs($0 - $1) < 2e-3 })
  }
}
