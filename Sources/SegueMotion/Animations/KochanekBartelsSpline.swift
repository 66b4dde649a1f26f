import SegueGeometry

/// A cubic Hermite spline through keyframe values with Kochanek–Bartels tangents, the curve
/// of the `cubic` and `cubicPaced` calculation modes for vector values (and for the parts of
/// transforms other than rotation, in ``TransformSpline``).
///
/// For an inner keyframe i with chords `a = pᵢ − pᵢ₋₁` and `b = pᵢ₊₁ − pᵢ` and tension t,
/// continuity c and bias b′ (each in [−1, 1]; all zero gives Catmull–Rom):
/// outgoing `= (1−t)(1+b′)(1+c)/2 · a + (1−t)(1−b′)(1−c)/2 · b` and
/// incoming `= (1−t)(1+b′)(1−c)/2 · a + (1−t)(1−b′)(1+c)/2 · b`. Segue's choices where Core
/// Animation is undocumented: at the first and last keyframe the tangent is `(1−t)` times the
/// only chord (continuity and bias need two chords), so that two keyframes without tension
/// give linear mode's straight line, as a Catmull–Rom spline whose missing end points are
/// reflections of their neighbours does; with key times the tangents are scaled
/// by `2Δᵢ₋₁/(Δᵢ₋₁+Δᵢ)` (incoming) and `2Δᵢ/(Δᵢ₋₁+Δᵢ)` (outgoing), Kochanek and Bartels'
/// step-size adjustment, so that Catmull–Rom speed is continuous in time across keyframes
/// (skipped next to a zero-length segment).
struct KochanekBartelsSpline<Value: Interpolatable> {
  /// The keyframe values the curve passes through.
  let values: [Value]
  /// The tangent leaving each keyframe, per unit of segment parameter (unused for the last).
  let outgoing: [Value]
  /// The tangent arriving at each keyframe, per unit of segment parameter (unused for the first).
  let incoming: [Value]
  /// The vector operations of the values.
  private let space: VectorSpace<Value>

  /// Creates the spline through `values` (at least two) with per-keyframe `parameters` and
  /// optional key times.
  init(values: [Value], parameters: SplineParameters, keyTimes: [Double]?, space: VectorSpace<Value>) {
    self.values = values
    self.space = space
    let last = values.count - 1
    var outgoing: [Value] = []
    var incoming: [Value] = []
    for i in 0...last {
      if i == 0 || i == last {
        let t = parameters.tension[i]
        let chord = i == 0 ? values[1].subtracting(values[0]) : values[last].subtracting(values[last - 1])
        outgoing.append(space.scale(chord, 1 - t))
        incoming.append(space.scale(chord, 1 - t))
        continue
      }
      let weights = KochanekBartelsWeights(parameters, keyTimes: keyTimes, index: i)
      let before = values[i].subtracting(values[i - 1])
      let after = values[i + 1].subtracting(values[i])
      outgoing.append(space.scale(before, weights.outgoing.before).adding(space.scale(after, weights.outgoing.after)))
      incoming.append(space.scale(before, weights.incoming.before).adding(space.scale(after, weights.incoming.after)))
    }
    self.outgoing = outgoing
    self.incoming = incoming
  }

  /// The number of segments, one fewer than the values.
  var segmentCount: Int { values.count - 1 }

  /// The point at parameter `s` in [0, 1] of segment `index`; exactly the keyframe values at 0 and 1.
  func value(segment index: Int, at s: Double) -> Value {
    let weights = Self.weights(at: s)
    return values[index].interpolated(to: values[index + 1], fraction: weights.chord)
      .adding(space.scale(outgoing[index], weights.startTangent))
      .adding(space.scale(incoming[index + 1], weights.endTangent))
  }

  /// The Hermite weights at parameter `s`: of the chord (as an interpolation fraction), the
  /// start tangent and the end tangent.
  static func weights(at s: Double) -> (chord: Double, startTangent: Double, endTangent: Double) {
    let s2 = s * s
    let s3 = s2 * s
    return (3 * s2 - 2 * s3, s3 - 2 * s2 + s, s3 - s2)
  }
}
