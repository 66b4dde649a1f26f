import SegueMotion

extension TimingFunction {
  /// The time in [0, 1] at which the curve reaches `progress` (the first such time when the
  /// curve is not monotonic), found by bisection; 0 or 1 for progress beyond the curve's range.
  func time(forProgress progress: Double) -> Double {
    var low = 0.0
    var high = 1.0
    guard progress > value(at: low) else { return low }
    guard progress < value(at: high) else { return high }
    while true {
      let middle = (low + high) / 2
      if middle <= low || middle >= high { return middle }
      if value(at: middle) < progress { low = middle } else { high = middle }
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
