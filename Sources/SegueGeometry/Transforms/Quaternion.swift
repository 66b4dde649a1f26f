/// A rotation quaternion (x, y, z vector part, w scalar part), the rotation in a `Transform3D.Decomposition`.
public struct Quaternion: Sendable, Hashable {
  /// The x component of the vector part.
  public var x: Double
  /// The y component of the vector part.
  public var y: Double
  /// The z component of the vector part.
  public var z: Double
  /// The scalar part.
  public var w: Double

  /// Creates a quaternion from its four components.
  public init(x: Double, y: Double, z: Double, w: Double) {
    self.x = x
    self.y = y
    self.z = z
    self.w = w
  }

  /// The quaternion of no rotation, (0, 0, 0, 1).
  public static let identity = Quaternion(x: 0, y: 0, z: 0, w: 1)

  /// The spherical blend `fraction` of the way to `end` along the shorter arc (see ``QuaternionSlerp``).
  ///
  /// When the dot product is negative, `end` is negated (the same rotation) first, as WebKit and
  /// Chromium do for CSS Transforms 2, so the blend never turns more than half a turn; when the
  /// dot product's magnitude is 1 the result is `self`. At fraction 1 the result is `end` or `-end`.
  public func slerp(to end: Quaternion, fraction: Double) -> Quaternion {
    QuaternionSlerp(from: self, to: end).value(at: fraction)
  }
}
