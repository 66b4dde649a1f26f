import SegueGeometry

extension KeyframeTrack {
  /// `count` key times from 0 to 1 in equal steps (`[0]` for a single value).
  static func evenlySpaced(_ count: Int) -> [Double] {
    guard count > 1 else { return [0] }
    return (0..<count).map { $0 == count - 1 ? 1 : Double($0) / Double(count - 1) }
  }

  /// Key times proportional to the cumulative `lengths` of the segments, so that travelling
  /// them takes a constant speed; evenly spaced when the total length is zero.
  static func keyTimes(forLengths lengths: [Double]) -> [Double] {
    let total = lengths.reduce(0, +)
    guard total > 0, total.isFinite else { return evenlySpaced(lengths.count + 1) }
    var covered = 0.0
    var times = [0.0]
    for length in lengths.dropLast() {
      covered += length
      times.append(covered / total)
    }
    if !lengths.isEmpty { times.append(1) }
    return times
  }

  /// The first `allowedCounts[0]` of `keyTimes` when they are valid for `mode`, or `nil` (after
  /// reporting the first problem found) when absent or invalid.
  ///
  /// Valid means: an allowed count, every time in [0, 1], and never decreasing.
  static func validated(
    _ keyTimes: [Double]?, allowedCounts: [Int], mode: CalculationMode, report: (String) -> Void
  ) -> [Double]? {
    guard let keyTimes else { return nil }
    let fallback = "using evenly spaced keyTimes"
    guard allowedCounts.contains(keyTimes.count) else {
      let needed = allowedCounts.map { String($0) }.joined(separator: " or ")
      report(
        "\(keyTimes.count) keyTimes for \(allowedCounts[0]) values in \(mode) mode (needs \(needed)); \(fallback)")
      return nil
    }
    if let index = keyTimes.firstIndex(where: { !(0...1).contains($0) }) {
      report("keyTimes[\(index)] = \(keyTimes[index]) is outside [0, 1]; \(fallback)")
      return nil
    }
    if let index = keyTimes.indices.dropFirst().first(where: { keyTimes[$0] < keyTimes[$0 - 1] }) {
      report("keyTimes decrease at index \(index) (\(keyTimes[index - 1]) then \(keyTimes[index])); \(fallback)")
      return nil
    }
    return Array(keyTimes.prefix(allowedCounts[0]))
  }

  /// `functions` when there is one per segment, or `nil` (reported when given) for linear pacing.
  static func validated(
    _ functions: [TimingFunction]?, segments: Int, report: (String) -> Void
  ) -> [TimingFunction]? {
    guard let functions, functions.count != segments else { return functions }
    report("\(functions.count) timingFunctions for \(segments) segments; using linear pacing in every segment")
    return nil
  }

  /// One spline parameter per keyframe: missing entries are 0, extra entries are ignored, and
  /// values outside [−1, 1] are clamped into it (NaN becomes 0), reported once per array.
  static func clamped(
    _ parameters: [Double]?, _ name: String, count: Int, report: (String) -> Void
  ) -> [Double] {
    let given = parameters ?? []
    if let index = given.prefix(count).firstIndex(where: { !(-1...1).contains($0) }) {
      report("\(name)[\(index)] = \(given[index]) is outside [-1, 1]; clamping out-of-range values (NaN to 0)")
    }
    return (0..<count).map { index in
      guard index < given.count, !given[index].isNaN else { return 0 }
      return min(max(given[index], -1), 1)
    }
  }
}
