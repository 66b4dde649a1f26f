import RealModule

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

  /// The spherical blend `fraction` of the way to `end`, by the CSS Transforms 2 formula.
  ///
  /// The dot product is clamped to [−1, 1]; when its magnitude is 1 the result is `self`. There is
  /// no flip to the shorter arc, so a negated `end` goes the long way round, as the spec says.
  public func slerp(to end: Quaternion, fraction: Double) -> Quaternion {
    let product = x * end.x + y * end.y + z * end.z + w * end.w
    let dot = min(max(product, -1), 1)
    if abs(dot) == 1 { return self }
    let theta = Double.acos(dot)
    let endWeight = Double.sin(fraction * theta) / (1 - dot * dot).squareRoot()
    let startWeight = Double.cos(fraction * theta) - dot * endWeight
    return Quaternion(
      x: x * startWeight + end.x * endWeight,
      y: y * startWeight + end.y * endWeight,
      z: z * startWeight + end.z * endWeight,
      w: w * startWeight + end.w * endWeight
    )
  }
}
