import SegueGeometry

/// A keyframe animation's settings resolved for evaluation: valid key times, per-segment
/// pacing and the interpolation to use, with a diagnostic for each setting that was replaced.
struct KeyframeTrack<Value: Interpolatable> {
  /// How values between keyframes are computed.
  enum Interpolation {
    /// Straight lines between neighbouring values.
    case linear
    /// Each value held until the next key time.
    case discrete
    /// The ``spline``, its segment parameter running linearly with time.
    case spline
    /// The ``spline`` travelled at constant speed along its measured length (``arcLengths``).
    case pacedSpline
    /// The ``transformCurve``, its segment parameter running linearly with time.
    case transformSpline
  }

  /// The keyframe values.
  let values: [Value]
  /// The key time of each value, non-decreasing in [0, 1] (as many as values).
  let keyTimes: [Double]
  /// One pacing curve per segment, or `nil` for linear pacing.
  let timingFunctions: [TimingFunction]?
  /// How values between keyframes are computed.
  let interpolation: Interpolation
  /// The spline of the spline interpolations, `nil` otherwise (kept out of `interpolation` so
  /// that evaluating a frame borrows it instead of copying it out of an enum payload).
  private let spline: KochanekBartelsSpline<Value>?
  /// The arc lengths of the paced spline, `nil` otherwise.
  private let arcLengths: ArcLengthTable?
  /// The ``TransformSpline`` of the transform spline interpolation as a function of segment and
  /// parameter, `nil` otherwise.
  private let transformCurve: ((Int, Double) -> Value)?
  /// What was wrong with the settings, one line each, already naming the fallback used.
  let diagnostics: [Diagnostic]

  /// Resolves the settings of a keyframe animation; `subject` names it in diagnostics.
  init(
    values: [Value], keyTimes requestedKeyTimes: [Double]?, timingFunctions requestedFunctions: [TimingFunction]?,
    mode: CalculationMode, tension: [Double]?, continuity: [Double]?, bias: [Double]?, subject: String
  ) {
    var diagnostics: [Diagnostic] = []
    func report(_ problem: String) { diagnostics.append(Diagnostic(message: "\(subject): \(problem)")) }
    func parameters() -> SplineParameters {
      SplineParameters(
        tension: Self.clamped(tension, "tensionValues", count: values.count, report: report),
        continuity: Self.clamped(continuity, "continuityValues", count: values.count, report: report),
        bias: Self.clamped(bias, "biasValues", count: values.count, report: report))
    }
    func makeSpline(keyTimes: [Double]?, space: VectorSpace<Value>) -> KochanekBartelsSpline<Value> {
      KochanekBartelsSpline(values: values, parameters: parameters(), keyTimes: keyTimes, space: space)
    }
    let count = values.count
    var timingFunctions: [TimingFunction]?
    var spline: KochanekBartelsSpline<Value>?
    var arcLengths: ArcLengthTable?
    var transformCurve: ((Int, Double) -> Value)?
    switch (mode, VectorSpace<Value>.ofValue) {
    case _ where count == 0:
      report("no values; the animation changes nothing")
      keyTimes = []
      interpolation = .linear
    case (.discrete, _):
      keyTimes =
        Self.validated(requestedKeyTimes, allowedCounts: [count, count + 1], mode: mode, report: report)
        ?? (0..<count).map { Double($0) / Double(count) }
      interpolation = .discrete
    case (.cubic, nil) where Value.self == Transform3D.self, (.cubicPaced, nil) where Value.self == Transform3D.self:
      let paced = mode == .cubicPaced
      if paced {
        report(
          "cubicPaced mode needs VectorInterpolatable values to measure speed and Transform3D is not; "
            + "using cubic mode with evenly spaced keyTimes")
      }
      let keyTimes =
        paced
        ? Self.evenlySpaced(count)
        : Self.validated(requestedKeyTimes, allowedCounts: [count], mode: mode, report: report)
          ?? Self.evenlySpaced(count)
      self.keyTimes = keyTimes
      timingFunctions = paced ? nil : Self.validated(requestedFunctions, segments: count - 1, report: report)
      if count >= 2 {
        transformCurve = Self.transformCurve(
          through: values, keyTimes: paced ? nil : keyTimes, parameters: parameters, report: report)
      }
      interpolation = transformCurve == nil ? .linear : .transformSpline
    case (.linear, _), (.cubic, nil):
      if mode == .cubic {
        report("cubic mode needs VectorInterpolatable values and \(Value.self) is not; using linear mode")
      }
      keyTimes =
        Self.validated(requestedKeyTimes, allowedCounts: [count], mode: mode, report: report)
        ?? Self.evenlySpaced(count)
      timingFunctions = Self.validated(requestedFunctions, segments: count - 1, report: report)
      interpolation = .linear
    case (.cubic, let space?):
      let keyTimes =
        Self.validated(requestedKeyTimes, allowedCounts: [count], mode: mode, report: report)
        ?? Self.evenlySpaced(count)
      self.keyTimes = keyTimes
      timingFunctions = Self.validated(requestedFunctions, segments: count - 1, report: report)
      if count >= 2 { spline = makeSpline(keyTimes: keyTimes, space: space) }
      interpolation = count < 2 ? .linear : .spline
    case (.paced, let space?):
      keyTimes = Self.keyTimes(forLengths: (1..<count).map { space.distance(values[$0 - 1], values[$0]) })
      interpolation = .linear
    case (.cubicPaced, let space?) where count >= 2:
      let curve = makeSpline(keyTimes: nil, space: space)
      let table = ArcLengthTable(spline: curve, space: space)
      keyTimes = Self.keyTimes(forLengths: table.segmentLengths)
      spline = curve
      arcLengths = table
      interpolation = .pacedSpline
    case (.cubicPaced, .some):
      keyTimes = Self.evenlySpaced(count)
      interpolation = .linear
    case (.paced, nil), (.cubicPaced, nil):
      report(
        "\(mode) mode needs VectorInterpolatable values and \(Value.self) is not; "
          + "using linear mode with evenly spaced keyTimes")
      keyTimes = Self.evenlySpaced(count)
      interpolation = .linear
    }
    self.values = values
    self.timingFunctions = timingFunctions
    self.spline = spline
    self.arcLengths = arcLengths
    self.transformCurve = transformCurve
    self.diagnostics = diagnostics
  }

