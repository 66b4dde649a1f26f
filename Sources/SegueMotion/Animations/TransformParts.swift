import SegueGeometry

/// The parts of a ``Transform3D/Decomposition`` other than its rotation, as one vector of 13
/// numbers (translation, scale, skew, perspective), so that ``TransformSpline`` can run them
/// through the same ``KochanekBartelsSpline`` as any vector value.
struct TransformParts: VectorInterpolatable {
  /// The translation.
  var translation: SIMD3<Double>
  /// The scale along each axis.
  var scale: SIMD3<Double>
  /// The shear factors (xy, xz, yz).
  var skew: SIMD3<Double>
  /// The perspective row.
  var perspective: SIMD4<Double>

  /// The parts of `decomposition` but its rotation.
  init(_ decomposition: Transform3D.Decomposition) {
    self.init(
      translation: decomposition.translation, scale: decomposition.scale, skew: decomposition.skew,
      perspective: decomposition.perspective)
  }

  /// Creates the parts from their values.
  init(translation: SIMD3<Double>, scale: SIMD3<Double>, skew: SIMD3<Double>, perspective: SIMD4<Double>) {
    self.translation = translation
    self.scale = scale
    self.skew = skew
    self.perspective = perspective
  }

  /// The decomposition with these parts and `rotation`.
  func decomposition(rotation: Quaternion) -> Transform3D.Decomposition {
    Transform3D.Decomposition(
      translation: translation, scale: scale, skew: skew, perspective: perspective, rotation: rotation)
  }

  /// Every part blended as ``Transform3D/Decomposition/interpolated(to:fraction:)`` blends it.
  func interpolated(to end: TransformParts, fraction: Double) -> TransformParts {
    TransformParts(
      translation: translation * (1 - fraction) + end.translation * fraction,
      scale: scale * (1 - fraction) + end.scale * fraction,
      skew: skew * (1 - fraction) + end.skew * fraction,
      perspective: perspective * (1 - fraction) + end.perspective * fraction)
  }

  /// The component-wise sum.
  func adding(_ other: TransformParts) -> TransformParts {
    TransformParts(
      translation: translation + other.translation, scale: scale + other.scale, skew: skew + other.skew,
      perspective: perspective + other.perspective)
  }

  /// The component-wise difference.
  func subtracting(_ other: TransformParts) -> TransformParts {
    TransformParts(
      translation: translation - other.translation, scale: scale - other.scale, skew: skew - other.skew,
      perspective: perspective - other.perspective)
  }

  /// All 13 components zero.
  static var additiveIdentity: TransformParts {
    TransformParts(translation: .zero, scale: .zero, skew: .zero, perspective: .zero)
  }

  /// Every component multiplied by `factor`.
  func scaled(by factor: Double) -> TransformParts {
    TransformParts(
      translation: translation * factor, scale: scale * factor, skew: skew * factor, perspective: perspective * factor)
  }

  /// The Euclidean distance over all 13 components.
  func distance(to other: TransformParts) -> Double {
    let difference = subtracting(other)
    let squares =
      (difference.translation * difference.translation).sum() + (difference.scale * difference.scale).sum()
      + (difference.skew * difference.skew).sum() + (difference.perspective * difference.perspective).sum()
    return squares.squareRoot()
  }
}
