/// What a ``WindowHost`` measured while it ran: how long input took to show, and how long
/// frames took.
public struct WindowStatistics: Sendable, Hashable {
  /// For each frame that showed pointer movement, the seconds from the arrival of the first X
  /// motion event it showed to the upload of the frame.
  public internal(set) var inputLatencies: [Double] = []
  /// For each frame shown, the seconds from the start of its preparation on the main actor
  /// (input, layout, animation) to its upload, compositing included.
  public internal(set) var frameTimes: [Double] = []
  /// Frames drawn but replaced by a newer one before they could be shown.
  public internal(set) var droppedFrames = 0

  /// Creates empty statistics.
  public init() {}

  /// The median and 90th percentile of `values` in milliseconds; `nil` when there are none.
  public static func percentiles(_ values: [Double]) -> (median: Double, p90: Double)? {
    guard !values.isEmpty else { return nil }
    let sorted = values.sorted()
    func at(_ fraction: Double) -> Double {
      sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * fraction + 0.5))]
    }
    return (at(0.5) * 1e3, at(0.9) * 1e3)
  }

  /// One line: the latency's and the frame time's median and 90th percentile.
  public var summary: String {
    func describe(_ values: [Double]) -> String {
      guard let (median, p90) = Self.percentiles(values) else { return "none measured" }
      return "median \(Self.milliseconds(median)), p90 \(Self.milliseconds(p90)) ms over \(values.count)"
    }
    return
      "input latency \(describe(inputLatencies)); frame time \(describe(frameTimes)); \(droppedFrames) frames dropped"
  }

  /// `value` with one decimal.
  private static func milliseconds(_ value: Double) -> String {
    let tenths = Int((value * 10).rounded())
    return "\(tenths / 10).\(tenths % 10)"
  }
}
