extension Transform3D {
  /// The parts of a transform per CSS Transforms 2 "Decomposing a 3D matrix", in column-vector math.
  ///
  /// Recomposition multiplies Perspective · Translate · Rotate · Skew · Scale.
  public struct Decomposition: Sendable, Hashable {
    /// The translation (m41, m42, m43 after normalising by m44).
    public var translation: SIMD3<Double>
    /// The scale along each axis; all three are negated together when the basis is mirrored.
    public var scale: SIMD3<Double>
    /// The shear factors (xy, xz, yz).
    public var skew: SIMD3<Double>
    /// The perspective row, (0, 0, 0, 1) when there is none.
    public var perspective: SIMD4<Double>
    /// The rotation.
    public var rotation: Quaternion

    /// Creates a decomposition from its parts.
    public init(
      translation: SIMD3<Double>,
      scale: SIMD3<Double>,
      skew: SIMD3<Double>,
      perspective: SIMD4<Double>,
      rotation: Quaternion
    ) {
      self.translation = translation
      self.scale = scale
      self.skew = skew
      self.perspective = perspective
      self.rotation = rotation
    }

    /// The blend `fraction` of the way to `end`: parts lerped component-wise, rotation slerped
    /// along the shorter arc (CSS Transforms 2, as WebKit and Chromium; see ``QuaternionSlerp``).
    public func interpolated(to end: Decomposition, fraction: Double) -> Decomposition {
      Decomposition(
        translation: translation * (1 - fraction) + end.translation * fraction,
        scale: scale * (1 - fraction) + end.scale * fraction,
        skew: skew * (1 - fraction) + end.skew * fraction,
        perspective: perspective * (1 - fraction) + end.perspective * fraction,
        rotation: rotation.slerp(to: end.rotation, fraction: fraction)
      )
    }
  }

  /// The CSS Transforms 2 decomposition, or `nil` when m44 is 0 or the perspective-free part is singular.
  ///
  /// Uses Shepperd's rotation-matrix-to-quaternion conversion, so `Transform3D(decomposition)` reproduces the matrix.
  public func decomposed() -> Decomposition? {
    guard m44 != 0, m44.isFinite else { return nil }
    let (r1, r2, r3, r4) = rows
    let m = Transform3D(rows: r1 / m44, r2 / m44, r3 / m44, r4 / m44)

    var linear = m
    linear.m14 = 0
    linear.m24 = 0
    linear.m34 = 0
    linear.m44 = 1
    let linearDeterminant = linear.determinant
    guard linearDeterminant != 0, linearDeterminant.isFinite else { return nil }

    var perspective = SIMD4<Double>(0, 0, 0, 1)
    if m.m14 != 0 || m.m24 != 0 || m.m34 != 0 {
      let inverse = linear.inverted()
      let rhs = SIMD4(m.m14, m.m24, m.m34, m.m44)
      let (i1, i2, i3, i4) = inverse.rows
      perspective = SIMD4((i1 * rhs).sum(), (i2 * rhs).sum(), (i3 * rhs).sum(), (i4 * rhs).sum())
    }

    var c0 = SIMD3(m.m11, m.m12, m.m13)
    var c1 = SIMD3(m.m21, m.m22, m.m23)
    var c2 = SIMD3(m.m31, m.m32, m.m33)
    var scale = SIMD3<Double>(0, 0, 0)
    var skew = SIMD3<Double>(0, 0, 0)

    scale.x = length(c0)
    c0 /= scale.x
    skew.x = dot(c0, c1)
    c1 -= skew.x * c0
    scale.y = length(c1)
    c1 /= scale.y
    skew.x /= scale.y
    skew.y = dot(c0, c2)
    c2 -= skew.y * c0
    skew.z = dot(c1, c2)
    c2 -= skew.z * c1
    scale.z = length(c2)
    c2 /= scale.z
    skew.y /= scale.z
    skew.z /= scale.z

    if dot(c0, cross(c1, c2)) < 0 {
      scale = -scale
      c0 = -c0
      c1 = -c1
      c2 = -c2
    }

    return Decomposition(
      translation: SIMD3(m.m41, m.m42, m.m43),
      scale: scale,
      skew: skew,
      perspective: perspective,
      rotation: quaternion(columns: c0, c1, c2)
    )
  }

