import RealModule

/// A 2D affine transform with Core Graphics' layout and row-vector convention, like `CGAffineTransform`.
///
/// A point maps as `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
public struct AffineTransform: Sendable, Hashable {
  /// The x scale and rotation entry (row 1, column 1).
  public var a: Double
  /// The rotation and shear entry (row 1, column 2).
  public var b: Double
  /// The rotation and shear entry (row 2, column 1).
  public var c: Double
  /// The y scale and rotation entry (row 2, column 2).
  public var d: Double
  /// The x translation.
  public var tx: Double
  /// The y translation.
  public var ty: Double

  /// Creates a transform from its six entries.
  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// The transform that leaves every point where it is.
  public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// A translation by (`x`, `y`).
  public init(translationX x: Double, y: Double) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
  }

  /// A scale by `x` horizontally and `y` vertically.
  public init(scaleX x: Double, y: Double) {
    self.init(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
  }

  /// A rotation by `angle` radians: a = cos, b = sin, c = −sin, d = cos, as Core Graphics.
  public init(rotationAngle angle: Double) {
    let cosine = Double.cos(angle)
    let sine = Double.sin(angle)
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// Whether this is exactly the identity.
  public var isIdentity: Bool { self == .identity }

  /// The determinant of the linear part, `a·d − b·c`.
  public var determinant: Double { a * d - b * c }

  /// The transform that applies `self` first and then `t2`, as `CGAffineTransformConcat(self, t2)`.
  public func concatenating(_ t2: AffineTransform) -> AffineTransform {
    AffineTransform(
      a: a * t2.a + b * t2.c,
      b: a * t2.b + b * t2.d,
      c: c * t2.a + d * t2.c,
      d: c * t2.b + d * t2.d,
      tx: tx * t2.a + ty * t2.c + t2.tx,
      ty: tx * t2.b + ty * t2.d + t2.ty
    )
  }

  /// This transform preceded by a translation by (`x`, `y`), as `CGAffineTransformTranslate`.
  public func translatedBy(x: Double, y: Double) -> AffineTransform {
    AffineTransform(translationX: x, y: y).concatenating(self)
  }

  /// This transform preceded by a scale by (`x`, `y`), as `CGAffineTransformScale`.
  public func scaledBy(x: Double, y: Double) -> AffineTransform {
    AffineTransform(scaleX: x, y: y).concatenating(self)
  }

  /// This transform preceded by a rotation by `angle` radians, as `CGAffineTransformRotate`.
  public func rotated(by angle: Double) -> AffineTransform {
    AffineTransform(rotationAngle: angle).concatenating(self)
  }

  /// The inverse transform, or `self` unchanged when it is singular, as `CGAffineTransformInvert`.
  public func inverted() -> AffineTransform {
    let det = determinant
    guard det != 0, det.isFinite else { return self }
    return AffineTransform(
      a: d / det,
      b: -b / det,
      c: -c / det,
      d: a / det,
      tx: (c * ty - d * tx) / det,
      ty: (b * tx - a * ty) / det
    )
  }
}

/// Affine transforms interpolate through `Transform3D`'s decomposition and add by concatenation.
///
/// Only the 2D entries of the blend are kept; a mirrored end (negative determinant) decomposes with a
/// half turn about the x axis, so the blend passes through that turn's projection, as CSS 3D decomposition does.
/// `adding(b)` is `concatenating(b)`, `subtracting(b)` is `concatenating(b.inverted())`, the identity `.identity`.
extension AffineTransform: Interpolatable {
  /// The blend of the decomposed transforms (as `Transform3D`); exactly `self` at 0 and `end` at 1.
  public func interpolated(to end: AffineTransform, fraction: Double) -> AffineTransform {
    if fraction == 0 { return self }
    if fraction == 1 { return end }
    return Transform3D(self).interpolated(to: Transform3D(end), fraction: fraction).affineTransform
  }

  /// Decomposes both ends once (as `Transform3D`), then blends as `interpolated(to:fraction:)`.
  public static func interpolator(from start: AffineTransform, to end: AffineTransform) -> Interpolator<AffineTransform>
  {
    let spatial = Transform3D.interpolator(from: Transform3D(start), to: Transform3D(end))
    return Interpolator { fraction in
      if fraction == 0 { return start }
      if fraction == 1 { return end }
      return spatial.value(at: fraction).affineTransform
    }
  }

  /// `self` followed by `other`.
  public func adding(_ other: AffineTransform) -> AffineTransform { concatenating(other) }

  /// `self` followed by the inverse of `other`.
  public func subtracting(_ other: AffineTransform) -> AffineTransform { concatenating(other.inverted()) }

  /// The identity transform.
  public static var additiveIdentity: AffineTransform { .identity }
}
