extension Transform3D {
  /// The blend between two transforms that differ only in their rotation, with the same
  /// translation and scale and no skew or perspective (to 10⁻¹²): a slerp and a rotation matrix, nothing
  /// else. A ``Blend`` uses it whenever its ends allow; it is small and holds no references,
  /// so that evaluating many of them reads little memory.
  ///
  /// Its values are exact only strictly between the ends: at fractions 0 and 1 a ``Blend``
  /// returns its ends unchanged instead.
  public struct RotationBlend: Sendable {
    /// The rotation arc.
    @usableFromInline let rotation: QuaternionSlerp
    /// The scale along x, shared by both ends.
    @usableFromInline let scaleX: Double
    /// The scale along y, shared by both ends.
    @usableFromInline let scaleY: Double
    /// The scale along z, shared by both ends.
    @usableFromInline let scaleZ: Double
    /// The translation along x, shared by both ends.
    @usableFromInline let translationX: Double
    /// The translation along y, shared by both ends.
    @usableFromInline let translationY: Double
    /// The translation along z, shared by both ends.
    @usableFromInline let translationZ: Double

    /// The rotation-only blend between two decompositions, or `nil` when anything but their
    /// rotation differs, or either has skew or perspective.
    ///
    /// Segue's choice: "differs" and "has" allow 10⁻¹² (relative to magnitudes above 1), the
    /// rounding noise that decomposing a rotated matrix leaves in its scale and skew; the
    /// values then stay within about 10⁻¹² of the full recomposition.
    init?(from first: Decomposition, to last: Decomposition, rotation: QuaternionSlerp) {
      func same(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-12 * max(1, abs(a), abs(b)) }
      func same(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Bool { same(a.x, b.x) && same(a.y, b.y) && same(a.z, b.z) }
      let none = SIMD4<Double>(0, 0, 0, 1)
      let flat = { (p: SIMD4<Double>) in same(p.x, 0) && same(p.y, 0) && same(p.z, 0) && same(p.w, 1) }
      guard same(first.translation, last.translation), same(first.scale, last.scale), same(first.skew, .zero),
        same(last.skew, .zero), first.perspective == none || flat(first.perspective),
        last.perspective == none || flat(last.perspective)
      else { return nil }
      self.rotation = rotation
      (scaleX, scaleY, scaleZ) = (first.scale.x, first.scale.y, first.scale.z)
      (translationX, translationY, translationZ) = (first.translation.x, first.translation.y, first.translation.z)
    }

    /// The transform with the rotation `fraction` of the way along the arc.
    @inlinable @inline(__always)
    public func value(at fraction: Double) -> Transform3D {
      let q = rotation.value(at: fraction)
      let (xx, yy, zz) = (q.x * q.x, q.y * q.y, q.z * q.z)
      let (xy, xz, yz) = (q.x * q.y, q.x * q.z, q.y * q.z)
      let (xw, yw, zw) = (q.x * q.w, q.y * q.w, q.z * q.w)
      return Transform3D(
        m11: (1 - 2 * (yy + zz)) * scaleX, m12: 2 * (xy + zw) * scaleX, m13: 2 * (xz - yw) * scaleX, m14: 0,
        m21: 2 * (xy - zw) * scaleY, m22: (1 - 2 * (xx + zz)) * scaleY, m23: 2 * (yz + xw) * scaleY, m24: 0,
        m31: 2 * (xz + yw) * scaleZ, m32: 2 * (yz - xw) * scaleZ, m33: (1 - 2 * (xx + yy)) * scaleZ, m34: 0,
        m41: translationX, m42: translationY, m43: translationZ, m44: 1)
    }
  }
}