  /// Recomposes a transform from its parts: Perspective · Translate · Rotate · Skew · Scale (CSS Transforms 2).
  public init(_ decomposition: Decomposition) {
    let q = decomposition.rotation
    let rotation0 = SIMD3(1 - 2 * (q.y * q.y + q.z * q.z), 2 * (q.x * q.y + q.z * q.w), 2 * (q.x * q.z - q.y * q.w))
    let rotation1 = SIMD3(2 * (q.x * q.y - q.z * q.w), 1 - 2 * (q.x * q.x + q.z * q.z), 2 * (q.y * q.z + q.x * q.w))
    let rotation2 = SIMD3(2 * (q.x * q.z + q.y * q.w), 2 * (q.y * q.z - q.x * q.w), 1 - 2 * (q.x * q.x + q.y * q.y))
    let skew = decomposition.skew
    let scale = decomposition.scale
    let column0 = rotation0 * scale.x
    let column1 = (rotation0 * skew.x + rotation1) * scale.y
    let column2 = (rotation0 * skew.y + rotation1 * skew.z + rotation2) * scale.z
    let t = decomposition.translation
    let p = decomposition.perspective
    let pxyz = SIMD3(p.x, p.y, p.z)
    self.init(
      m11: column0.x, m12: column0.y, m13: column0.z, m14: dot(pxyz, column0),
      m21: column1.x, m22: column1.y, m23: column1.z, m24: dot(pxyz, column1),
      m31: column2.x, m32: column2.y, m33: column2.z, m34: dot(pxyz, column2),
      m41: t.x, m42: t.y, m43: t.z, m44: dot(pxyz, t) + p.w
    )
  }
}

/// The unit quaternion of the rotation whose basis images are `c0`, `c1`, `c2` (Shepperd's method).
private func quaternion(columns c0: SIMD3<Double>, _ c1: SIMD3<Double>, _ c2: SIMD3<Double>) -> Quaternion {
  let (r00, r10, r20) = (c0.x, c0.y, c0.z)
  let (r01, r11, r21) = (c1.x, c1.y, c1.z)
  let (r02, r12, r22) = (c2.x, c2.y, c2.z)
  let trace = r00 + r11 + r22
  if trace > 0 {
    let s = (trace + 1).squareRoot() * 2
    return Quaternion(x: (r21 - r12) / s, y: (r02 - r20) / s, z: (r10 - r01) / s, w: s / 4)
  }
  if r00 > r11 && r00 > r22 {
    let s = (1 + r00 - r11 - r22).squareRoot() * 2
    return Quaternion(x: s / 4, y: (r01 + r10) / s, z: (r02 + r20) / s, w: (r21 - r12) / s)
  }
  if r11 > r22 {
    let s = (1 + r11 - r00 - r22).squareRoot() * 2
    return Quaternion(x: (r01 + r10) / s, y: s / 4, z: (r12 + r21) / s, w: (r02 - r20) / s)
  }
  let s = (1 + r22 - r00 - r11).squareRoot() * 2
  return Quaternion(x: (r02 + r20) / s, y: (r12 + r21) / s, z: s / 4, w: (r10 - r01) / s)
}

private func dot(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double { (a * b).sum() }

private func length(_ v: SIMD3<Double>) -> Double { dot(v, v).squareRoot() }

private func cross(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> SIMD3<Double> {
  SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
}

/// Transforms interpolate by decomposition (lerp, with slerped rotation) and add by concatenation.
///
/// The rotation turns the shorter way round, never more than half a turn, as WebKit and Chromium
/// interpolate CSS Transforms 2 matrices: from the identity to a turn of −170° or +190° about an
/// axis, the blend turns through −85° at 0.5. An end exactly a half turn away has two shortest arcs,
/// and the blend takes the one its decomposed quaternion names: for a half-turn matrix with exact
/// entries (such as a scale by (−1, 1, −1)), the positive turn about the axis direction whose
/// largest component is positive; for `Transform3D(rotationAngle: ±.pi, …)`, the way its sign says,
/// since the rounding of sin(π) decides.
/// When either end does not decompose the value switches discretely at fraction 0.5, as WebKit does.
/// `adding(b)` is `concatenating(b)`, `subtracting(b)` is `concatenating(b.inverted())`, the identity `.identity`.
extension Transform3D: Interpolatable {
  /// The recomposed blend of both decompositions, turning along the shorter arc; exactly `self`
  /// at 0 and `end` at 1.
  public func interpolated(to end: Transform3D, fraction: Double) -> Transform3D {
    if fraction == 0 { return self }
    if fraction == 1 { return end }
    return Blend(from: self, to: end).value(at: fraction)
  }

  /// Decomposes both ends once (a ``Blend``); each value is exactly what
  /// `interpolated(to:fraction:)` computes.
  public static func interpolator(from start: Transform3D, to end: Transform3D) -> Interpolator<Transform3D> {
    let blend = Blend(from: start, to: end)
    return Interpolator { fraction in blend.value(at: fraction) }
  }

  /// `self` followed by `other`.
  public func adding(_ other: Transform3D) -> Transform3D { concatenating(other) }

  /// `self` followed by the inverse of `other`.
  public func subtracting(_ other: Transform3D) -> Transform3D { concatenating(other.inverted()) }

  /// The identity transform.
  public static var additiveIdentity: Transform3D { .identity }
}
