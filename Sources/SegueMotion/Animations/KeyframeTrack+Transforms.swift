import SegueGeometry

extension KeyframeTrack {
  /// The ``TransformSpline`` through `values` (at least two) as a function of segment and
  /// parameter, or `nil` when `Value` is not `Transform3D` or, reported, when a keyframe does not
  /// decompose (a singular matrix or m44 = 0): linear mode then blends the keyframes as before.
  static func transformCurve(
    through values: [Value], keyTimes: [Double]?, parameters: () -> SplineParameters, report: (String) -> Void
  ) -> ((Int, Double) -> Value)? {
    guard let transforms = values as? [Transform3D] else { return nil }
    var decompositions: [Transform3D.Decomposition] = []
    for (index, transform) in transforms.enumerated() {
      guard let decomposition = transform.decomposed() else {
        report(
          "cubic mode splines Transform3D keyframes through their decompositions and values[\(index)] does not "
            + "decompose (a singular matrix or m44 = 0); using linear mode")
        return nil
      }
      decompositions.append(decomposition)
    }
    let spline = TransformSpline(
      values: transforms, decompositions: decompositions, parameters: parameters(), keyTimes: keyTimes)
    let curve: (Int, Double) -> Transform3D = { segment, s in spline.value(segment: segment, at: s) }
    return curve as? (Int, Double) -> Value
  }
}
