import PropertyBased
import SegueGeometry
import SegueMotion
import Testing

/// Cubic keyframes of `transform`: the decompositions splined part by part (``TransformSpline``).
///
/// Laws tested: the curve passes through every keyframe; it has no jump at a keyframe, and no
/// kink where continuity is 0 (turns of up to 30°); pure translations follow the vector spline
/// of the translations; rotations about one fixed axis, neighbours under 30° apart, follow the
/// scalar spline of the angles; two keyframes without tension give linear mode's blend; no
/// diagnostic is reported for decomposable keyframes. Values match independent numpy vectors.
@MainActor
@Suite struct KeyframeAnimationTransformCubicTests {
  /// The layer transform of a 1 s run of `animation` at each of `times`, with the messages reported.
  private func run(_ animation: KeyframeAnimation<Transform3D>, at times: [Double]) -> (
    values: [Transform3D], messages: [String]
  ) {
    var values: [Transform3D] = []
    let messages = diagnosticMessages {
      let layer = layerRunning(animation)
      values = times.map { layer.presentation(at: $0).transform }
    }
    return (values, messages)
  }

  /// A cubic animation through `values` with `settings`.
  private func keyframes(_ values: [Transform3D], _ settings: SplineSettings) -> KeyframeAnimation<Transform3D> {
    let animation = KeyframeAnimation(.transform, values: values)
    animation.configure(settings, count: values.count)
    return animation
  }

  /// The key times that `animation` uses, given or evenly spaced.
  private func keyTimes(of animation: KeyframeAnimation<Transform3D>) -> [Double] {
    let count = animation.values.count
    return animation.keyTimes ?? (0..<count).map { $0 == count - 1 ? 1 : Double($0) / Double(count - 1) }
  }

  /// Sample times over the whole animation.
  private let times = stride(from: 0.0, through: 1, by: 0.025).map { $0 }

  @Test(arguments: [TransformSplineVector.everyPart, .catmullRomTurns])
  func independentNumericVectors(_ vector: TransformSplineVector) {
    let animation = cubicTransformKeyframes(
      vector.keyframes.map(Transform3D.init(entries:)), keyTimes: vector.keyTimes, tension: vector.tension,
      continuity: vector.continuity, bias: vector.bias)
    let result = run(animation, at: vector.expected.map(\.progress))
    #expect(result.messages.isEmpty)
    for (value, expected) in zip(result.values, vector.expected) {
      let close = zip(value.entries, expected.entries).allSatisfy { abs($0 - $1) <= 1e-9 }
      #expect(close, "at \(expected.progress): \(value.entries)")
    }
  }

  @Test func passesThroughEveryKeyframeWithoutADiagnostic() async {
    await propertyCheck(input: Gen<Transform3D>.decomposable().array(of: 2...6), SplineSettings.generator) {
      (values: [Transform3D], settings: SplineSettings) in
      let animation = keyframes(values, settings)
      let result = run(animation, at: keyTimes(of: animation))
      #expect(result.values == values)
      #expect(result.messages.isEmpty)
    }
  }

  @Test func hasNoJumpAtAKeyframe() async {
    // Across a keyframe the change over 2ε is no larger than twice the change over the 2ε next
    // to it on either side: a jump would be far larger, a corner (continuity ≠ 0) is not.
    let epsilon = 1e-6
    await propertyCheck(input: Gen<Transform3D>.decomposable().array(of: 3...6), SplineSettings.generator) {
      (values: [Transform3D], settings: SplineSettings) in
      let animation = keyframes(values, settings)
      for key in keyTimes(of: animation).dropFirst().dropLast() {
        let samples = run(animation, at: [-3, -1, 0, 1, 3].map { key + $0 * epsilon }).values.map(\.normalised)
        func change(_ a: Int, _ b: Int) -> Double { zip(samples[a], samples[b]).map { abs($0 - $1) }.max() ?? 0 }
        let nearby = max(change(0, 1), change(3, 4))
        #expect(change(1, 3) <= 2 * nearby + 1e-9, "at \(key)")
        #expect(max(change(1, 2), change(2, 3)) <= 2 * nearby + 1e-9, "at \(key)")
      }
    }
  }

  @Test func isSmoothInTimeAtAKeyframeWithoutContinuity() async {
    // With continuity 0 the tangents on either side of a keyframe agree per unit of time (the
    // key-time scaling), in the rotation's SQUAD as in the other parts: the one-sided rates of
    // change (second-order differences over ε, exact to ε²) agree. SQUAD has the tangent asked
    // for only while the control points are less than a full turn from their keyframe (always
    // for Catmull–Rom): turns of up to 30° from a common orientation, unmirrored, keep them
    // there (tangents are at most 8 chords of at most 60°).
    let epsilon = 1e-6
    let transforms = Gen<Transform3D>.decomposable(maximumTurn: .pi / 6, mirroring: false)
    await propertyCheck(input: transforms.array(of: 3...6), SplineSettings.generator) {
      (values: [Transform3D], settings: SplineSettings) in
      let animation = keyframes(values, settings)
      animation.continuityValues = nil
      for key in keyTimes(of: animation).dropFirst().dropLast() {
        let samples = run(animation, at: [-2, -1, 0, 1, 2].map { key + $0 * epsilon }).values.map(\.normalised)
        let rates = (0..<16).map { entry in
          let f = samples.map { $0[entry] }
          return (
            before: (3 * f[2] - 4 * f[1] + f[0]) / (2 * epsilon), after: (-3 * f[2] + 4 * f[3] - f[4]) / (2 * epsilon)
          )
        }
        let scale = max(1, rates.map { max(abs($0.before), abs($0.after)) }.max() ?? 0)
        let difference = rates.map { abs($0.before - $0.after) }.max() ?? 0
        #expect(difference <= 1e-5 * scale, "at \(key): \(rates)")
      }
    }
  }

