/// A keyframe track of up to four numbers, linear or Kochanek–Bartels, without per-segment
/// timing functions, held inline: what most opacity and scale keyframe animations are. Its
/// values are exactly ``KeyframeTrack/value(at:)``'s, by the same operations in the same order.
struct ScalarKeyframePayload: FramePayload {
  /// The number of keyframes, 2 to 4.
  let count: Int
  /// Whether segments follow the spline; otherwise they are straight.
  let isSpline: Bool
  /// The key times; those past `count` are unused.
  let keyTimes: SIMD4<Double>
  /// The keyframe values.
  let values: SIMD4<Double>
  /// The spline's tangent leaving each keyframe (spline only).
  let outgoing: SIMD4<Double>
  /// The spline's tangent arriving at each keyframe (spline only).
  let incoming: SIMD4<Double>

  /// The inline form of `track`, or `nil` when it has more than four keyframes, fewer than two,
  /// per-segment timing functions, or another interpolation.
  init?(_ track: KeyframeTrack<Double>) {
    guard let form = track.compactForm, (2...4).contains(form.values.count) else { return nil }
    func packed(_ array: [Double]) -> SIMD4<Double> {
      var vector = SIMD4<Double>(repeating: 0)
      for (index, element) in array.prefix(4).enumerated() { vector[index] = element }
      return vector
    }
    count = form.values.count
    isSpline = form.outgoing != nil
    keyTimes = packed(track.keyTimes)
    values = packed(form.values)
    outgoing = packed(form.outgoing ?? [])
    incoming = packed(form.incoming ?? [])
  }

  @inline(__always) func value(at progress: Double) -> Double {
    if progress < keyTimes[0] { return values[0] }
    if progress >= keyTimes[count - 1] { return values[count - 1] }
    var index = 0
    var high = count - 1
    while high - index > 1 {
      let middle = (index + high) / 2
      if keyTimes[middle] <= progress { index = middle } else { high = middle }
    }
    let span = keyTimes[index + 1] - keyTimes[index]
    let local = span > 0 ? min(max((progress - keyTimes[index]) / span, 0), 1) : 1
    guard isSpline else { return values[index].interpolated(to: values[index + 1], fraction: local) }
    let weights = KochanekBartelsSpline<Double>.weights(at: local)
    return values[index].interpolated(to: values[index + 1], fraction: weights.chord)
      + outgoing[index] * weights.startTangent + incoming[index + 1] * weights.endTangent
  }
}
