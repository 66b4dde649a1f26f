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
    /// The keyboard's curve, UIKit's undocumented value 7 that its keyboard notifications carry
    /// (usable as `AnimationOptions(rawValue: UInt(curve.rawValue) << 16)`).
    ///
    /// On the platform it is the system spring (mass 3, stiffness 1000, damping 500, treated as
    /// critically damped) settling in about 0.5 s whatever the duration asked. Segue's choice:
    /// a Bézier curve (0.29, 0.47, 0.03, 1) over the duration asked, within 0.023 of that
    /// spring's progress played over 0.5 s, so the same shape runs in any duration (the
    /// keyboard's slides take 0.25 s, the duration they report).
    case keyboard = 7

    /// The Core Animation timing function of the curve.
    public var timingFunction: TimingFunction {
      switch self {
      case .easeInOut: .easeInEaseOut
      case .easeIn: .easeIn
      case .easeOut: .easeOut
      case .linear: .linear
      case .keyboard: TimingFunction(controlPoints: 0.29, 0.47, 0.03, 1)
      }
    }
  }
}
