import SegueMotion

/// One uninterrupted run of a property animator: its progress and fraction complete moving from
/// their values at the start towards an end (0 or 1) over a wall-clock duration.
///
/// The fraction complete moves linearly in time; the progress — what the animated views show —
/// follows the pacing.
struct AnimatorRun {
  /// How progress moves between the run's ends.
  enum Pacing {
    /// The curve over the run, started afresh: progress = start + (end − start)·curve(t/duration).
    case fresh(TimingFunction)
    /// The animator's curve of the fraction complete, continued: progress = curve(fraction).
    case alongCurve(TimingFunction)
    /// A spring from the start to the end progress, released with a velocity in units of the
    /// run's distance per second, cut off at the run's duration.
    case spring(Spring, initialVelocity: Double)
  }

  /// The absolute time the run starts at (after any delay).
  let startTime: Double
  /// The run's length in seconds.
  let duration: Double
  /// The fraction complete at the start.
  let startFraction: Double
  /// The fraction complete at the end.
  let endFraction: Double
  /// The progress at the start.
  let startProgress: Double
  /// The progress at the end.
  let endProgress: Double
  /// How progress moves.
  let pacing: Pacing

  /// When the run ends.
  var endTime: Double { startTime + duration }

  /// The fraction complete at absolute time `time`.
  func fraction(at time: Double) -> Double {
    guard time < endTime, duration > 0 else { return time < startTime ? startFraction : endFraction }
    return startFraction + (endFraction - startFraction) * max(time - startTime, 0) / duration
  }

  /// The progress at absolute time `time`: the start value before the run, the end value from
  /// its end on.
  func progress(at time: Double) -> Double {
    if time <= startTime { return startProgress }
    guard time < endTime else { return endProgress }
    let elapsed = time - startTime
    switch pacing {
    case .fresh(let curve):
      return startProgress + (endProgress - startProgress) * curve.exactValue(at: elapsed / duration)
    case .alongCurve(let curve):
      return curve.exactValue(at: fraction(at: time))
    case .spring(let spring, let velocity):
      return startProgress + (endProgress - startProgress) * spring.position(at: elapsed, initialVelocity: velocity)
    }
  }

  /// The rate of change of progress at absolute time `time`, per second; 0 outside the run.
  func velocity(at time: Double) -> Double {
    guard time >= startTime, time < endTime else { return 0 }
    let elapsed = time - startTime
    switch pacing {
    case .fresh(let curve):
      return (endProgress - startProgress) * curve.exactSlope(at: elapsed / duration) / duration
    case .alongCurve(let curve):
      return curve.exactSlope(at: fraction(at: time)) * (endFraction - startFraction) / duration
    case .spring(let spring, let velocity):
      return (endProgress - startProgress) * spring.velocity(at: elapsed, initialVelocity: velocity)
    }
  }
}
