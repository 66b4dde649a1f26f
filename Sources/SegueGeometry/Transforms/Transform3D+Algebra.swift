extension Transform3D {
  /// The transform that applies `self` first and then `b`, as `CATransform3DConcat(self, b)` (the product self·b).
  public func concatenating(_ b: Transform3D) -> Transform3D {
    let (b1, b2, b3, b4) = b.rows
    return Transform3D(
      rows: m11 * b1 + m12 * b2 + m13 * b3 + m14 * b4,
      m21 * b1 + m22 * b2 + m23 * b3 + m24 * b4,
      m31 * b1 + m32 * b2 + m33 * b3 + m34 * b4,
      m41 * b1 + m42 * b2 + m43 * b3 + m44 * b4
    )
  }

  /// This transform preceded by a translation, as `CATransform3DTranslate`: the translation applies first.
  public func translatedBy(x: Double, y: Double, z: Double) -> Transform3D {
    Transform3D(translationX: x, y: y, z: z).concatenating(self)
  }

  /// This transform preceded by a scale, as `CATransform3DScale`: the scale applies first.
  public func scaledBy(x: Double, y: Double, z: Double) -> Transform3D {
    Transform3D(scaleX: x, y: y, z: z).concatenating(self)
  }

  /// This transform preceded by a rotation about (`x`, `y`, `z`), as `CATransform3DRotate`: the rotation applies first.
  public func rotated(by angle: Double, x: Double, y: Double, z: Double) -> Transform3D {
    Transform3D(rotationAngle: angle, x: x, y: y, z: z).concatenating(self)
  }

  /// The determinant of the full 4×4 matrix.
  public var determinant: Double { Minors(self).determinant }

  /// The inverse transform, or `self` unchanged when it is singular, as `CATransform3DInvert`.
  public func inverted() -> Transform3D {
    let n = Minors(self)
    let det = n.determinant
    guard det != 0, det.isFinite else { return self }
    let r = 1 / det
    return Transform3D(
      m11: (m22 * n.c5 - m23 * n.c4 + m24 * n.c3) * r,
      m12: (-m12 * n.c5 + m13 * n.c4 - m14 * n.c3) * r,
      m13: (m42 * n.s5 - m43 * n.s4 + m44 * n.s3) * r,
      m14: (-m32 * n.s5 + m33 * n.s4 - m34 * n.s3) * r,
      m21: (-m21 * n.c5 + m23 * n.c2 - m24 * n.c1) * r,
      m22: (m11 * n.c5 - m13 * n.c2 + m14 * n.c1) * r,
      m23: (-m41 * n.s5 + m43 * n.s2 - m44 * n.s1) * r,
      m24: (m31 * n.s5 - m33 * n.s2 + m34 * n.s1) * r,
      m31: (m21 * n.c4 - m22 * n.c2 + m24 * n.c0) * r,
      m32: (-m11 * n.c4 + m12 * n.c2 - m14 * n.c0) * r,
      m33: (m41 * n.s4 - m42 * n.s2 + m44 * n.s0) * r,
      m34: (-m31 * n.s4 + m32 * n.s2 - m34 * n.s0) * r,
      m41: (-m21 * n.c3 + m22 * n.c1 - m23 * n.c0) * r,
      m42: (m11 * n.c3 - m12 * n.c1 + m13 * n.c0) * r,
      m43: (-m41 * n.s3 + m42 * n.s1 - m43 * n.s0) * r,
      m44: (m31 * n.s3 - m32 * n.s1 + m33 * n.s0) * r
    )
  }

  /// The four rows as vectors.
  var rows: (SIMD4<Double>, SIMD4<Double>, SIMD4<Double>, SIMD4<Double>) {
    (
      SIMD4(m11, m12, m13, m14),
      SIMD4(m21, m22, m23, m24),
      SIMD4(m31, m32, m33, m34),
      SIMD4(m41, m42, m43, m44)
    )
  }

  /// Creates a transform from its four rows.
  init(rows r1: SIMD4<Double>, _ r2: SIMD4<Double>, _ r3: SIMD4<Double>, _ r4: SIMD4<Double>) {
    self.init(
      m11: r1.x, m12: r1.y, m13: r1.z, m14: r1.w,
      m21: r2.x, m22: r2.y, m23: r2.z, m24: r2.w,
      m31: r3.x, m32: r3.y, m33: r3.z, m34: r3.w,
      m41: r4.x, m42: r4.y, m43: r4.z, m44: r4.w
    )
  }
}

/// The 2×2 minors of the top two rows (s) and bottom two rows (c) that the determinant and inverse share.
private struct Minors {
  let s0, s1, s2, s3, s4, s5: Double
  let c0, c1, c2, c3, c4, c5: Double

  init(_ m: Transform3D) {
    s0 = m.m11 * m.m22 - m.m21 * m.m12
    s1 = m.m11 * m.m23 - m.m21 * m.m13
    s2 = m.m11 * m.m24 - m.m21 * m.m14
    s3 = m.m12 * m.m23 - m.m22 * m.m13
    s4 = m.m12 * m.m24 - m.m22 * m.m14
    s5 = m.m13 * m.m24 - m.m23 * m.m14
    c5 = m.m33 * m.m44 - m.m43 * m.m34
    c4 = m.m32 * m.m44 - m.m42 * m.m34
    c3 = m.m32 * m.m43 - m.m42 * m.m33
    c2 = m.m31 * m.m44 - m.m41 * m.m34
    c1 = m.m31 * m.m43 - m.m41 * m.m33
    c0 = m.m31 * m.m42 - m.m41 * m.m32
  }

  var determinant: Double {
    s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0
  }
}
