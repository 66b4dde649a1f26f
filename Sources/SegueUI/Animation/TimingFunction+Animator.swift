import SegueMotion

extension TimingFunction {
  /// The curve's value at `x`, exactly `x` for the linear curve (a solved Bézier is within 1e-7).
  func exactValue(at x: Double) -> Double {
    self == .linear ? x : value(at: x)
  }

  /// The curve's slope at `x`, exactly 1 for the linear curve.
  func exactSlope(at x: Double) -> Double {
    self == .linear ? 1 : slope(at: x)
  }

  /// The time in [0, 1] at which the curve reaches `progress` (the first such time when the
  /// curve is not monotonic), found by bisection; 0 or 1 for progress beyond the curve's range.
  func time(forProgress progress: Double) -> Double {
    if self == .linear { return min(max(progress, 0), 1) }
    var low = 0.0
    var high = 1.0
    guard progress > exactValue(at: low) else { return low }
    guard progress < exactValue(at: high) else { return high }
    while true {
      let middle = (low + high) / 2
      if middle <= low || middle >= high { return middle }
      if exactValue(at: middle) < progress { low = middle } else { high = middle }
    }
  }

  /// The curve with its first control point moved so that, stretched over `duration` seconds
  /// and `distance` of progress, it starts at `velocity` progress per second: its initial slope
  /// is `velocity × duration / distance`. The curve itself when the velocity is 0 or the
  /// duration or distance is (or the slope is not finite); a first control point at x = 0 moves
  /// to x = 1/3.
  func startingWith(velocity: Double, duration: Double, distance: Double) -> TimingFunction {
    guard velocity != 0, duration > 0, distance != 0 else { return self }
    let slope = velocity * duration / distance
    guard slope.isFinite else { return self }
    let x = x1 > 0 ? x1 : 1.0 / 3
    return TimingFunction(controlPoints: x, slope * x, x2, y2)
  }
}
