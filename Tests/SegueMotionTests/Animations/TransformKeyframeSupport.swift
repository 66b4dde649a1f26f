import PropertyBased
import SegueGeometry
import SegueMotion

extension Transform3D {
  /// The sixteen entries in row order (m11, m12, …, m44), CSS `matrix3d` order.
  var entries: [Double] {
    [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
  }

  /// A transform from its sixteen entries in row order.
  init(entries e: [Double]) {
    precondition(e.count == 16)
    self.init(
      m11: e[0], m12: e[1], m13: e[2], m14: e[3], m21: e[4], m22: e[5], m23: e[6], m24: e[7],
      m31: e[8], m32: e[9], m33: e[10], m34: e[11], m41: e[12], m42: e[13], m43: e[14], m44: e[15])
  }

  /// The entries divided by m44: the same projective transform as the decomposition keeps it.
  var normalised: [Double] { entries.map { $0 / m44 } }
}

/// Whether two transforms, each divided by its m44, agree entry by entry within `tolerance`
/// relative to the larger magnitudes (absolute below 1).
func isProjectivelyClose(_ a: Transform3D, _ b: Transform3D, tolerance: Double) -> Bool {
  zip(a.normalised, b.normalised).allSatisfy { abs($0 - $1) <= tolerance * max(1, abs($0), abs($1)) }
}

/// A keyframe animation of the layer transform through `values` in cubic mode, with optional key
/// times and per-keyframe tension, continuity and bias.
@MainActor
func cubicTransformKeyframes(
  _ values: [Transform3D], keyTimes: [Double]? = nil, tension: [Double]? = nil, continuity: [Double]? = nil,
  bias: [Double]? = nil
) -> KeyframeAnimation<Transform3D> {
  let animation = KeyframeAnimation(.transform, values: values, keyTimes: keyTimes)
  animation.calculationMode = .cubic
  animation.tensionValues = tension
  animation.continuityValues = continuity
  animation.biasValues = bias
  return animation
}

/// Kochanek–Bartels settings for up to seven keyframes, from uniform numbers: key times (strictly
/// increasing, no segment under a twenty-first of the longest) or none, and tension, continuity
/// and bias in [−1, 1].
struct SplineSettings: Sendable {
  /// Seven numbers in [0, 1]: six segment weights and whether to give key times.
  let spacing: [Double]
  /// Twenty-one numbers in [−1, 1]: seven tensions, seven continuities, seven biases.
  let parameters: [Double]

  /// The generator of settings.
  static var generator: Generator<SplineSettings, some SendableSequenceType> {
    zip(Gen<Double>.double(in: 0...1).array(of: 7), Gen<Double>.double(in: -1...1).array(of: 21))
      .map { SplineSettings(spacing: $0, parameters: $1) }
  }

  /// Key times for `count` values, or `nil` for evenly spaced ones.
  func keyTimes(count: Int) -> [Double]? {
    guard spacing[6] < 0.75 else { return nil }
    let gaps = spacing.prefix(count - 1).map { 0.05 + $0 }
    let total = gaps.reduce(0, +)
    var covered = 0.0
    return [0]
      + gaps.dropLast().map { gap in
        covered += gap
        return covered / total
      } + [1]
  }

  /// The tension of each of `count` keyframes.
  func tension(count: Int) -> [Double] { Array(parameters[0..<count]) }
  /// The continuity of each of `count` keyframes.
  func continuity(count: Int) -> [Double] { Array(parameters[7..<7 + count]) }
  /// The bias of each of `count` keyframes.
  func bias(count: Int) -> [Double] { Array(parameters[14..<14 + count]) }
}

extension Gen where Value == Transform3D {
  /// A decomposable transform: a shear, a scale of 0.5…2 on each axis (of either sign when
  /// `mirroring`), a turn of up to `maximumTurn` about a random axis, a translation of up to 100
  /// and a perspective row of entries up to 1/1000, 1/1000 and 1/500 (so m44 stays in 0.6…1.4),
  /// applied in that order.
  static func decomposable(maximumTurn: Double = .pi, mirroring: Bool = true) -> Generator<
    Transform3D, some SendableSequenceType
  > {
    Gen<Double>.double(in: -1...1).array(of: 16).map { u in
      var shear = Transform3D.identity
      (shear.m21, shear.m31, shear.m32) = (u[0] / 2, u[1] / 2, u[2] / 2)
      let scale = (3...5).map { (0.5 + 1.5 * abs(u[$0])) * (mirroring && u[$0] < 0 ? -1 : 1) }
      var perspective = Transform3D.identity
      (perspective.m14, perspective.m24, perspective.m34) = (u[13] / 1000, u[14] / 1000, u[15] / 500)
      return shear.concatenating(Transform3D(scaleX: scale[0], y: scale[1], z: scale[2]))
        .concatenating(Transform3D(rotationAngle: u[6] * maximumTurn, x: u[7], y: u[8], z: u[9] + 0.01))
        .concatenating(Transform3D(translationX: 100 * u[10], y: 100 * u[11], z: 100 * u[12]))
        .concatenating(perspective)
    }
  }
}

extension KeyframeAnimation {
  /// Switches to cubic mode with the key times and spline parameters of `settings` for `count` values.
  func configure(_ settings: SplineSettings, count: Int) {
    calculationMode = .cubic
    keyTimes = settings.keyTimes(count: count)
    tensionValues = settings.tension(count: count)
    continuityValues = settings.continuity(count: count)
    biasValues = settings.bias(count: count)
  }
}
