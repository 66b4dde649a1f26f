import RealModule

/// A spherical blend between two fixed quaternions with the angle between them found once:
/// each value equals `start.slerp(to: end, fraction:)` exactly, for one ``Double/sineAndCosine(_:)``.
public struct QuaternionSlerp: Sendable, Hashable {
  /// The rotation at fraction 0.
  public let start: Quaternion
  /// The rotation at fraction 1.
  public let end: Quaternion
  /// The dot product of the ends, clamped to [−1, 1].
  @usableFromInline let dot: Double
  /// The angle between the ends, `acos(dot)`.
  @usableFromInline let angle: Double
  /// `sin(angle)`, computed as `√(1 − dot²)`.
  @usableFromInline let sine: Double
  /// Whether the ends are parallel (|dot| = 1), when every value is `start`.
  @usableFromInline let isParallel: Bool

  /// Prepares the blend from `start` to `end` by the CSS Transforms 2 formula.
  public init(from start: Quaternion, to end: Quaternion) {
    self.start = start
    self.end = end
    let product = start.x * end.x + start.y * end.y + start.z * end.z + start.w * end.w
    dot = min(max(product, -1), 1)
    isParallel = abs(dot) == 1
    angle = isParallel ? 0 : Double.acos(dot)
    sine = (1 - dot * dot).squareRoot()
  }

  /// The rotation `fraction` of the way along the arc (no flip to the shorter arc).
  @inlinable @inline(__always)
  public func value(at fraction: Double) -> Quaternion {
    if isParallel { return start }
    let (sineOfPart, cosineOfPart) = Double.sineAndCosine(fraction * angle)
    let endWeight = sineOfPart / sine
    let startWeight = cosineOfPart - dot * endWeight
    return Quaternion(
      x: start.x * startWeight + end.x * endWeight,
      y: start.y * startWeight + end.y * endWeight,
      z: start.z * startWeight + end.z * endWeight,
      w: start.w * startWeight + end.w * endWeight
    )
  }
}