  @Test func translationsFollowTheVectorSplineOfTheTranslations() async {
    let offsets = Gen<Double>.double(in: -200...200).array(of: 3).array(of: 2...7)
    await propertyCheck(input: offsets, SplineSettings.generator) { (offsets: [[Double]], settings: SplineSettings) in
      let count = offsets.count
      let values = offsets.map { Transform3D(translationX: $0[0], y: $0[1], z: $0[2]) }
      let planar = KeyframeAnimation(.position, values: offsets.map { Point(x: $0[0], y: $0[1]) })
      let depth = KeyframeAnimation(.zPosition, values: offsets.map { $0[2] })
      planar.configure(settings, count: count)
      depth.configure(settings, count: count)
      let transforms = run(keyframes(values, settings), at: times).values
      let planarLayer = layerRunning(planar)
      let depthLayer = layerRunning(depth)
      for (time, transform) in zip(times, transforms) {
        let position = planarLayer.presentation(at: time).position
        let z = depthLayer.presentation(at: time).zPosition
        let expected = Transform3D(translationX: position.x, y: position.y, z: z)
        #expect(isProjectivelyClose(transform, expected, tolerance: 1e-9), "at \(time)")
      }
    }
  }

  @Test func turnsAboutOneAxisFollowTheScalarSplineOfTheAngles() async {
    // Neighbours under 30° apart keep every SQUAD arc under half a circle, whatever the tension,
    // continuity, bias and key times (tangents are at most 8 chords long).
    let turns = zip(
      Gen<Double>.double(in: -1...1).array(of: 3), Gen<Double>.double(in: -Double.pi...Double.pi),
      Gen<Double>.double(in: -Double.pi / 6...Double.pi / 6).array(of: 1...6))
    await propertyCheck(input: turns, SplineSettings.generator) {
      (turns: ([Double], Double, [Double]), settings: SplineSettings) in
      let (axis, start, steps) = turns
      let (x, y, z) = (axis[0], axis[1], axis[2] + 0.01)
      let angles = steps.reduce(into: [start]) { $0.append($0[$0.count - 1] + $1) }
      let count = angles.count
      let values = angles.map { Transform3D(rotationAngle: $0, x: x, y: y, z: z) }
      let oracle = KeyframeAnimation(.zPosition, values: angles)
      oracle.configure(settings, count: count)
      let transforms = run(keyframes(values, settings), at: times).values
      let oracleLayer = layerRunning(oracle)
      for (time, transform) in zip(times, transforms) {
        let expected = Transform3D(rotationAngle: oracleLayer.presentation(at: time).zPosition, x: x, y: y, z: z)
        #expect(isProjectivelyClose(transform, expected, tolerance: 1e-9), "at \(time)")
      }
    }
  }

  @Test func twoKeyframesWithoutTensionBlendAsLinearMode() async {
    await propertyCheck(
      input: Gen<Transform3D>.decomposable(), Gen<Transform3D>.decomposable(), SplineSettings.generator
    ) {
      (start: Transform3D, end: Transform3D, settings: SplineSettings) in
      let cubic = cubicTransformKeyframes(
        [start, end], keyTimes: settings.keyTimes(count: 2), continuity: settings.continuity(count: 2),
        bias: settings.bias(count: 2))
      let linear = KeyframeAnimation(.transform, values: [start, end], keyTimes: settings.keyTimes(count: 2))
      let pairs = zip(run(cubic, at: times).values, run(linear, at: times).values)
      #expect(pairs.allSatisfy { isProjectivelyClose($0, $1, tolerance: 1e-9) })
    }
  }

  @Test func evenlySpacedTurnsAboutOneAxisSpinAtAConstantSpeed() {
    // Catmull–Rom through evenly spaced, evenly turned keyframes is a straight line in the angle,
    // so a third of a turn per keyframe spins at a constant speed (half a turn at 0.5).
    let values = (0...3).map { Transform3D(rotationAngle: Double($0) * 2 * .pi / 3, x: 0, y: 0, z: 1) }
    let result = run(cubicTransformKeyframes(values), at: times)
    #expect(result.messages.isEmpty)
    for (time, value) in zip(times, result.values) {
      let expected = Transform3D(rotationAngle: 2 * .pi * time, x: 0, y: 0, z: 1)
      #expect(isProjectivelyClose(value, expected, tolerance: 1e-12), "at \(time)")
    }
  }

  @Test func catmullRomByHand() {
    // Translations (0, 0), (100, 0), (100, 100) and turns 0, 90°, 0 about z; tangents at the
    // first two keyframes: x 100 and 50, y 0 and 50, angle 90° and 0. At s = 0.5 the Hermite
    // weights are 0.5, 0.5, 0.125, −0.125: x = 50 + 12.5 − 6.25, y = −6.25, angle = 45° + 11.25°.
    let values = [
      Transform3D.identity,
      Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1).concatenating(Transform3D(translationX: 100, y: 0, z: 0)),
      Transform3D(translationX: 100, y: 100, z: 0),
    ]
    let result = run(cubicTransformKeyframes(values), at: [0.25])
    let angle = 56.25 * .pi / 180
    let expected = Transform3D(rotationAngle: angle, x: 0, y: 0, z: 1)
      .concatenating(Transform3D(translationX: 56.25, y: -6.25, z: 0))
    #expect(isProjectivelyClose(result.values[0], expected, tolerance: 1e-12), "\(result.values[0].entries)")
    #expect(result.messages.isEmpty)
  }
}
