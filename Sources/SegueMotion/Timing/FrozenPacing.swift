/// An animation's timing and timing function frozen at the commit: the paced progress of the
/// current iteration at a parent time, equal to ``Animation/pacedProgress(parentTime:)`` of the
/// animation as it was then.
struct FrozenPacing: Sendable, Hashable {
  /// The frozen media timing.
  let timing: FrozenTiming
  /// Whether a pacing curve is set; without one pacing is linear.
  private let isCurved: Bool
  /// The pacing curve (unused unless `isCurved`; kept out of an optional so that evaluating a
  /// frame borrows it instead of copying it).
  private let curve: TimingFunction

  /// Freezes `timing` (with `defaultDuration` for an unset duration) and `curve`.
  init(_ timing: MediaTiming, defaultDuration: Double, curve: TimingFunction?) {
    self.timing = FrozenTiming(timing, defaultDuration: defaultDuration)
    isCurved = curve != nil
    self.curve = curve ?? .linear
  }

  /// The paced progress at `parentTime`, or `nil` when the animation is not applied then.
  @inline(__always) func progress(parentTime: Double) -> Double? {
    guard let basic = timing.basicTime(parentTime: parentTime) else { return nil }
    let simple = timing.simpleDuration
    let linear = simple > 0 ? basic / simple : 1
    return isCurved ? curve.value(at: linear) : linear
  }
}
