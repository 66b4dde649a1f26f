import RealModule

/// A 4×4 homogeneous transform with Core Animation's `CATransform3D` layout and row-vector convention.
///
/// A point maps as `[x y z 1] · M`: translation lives in `m41 m42 m43`, perspective in `m14 m24 m34`.
public struct Transform3D: Sendable, Hashable {
  /// Row 1, column 1: x scale and rotation.
  public var m11: Double
  /// Row 1, column 2.
  public var m12: Double
  /// Row 1, column 3.
  public var m13: Double
  /// Row 1, column 4: perspective contributed by x.
  public var m14: Double
  /// Row 2, column 1.
  public var m21: Double
  /// Row 2, column 2: y scale and rotation.
  public var m22: Double
  /// Row 2, column 3.
  public var m23: Double
  /// Row 2, column 4: perspective contributed by y.
  public var m24: Double
  /// Row 3, column 1.
  public var m31: Double
  /// Row 3, column 2.
  public var m32: Double
  /// Row 3, column 3: z scale and rotation.
  public var m33: Double
  /// Row 3, column 4: perspective contributed by z (−1/d for a viewer at distance d).
  public var m34: Double
  /// Row 4, column 1: x translation.
  public var m41: Double
  /// Row 4, column 2: y translation.
  public var m42: Double
  /// Row 4, column 3: z translation.
  public var m43: Double
  /// Row 4, column 4: the homogeneous scale.
  public var m44: Double

  /// Creates a transform from all sixteen entries in row order.
  public init(
    m11: Double, m12: Double, m13: Double, m14: Double,
    m21: Double, m22: Double, m23: Double, m24: Double,
    m31: Double, m32: Double, m33: Double, m34: Double,
    m41: Double, m42: Double, m43: Double, m44: Double
  ) {
    self.m11 = m11
    self.m12 = m12
    self.m13 = m13
    self.m14 = m14
    self.m21 = m21
    self.m22 = m22
    self.m23 = m23
    self.m24 = m24
    self.m31 = m31
    self.m32 = m32
    self.m33 = m33
    self.m34 = m34
    self.m41 = m41
    self.m42 = m42
    self.m43 = m43
    self.m44 = m44
  }

  /// The transform that leaves every point where it is, as `CATransform3DIdentity`.
  public static let identity = Transform3D(
    m11: 1, m12: 0, m13: 0, m14: 0,
    m21: 0, m22: 1, m23: 0, m24: 0,
    m31: 0, m32: 0, m33: 1, m34: 0,
    m41: 0, m42: 0, m43: 0, m44: 1
  )

  /// A translation by (`x`, `y`, `z`), as `CATransform3DMakeTranslation`.
  public init(translationX x: Double, y: Double, z: Double) {
    self = .identity
    m41 = x
    m42 = y
    m43 = z
  }

  /// A scale by (`x`, `y`, `z`), as `CATransform3DMakeScale`.
  public init(scaleX x: Double, y: Double, z: Double) {
    self = .identity
    m11 = x
    m22 = y
    m33 = z
  }

  /// A rotation by `angle` radians about the axis (`x`, `y`, `z`), as `CATransform3DMakeRotation`.
  ///
  /// The axis is normalised; a zero-length axis gives the identity.
  public init(rotationAngle angle: Double, x: Double, y: Double, z: Double) {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite else {
      self = .identity
      return
    }
    let (ux, uy, uz) = (x / length, y / length, z / length)
    let cosine = Double.cos(angle)
    let sine = Double.sin(angle)
    let t = 1 - cosine
    self.init(
      m11: cosine + ux * ux * t, m12: ux * uy * t + uz * sine, m13: ux * uz * t - uy * sine, m14: 0,
      m21: ux * uy * t - uz * sine, m22: cosine + uy * uy * t, m23: uy * uz * t + ux * sine, m24: 0,
      m31: ux * uz * t + uy * sine, m32: uy * uz * t - ux * sine, m33: cosine + uz * uz * t, m34: 0,
      m41: 0, m42: 0, m43: 0, m44: 1
    )
  }

  /// The 3D form of a 2D transform, as `CATransform3DMakeAffineTransform`.
  public init(_ affine: AffineTransform) {
    self = .identity
    m11 = affine.a
    m12 = affine.b
    m21 = affine.c
    m22 = affine.d
    m41 = affine.tx
    m42 = affine.ty
  }

  /// The perspective projection for a viewer at distance `d`: the identity with `m34 = −1/d`.
  ///
  /// Points at depth z scale by `d / (d − z)`.
  public static func perspective(distance d: Double) -> Transform3D {
    var result = Transform3D.identity
    result.m34 = -1 / d
    return result
  }

  /// Whether this is exactly the identity, as `CATransform3DIsIdentity`.
  public var isIdentity: Bool { self == .identity }

  /// Whether only the 2D entries (m11 m12 m21 m22 m41 m42) differ from the identity, as `CATransform3DIsAffine`.
  public var isAffine: Bool {
    m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0
      && m31 == 0 && m32 == 0 && m33 == 1 && m34 == 0
      && m43 == 0 && m44 == 1
  }

  /// The 2D entries as an affine transform (a=m11 b=m12 c=m21 d=m22 tx=m41 ty=m42), as `CATransform3DGetAffineTransform`.
  public var affineTransform: AffineTransform {
    AffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
  }

  /// This transform with its z output dropped, as Core Animation flattens a sublayer's transform into its parent's plane.
  ///
  /// Sets m13 = m23 = m43 = 0, m31 = m32 = m34 = 0 and m33 = 1.
  public var flattened: Transform3D {
    var result = self
    result.m13 = 0
    result.m23 = 0
    result.m43 = 0
    result.m31 = 0
    result.m32 = 0
    result.m34 = 0
    result.m33 = 1
    return result
  }

  /// The row vector `v` times this matrix, without the perspective divide.
  public func homogeneous(_ v: SIMD4<Double>) -> SIMD4<Double> {
    SIMD4(
      v.x * m11 + v.y * m21 + v.z * m31 + v.w * m41,
      v.x * m12 + v.y * m22 + v.z * m32 + v.w * m42,
      v.x * m13 + v.y * m23 + v.z * m33 + v.w * m43,
      v.x * m14 + v.y * m24 + v.z * m34 + v.w * m44
    )
  }

  /// The point (`p`, `z`) mapped and divided by w, or `nil` when w ≤ 0 (at or behind the viewer).
  public func project(_ p: Point, z: Double = 0) -> Point? {
    let v = homogeneous(SIMD4(p.x, p.y, z, 1))
    guard v.w > 0 else { return nil }
    return Point(x: v.x / v.w, y: v.y / v.w)
  }
}
