/// Cumulative chord lengths along each segment of a spline, for travelling it at constant speed.
///
/// Each segment is sampled at ``samplesPerSegment`` equal parameter steps; lengths between
/// samples are taken as straight, which is within about 0.1 % of the true arc length for the
/// smooth segments keyframe animations produce.
struct ArcLengthTable {
  /// The number of parameter steps per segment.
  static let samplesPerSegment = 32

  /// For each segment, the length from its start to each sample (first 0, last the segment length).
  private let cumulative: [[Double]]

  /// Measures every segment of `spline` with the distance of `space`.
  init<Value>(spline: KochanekBartelsSpline<Value>, space: VectorSpace<Value>) {
    let steps = Self.samplesPerSegment
    cumulative = (0..<spline.segmentCount).map { segment in
      var lengths = [0.0]
      var previous = spline.values[segment]
      for step in 1...steps {
        let point = spline.value(segment: segment, at: Double(step) / Double(steps))
        lengths.append(lengths[step - 1] + space.distance(previous, point))
        previous = point
      }
      return lengths
    }
  }

  /// The length of each segment.
  var segmentLengths: [Double] { cumulative.map { $0[Self.samplesPerSegment] } }

  /// The spline parameter in [0, 1] at which segment `index` has covered `fraction` of its length.
  ///
  /// A segment of zero length maps `fraction` to itself.
  func parameter(segment index: Int, lengthFraction fraction: Double) -> Double {
    let lengths = cumulative[index]
    let steps = Self.samplesPerSegment
    let total = lengths[steps]
    guard total > 0 else { return fraction }
    let target = min(max(fraction, 0), 1) * total
    var low = 0
    var high = steps
    while high - low > 1 {
      let middle = (low + high) / 2
      if lengths[middle] <= target { low = middle } else { high = middle }
    }
    let span = lengths[high] - lengths[low]
    let within = span > 0 ? (target - lengths[low]) / span : 0
    return (Double(low) + within) / Double(steps)
  }
}
