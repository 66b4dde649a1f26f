import SegueMotion

extension View {
  /// The pacing curves of view animations, the analogue of `UIView.AnimationCurve`.
  public enum AnimationCurve: Int, Sendable, Hashable, CaseIterable {
    /// Slow at both ends (0.42, 0, 0.58, 1): the default of view animations.
    case easeInOut = 0
    /// Slow at the start (0.42, 0, 1, 1).
    case easeIn = 1
    /// Slow at the end (0, 0, 0.58, 1).
    case easeOut = 2
    /// Constant speed.
    case linear = 3

    /// The Core Animation timing function of the curve.
    public var timingFunction: TimingFunction {
      switch self {
      case .easeInOut: .easeInEaseOut
      case .easeIn: .easeIn
      case .easeOut: .easeOut
      case .linear: .linear
      }
    }
  }
}
