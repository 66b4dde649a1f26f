/// The weights of the chords on either side of a keyframe in its Kochanek–Bartels tangents, shared
/// by the vector spline (``KochanekBartelsSpline``) and the rotation spline (``QuaternionSpline``).
///
/// An inner keyframe's outgoing tangent is `outgoing.before · (chord before) + outgoing.after ·
/// (chord after)`, its incoming one likewise. The first and last keyframes have one chord and
/// weight it by `1 − tension` in both tangents. The formulas and key-time scaling are
/// documented on ``KochanekBartelsSpline``.
struct KochanekBartelsWeights {
  /// The weights of the chords before and after the keyframe in the tangent leaving it.
  let outgoing: (before: Double, after: Double)
  /// The weights of the chords before and after the keyframe in the tangent arriving at it.
  let incoming: (before: Double, after: Double)

  /// The weights at keyframe `index` (neither the first nor the last) with its `parameters`,
  /// scaled for the spans of its neighbouring segments when `keyTimes` are given.
  init(_ parameters: SplineParameters, keyTimes: [Double]?, index: Int) {
    let (t, c, b) = (parameters.tension[index], parameters.continuity[index], parameters.bias[index])
    var (inScale, outScale) = (1.0, 1.0)
    if let keyTimes {
      let (previous, next) = (keyTimes[index] - keyTimes[index - 1], keyTimes[index + 1] - keyTimes[index])
      if previous > 0 && next > 0 {
        inScale = 2 * previous / (previous + next)
        outScale = 2 * next / (previous + next)
      }
    }
    outgoing = (outScale * (1 - t) * (1 + b) * (1 + c) / 2, outScale * (1 - t) * (1 - b) * (1 - c) / 2)
    incoming = (inScale * (1 - t) * (1 + b) * (1 - c) / 2, inScale * (1 - t) * (1 - b) * (1 + c) / 2)
  }
}