  /// The value at `progress` (the animation's paced progress); `nil` when there are no values.
  ///
  /// Before the first key time the first value holds, from the last key time on the last value.
  func value(at progress: Double) -> Value? {
    guard let first = values.first, let last = values.last else { return nil }
    let count = values.count
    if case .discrete = interpolation {
      return values[lastKeyTime(atOrBefore: progress, among: count)]
    }
    if count == 1 || progress < keyTimes[0] { return first }
    if progress >= keyTimes[count - 1] { return last }
    let index = lastKeyTime(atOrBefore: progress, among: count - 1)
    let span = keyTimes[index + 1] - keyTimes[index]
    let local = span > 0 ? min(max((progress - keyTimes[index]) / span, 0), 1) : 1
    let paced = timingFunctions?[index].value(at: local) ?? local
    switch interpolation {
    case .linear, .discrete:
      return values[index].interpolated(to: values[index + 1], fraction: paced)
    case .spline:
      return spline!.value(segment: index, at: paced)
    case .pacedSpline:
      return spline!.value(segment: index, at: arcLengths!.parameter(segment: index, lengthFraction: paced))
    case .transformSpline:
      return transformCurve!(index, paced)
    }
  }

  /// The values and, for a spline, its tangents, when the track is straight or spline
  /// segments paced linearly (no per-segment timing functions): what an inline form needs.
  var compactForm: (values: [Value], outgoing: [Value]?, incoming: [Value]?)? {
    guard timingFunctions == nil else { return nil }
    switch interpolation {
    case .linear: return (values, nil, nil)
    case .spline: return spline.map { (values, $0.outgoing, $0.incoming) }
    case .discrete, .pacedSpline, .transformSpline: return nil
    }
  }

  /// The largest index below `limit` whose key time is at most `progress`, or 0 when none is.
  private func lastKeyTime(atOrBefore progress: Double, among limit: Int) -> Int {
    var low = 0
    var high = limit
    while high - low > 1 {
      let middle = (low + high) / 2
      if keyTimes[middle] <= progress { low = middle } else { high = middle }
    }
    return low
  }
}
