import RealModule

extension Quaternion {
  /// The Hamilton product `self · other`, the quaternion algebra's multiplication.
  ///
  /// For unit quaternions it composes rotations; `q.conjugate * r` is the rotation that takes `q` to `r`.
  public static func * (lhs: Quaternion, rhs: Quaternion) -> Quaternion {
    Quaternion(
      x: lhs.w * rhs.x + lhs.x * rhs.w + lhs.y * rhs.z - lhs.z * rhs.y,
      y: lhs.w * rhs.y - lhs.x * rhs.z + lhs.y * rhs.w + lhs.z * rhs.x,
      z: lhs.w * rhs.z + lhs.x * rhs.y - lhs.y * rhs.x + lhs.z * rhs.w,
      w: lhs.w * rhs.w - lhs.x * rhs.x - lhs.y * rhs.y - lhs.z * rhs.z)
  }

  /// The quaternion with every component negated: the same rotation from the other hemisphere.
  public static prefix func - (value: Quaternion) -> Quaternion {
    Quaternion(x: -value.x, y: -value.y, z: -value.z, w: -value.w)
  }

  /// The conjugate (−x, −y, −z, w), the inverse of a unit quaternion.
  public var conjugate: Quaternion { Quaternion(x: -x, y: -y, z: -z, w: w) }

  /// The four-dimensional dot product with `other`: the cosine of the angle between unit quaternions.
  public func dot(_ other: Quaternion) -> Double { x * other.x + y * other.y + z * other.z + w * other.w }

  /// The quaternion scaled to length 1 (a quaternion of length 0 is returned as it is).
  public var normalized: Quaternion {
    let length = dot(self).squareRoot()
    guard length > 0 else { return self }
    return Quaternion(x: x / length, y: y / length, z: z / length, w: w / length)
  }

  /// The logarithm of a unit quaternion: its axis times its angle on the unit sphere of quaternions,
  /// which is half the angle of the rotation it describes.
  ///
  /// For `(sin φ · n, cos φ)` this is `φ · n` with φ in [0, π] (atan2 keeps it accurate at every
  /// angle); zero when the vector part is zero. ``init(exponential:)`` inverts it.
  public var logarithm: SIMD3<Double> {
    let sine = (x * x + y * y + z * z).squareRoot()
    guard sine > 0 else { return .zero }
    let angle = Double.atan2(y: sine, x: w)
    return SIMD3(x, y, z) * (angle / sine)
  }

  /// The exponential of the pure quaternion `vector`: `(sin φ · n, cos φ)` for `vector = φ · n`,
  /// a unit quaternion (the identity for the zero vector).
  public init(exponential vector: SIMD3<Double>) {
    let angle = (vector * vector).sum().squareRoot()
    guard angle > 0 else {
      self = .identity
      return
    }
    let (sine, cosine) = Double.sineAndCosine(angle)
    let axis = vector * (sine / angle)
    self.init(x: axis.x, y: axis.y, z: axis.z, w: cosine)
  }
}
