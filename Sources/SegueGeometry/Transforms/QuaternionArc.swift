import RealModule

/// The great arc from one unit quaternion to another exactly as given, with its angle found once.
///
/// Unlike ``QuaternionSlerp`` it never negates an end, so when the ends' dot product is negative it
/// turns the longer way round the rotation (more than half a turn): spline constructions such as
/// SQUAD blend control quaternions that way, so that the curve depends continuously on them.
/// The angle is `2·atan2(|a − b|, |a + b|)`, accurate near 0 and π alike. Ends within 10⁻¹² of
/// each other blend linearly; ends within 10⁻¹² of opposite (no unique arc) switch from start to
/// end at fraction 0.5, so no value is ever NaN.
public struct QuaternionArc: Sendable, Hashable {
  /// The quaternion at fraction 0.
  public let start: Quaternion
  /// The quaternion at fraction 1.
  public let end: Quaternion
  /// The angle between the ends on the unit sphere of quaternions, in [0, π].
  public let angle: Double
  /// `sin(angle)`.
  private let sine: Double

  /// Below this sine the ends are taken as equal (blended linearly, exact to rounding) or opposite.
  private static let degenerateSine = 1e-12

  /// Prepares the arc from `start` to `end`, both of length 1.
  public init(from start: Quaternion, to end: Quaternion) {
    self.start = start
    self.end = end
    let difference = (start.x - end.x, start.y - end.y, start.z - end.z, start.w - end.w)
    let sum = (start.x + end.x, start.y + end.y, start.z + end.z, start.w + end.w)
    let apart =
      (difference.0 * difference.0 + difference.1 * difference.1 + difference.2 * difference.2
      + difference.3 * difference.3).squareRoot()
    let together = (sum.0 * sum.0 + sum.1 * sum.1 + sum.2 * sum.2 + sum.3 * sum.3).squareRoot()
    angle = 2 * Double.atan2(y: apart, x: together)
    sine = Double.sin(angle)
  }

  /// The quaternion `fraction` of the way along the arc: exactly `start` at 0 and `end` at 1.
  public func value(at fraction: Double) -> Quaternion {
    var (startWeight, endWeight) = (1 - fraction, fraction)
    if sine >= Self.degenerateSine {
      startWeight = Double.sin((1 - fraction) * angle) / sine
      endWeight = Double.sin(fraction * angle) / sine
    } else if angle > .pi / 2 {
      return fraction < 0.5 ? start : end
    }
    return Quaternion(
      x: start.x * startWeight + end.x * endWeight,
      y: start.y * startWeight + end.y * endWeight,
      z: start.z * startWeight + end.z * endWeight,
      w: start.w * startWeight + end.w * endWeight)
  }
}
