/// The per-keyframe Kochanek–Bartels parameters of a spline, each already in [−1, 1] and as
/// many as the keyframes.
struct SplineParameters {
  /// The tension of each keyframe: positive tightens the curve, negative rounds it.
  let tension: [Double]
  /// The continuity of each keyframe: non-zero values make a corner.
  let continuity: [Double]
  /// The bias of each keyframe: positive leans towards the segment before, negative after.
  let bias: [Double]
}
