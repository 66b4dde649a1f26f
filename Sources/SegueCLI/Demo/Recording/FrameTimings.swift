/// Where a scenario's time went, frame by frame: preparation (events, gestures, layout,
/// animations, snapshots — the app's frame without compositing), compositing, and recording
/// (touch overlay, PNG filtering and compression, motion check, thumbnail; on a worker, beside
/// the app's frames), and the frames per second the whole run sustained.
struct FrameTimings {
  /// Each frame's preparation, in milliseconds.
  var prepare: [Double] = []
  /// Each frame's compositing, in milliseconds.
  var composite: [Double] = []
  /// Each frame's recording, in milliseconds.
  var record: [Double] = []
  /// The run's wall-clock length, in seconds, from the session's start (the window made, the
  /// app not yet built) to the recording's end.
  var seconds = 0.0

  /// One line: frames per second sustained, then median and p90 of each part, the frame's also
  /// as multiples of `copyFloor` (a frame-sized copy, in milliseconds).
  func summary(copyFloor: Double) -> String {
    let rate = seconds > 0 ? Double(prepare.count) / seconds : 0
    func part(_ name: String, _ values: [Double]) -> String {
      "\(name) \(Self.format(Self.percentile(0.5, of: values)))/\(Self.format(Self.percentile(0.9, of: values))) ms"
    }
    let frames = zip(prepare, composite).map(+)
    let ratios =
      copyFloor > 0
      ? " (×\(Self.format(Self.percentile(0.5, of: frames) / copyFloor))/×\(Self.format(Self.percentile(0.9, of: frames) / copyFloor)) a frame-sized copy of \(String(format: "%.2f", copyFloor)) ms)"
      : ""
    return
      "\(Self.format(rate)) fps sustained; median/p90 \(part("frame", frames))\(ratios), \(part("prepare", prepare)), \(part("composite", composite)), \(part("record", record)) (on a worker)"
  }

  /// The nearest-rank `fraction` percentile of `values` (0 when empty).
  static func percentile(_ fraction: Double, of values: [Double]) -> Double {
    guard !values.isEmpty else { return 0 }
    let sorted = values.sorted()
    let rank = Int((fraction * Double(sorted.count)).rounded(.up))
    return sorted[min(sorted.count - 1, max(0, rank - 1))]
  }

  /// A duration in milliseconds.
  static func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) / 1e15
  }

  private static func format(_ value: Double) -> String {
    value >= 100 ? String(Int(value.rounded())) : String((value * 10).rounded() / 10)
  }
}
