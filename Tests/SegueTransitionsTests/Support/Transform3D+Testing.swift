import SegueGeometry

extension Transform3D {
  /// The largest difference between an entry of this matrix and the same entry of `other`.
  func distance(to other: Transform3D) -> Double {
    let entries: [KeyPath<Transform3D, Double>] = [
      \.m11, \.m12, \.m13, \.m14, \.m21, \.m22, \.m23, \.m24,
      \.m31, \.m32, \.m33, \.m34, \.m41, \.m42, \.m43, \.m44,
    ]
    return entries.map { abs(self[keyPath: $0] - other[keyPath: $0]) }.max() ?? 0
  }

  /// This matrix with every entry times `factor`: the same projective transform.
  func scaled(by factor: Double) -> Transform3D {
    var result = self
    let entries: [WritableKeyPath<Transform3D, Double>] = [
      \.m11, \.m12, \.m13, \.m14, \.m21, \.m22, \.m23, \.m24,
      \.m31, \.m32, \.m33, \.m34, \.m41, \.m42, \.m43, \.m44,
    ]
    for entry in entries { result[keyPath: entry] *= factor }
    return result
  }
}
