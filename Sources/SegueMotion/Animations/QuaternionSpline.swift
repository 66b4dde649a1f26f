import SegueGeometry

/// A smooth curve through keyframe rotations: Shoemake's SQUAD with Kochanek–Bartels tangents taken
/// in the logarithms of the rotations between neighbours, the rotation part of ``TransformSpline``.
///
/// The keyframes are first negated where needed so that neighbours have a non-negative dot
/// product: each segment then turns the shorter way, as linear mode's slerp does. With
/// `dᵢ = log(q̄ᵢ·qᵢ₊₁)` (the turn of segment i, axis times half-angle), keyframe i's tangents are
/// the ``KochanekBartelsWeights`` combination of `dᵢ₋₁` and `dᵢ`, and segment i runs
/// `squad(s) = arc(arc(qᵢ, qᵢ₊₁, s), arc(aᵢ, bᵢ₊₁, s), 2s(1 − s))` with the inner points
/// `aᵢ = qᵢ·exp((outgoingᵢ − dᵢ)/2)` and `bᵢ₊₁ = qᵢ₊₁·exp(−(incomingᵢ₊₁ − dᵢ)/2)` (arcs as given,
/// ``QuaternionArc``). With all parameters zero the tangents are Shoemake's and SQUAD is his.
///
/// Why this curve (Core Animation does not say how it splines rotations): it passes through
/// every keyframe, honours tension, continuity, bias and key times as the vector spline does,
/// and leaves each keyframe with exactly the tangent asked for (SQUAD's derivative at a segment
/// end is `qᵢ·(dᵢ + 2·log(q̄ᵢ·aᵢ))`), so it is smooth in time wherever continuity is 0; for
/// rotations about one fixed axis its angle *is* the scalar Kochanek–Bartels spline of the
/// angles (SQUAD on one great circle is the cubic Hermite curve with the same end values and
/// tangents); with two keyframes and no tension it is linear mode's slerp. A spline of the four
/// components, renormalised, has none of these. The limit: a control point is a rotation, so a
/// tangent offset `(outgoingᵢ − dᵢ)/2` beyond a full turn (|·| > π) wraps around. That never
/// happens for Catmull–Rom (with or without key times) or for tension alone on evenly spaced
/// keyframes; extreme bias, continuity and negative tension on uneven key times with turns of
/// nearly half a turn per segment can reach it, and then leave a kink in the turning speed at the
/// keyframe (never a jump). Values are renormalised against rounding.
struct QuaternionSpline {
  /// For each segment, the arc between its keyframes.
  private let chords: [QuaternionArc]
  /// For each segment, the arc between its inner control points `aᵢ` and `bᵢ₊₁`.
  private let controls: [QuaternionArc]

  /// Creates the spline through `rotations` (at least two, unit length) with per-keyframe
  /// `parameters` and optional key times.
  init(rotations given: [Quaternion], parameters: SplineParameters, keyTimes: [Double]?) {
    var rotations = [given[0]]
    for rotation in given.dropFirst() {
      rotations.append(rotations[rotations.count - 1].dot(rotation) < 0 ? -rotation : rotation)
    }
    let last = rotations.count - 1
    let turns = (0..<last).map { (rotations[$0].conjugate * rotations[$0 + 1]).logarithm }
    var outgoing: [SIMD3<Double>] = []
    var incoming: [SIMD3<Double>] = []
    for i in 0...last {
      if i == 0 || i == last {
        let turn = turns[i == 0 ? 0 : last - 1] * (1 - parameters.tension[i])
        outgoing.append(turn)
        incoming.append(turn)
        continue
      }
      let weights = KochanekBartelsWeights(parameters, keyTimes: keyTimes, index: i)
      outgoing.append(turns[i - 1] * weights.outgoing.before + turns[i] * weights.outgoing.after)
      incoming.append(turns[i - 1] * weights.incoming.before + turns[i] * weights.incoming.after)
    }
    chords = (0..<last).map { QuaternionArc(from: rotations[$0], to: rotations[$0 + 1]) }
    controls = (0..<last).map { i in
      let leaving = rotations[i] * Quaternion(exponential: (outgoing[i] - turns[i]) / 2)
      let arriving = rotations[i + 1] * Quaternion(exponential: (turns[i] - incoming[i + 1]) / 2)
      return QuaternionArc(from: leaving, to: arriving)
    }
  }

  /// The rotation at parameter `s` in [0, 1] of segment `index`: the keyframes (as aligned) at 0 and 1.
  func value(segment index: Int, at s: Double) -> Quaternion {
    QuaternionArc(from: chords[index].value(at: s), to: controls[index].value(at: s)).value(at: 2 * s * (1 - s))
      .normalized
  }
}
