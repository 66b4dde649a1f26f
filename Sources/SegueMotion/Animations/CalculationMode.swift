/// How a keyframe animation computes the values between its keyframes, the analogue of
/// `CAAnimationCalculationMode`.
public enum CalculationMode: Sendable, Hashable, CaseIterable {
  /// Straight-line interpolation between neighbouring values at their key times (the default).
  case linear
  /// No interpolation: each value holds from its key time until the next key time.
  case discrete
  /// Straight-line interpolation with key times computed for a constant speed; `keyTimes` and
  /// `timingFunctions` are ignored.
  case paced
  /// A Kochanek–Bartels spline through the values at their key times (for `Transform3D`
  /// values, through their decompositions).
  case cubic
  /// The Kochanek–Bartels spline travelled at a constant speed; `keyTimes` and
  /// `timingFunctions` are ignored (for `Transform3D` values, which have no speed to measure,
  /// the spline of `cubic` with evenly spaced key times).
  case cubicPaced
}
