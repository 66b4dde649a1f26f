import SegueGeometry

/// The curve of the cubic modes through `Transform3D` keyframes: their decompositions splined
/// part by part and recomposed, as linear mode blends them.
///
/// Translation, scale, skew and perspective run through the ``KochanekBartelsSpline`` of vector
/// values (as ``TransformParts``), the rotation through the ``QuaternionSpline``, both with the
/// same tension, continuity, bias and key times. Segue's choices where Core Animation is silent:
/// each segment ends exactly on its keyframe matrices, while values in between are recomposed
/// from decompositions of the keyframes divided by their m44 (the same projective transforms, so
/// the curve is continuous once each matrix is divided by its m44, as linear mode's blend is);
/// with two keyframes and no tension the curve is linear mode's blend (the end tangents are the
/// chords, as for vectors). The keyframes are decomposed once, when the spline is made, and
/// never per frame.
struct TransformSpline {
  /// The keyframe transforms, returned unchanged at the ends of each segment.
  let values: [Transform3D]
  /// The spline of the parts other than rotation.
  private let parts: KochanekBartelsSpline<TransformParts>
  /// The spline of the rotations.
  private let rotations: QuaternionSpline

  /// Creates the spline through `values` (at least two), given their `decompositions`, with
  /// per-keyframe `parameters` and optional key times.
  init(
    values: [Transform3D], decompositions: [Transform3D.Decomposition], parameters: SplineParameters,
    keyTimes: [Double]?
  ) {
    self.values = values
    parts = KochanekBartelsSpline(
      values: decompositions.map(TransformParts.init), parameters: parameters, keyTimes: keyTimes,
      space: VectorSpace(scale: { $0.scaled(by: $1) }, distance: { $0.distance(to: $1) }))
    rotations = QuaternionSpline(
      rotations: decompositions.map(\.rotation), parameters: parameters, keyTimes: keyTimes)
  }

  /// The transform at parameter `s` in [0, 1] of segment `index`; exactly the keyframes at 0 and 1.
  func value(segment index: Int, at s: Double) -> Transform3D {
    if s == 0 { return values[index] }
    if s == 1 { return values[index + 1] }
    let rotation = rotations.value(segment: index, at: s)
    return Transform3D(parts.value(segment: index, at: s).decomposition(rotation: rotation))
  }
}
