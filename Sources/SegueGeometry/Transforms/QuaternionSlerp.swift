import RealModule

/// A spherical blend between two fixed quaternions with the angle between them found once:
/// each value equals `start.slerp(to: end, fraction:)` exactly, for one ``Swift/Double/sineAndCosine(_:)``.
///
/// The blend follows the shorter of the two arcs between the rotations (at most a half turn), as
/// WebKit and Chromium interpolate CSS Transforms 2 decompositions: when the dot product of the
/// ends is negative, the end is negated (the same rotation) before blending. Ends exactly a half
/// turn apart (dot product exactly 0) have two shortest arcs; the blend then turns towards the end
/// as given.
public struct QuaternionSlerp: Sendable, Hashable {
  /// The rotation at fraction 0.
  public let start: Quaternion
  /// The rotation at fraction 1, as the quaternion the arc ends on: the given end, or its negation
  /// (the same rotation) when that is nearer `start`.
  public let end: Quaternion
  /// The dot product of `start` and `end`, clamped to [0, 1].
  @usableFromInline let dot: Double
  /// The angle between the ends, `acos(dot)`, at most π/2 (a half turn of the rotation).
  @usableFromInline let angle: Double
  /// `sin(angle)`, computed as `√(1 − dot²)`.
  @usableFromInline let sine: Double
  /// Whether the ends are the same rotation (|dot| = 1), when every value is `start`.
  @usableFromInline let isParallel: Bool

  /// Prepares the blend from `start` to `end` along the shorter arc.
  public init(from start: Quaternion, to end: Quaternion) {
    let product = start.x * end.x + start.y * end.y + start.z * end.z + start.w * end.w
    let nearerEnd = product < 0 ? Quaternion(x: -end.x, y: -end.y, z: -end.z, w: -end.w) : end
    self.start = start
    self.end = nearerEnd
    dot = min(abs(product), 1)
    isParallel = dot == 1
    angle = isParallel ? 0 : Double.acos(dot)
    sine = (1 - dot * dot).squareRoot()
  }

  /// The rotation `fraction` of the way along the shorter arc.
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
