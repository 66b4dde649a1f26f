import SegueMotion

/// A property animator's timing resolved from its ``TimingCurveProvider``: a cubic curve or a
/// spring (a spring wins when a provider gives both; Segue's choice, ease-in-ease-out when it
/// gives neither).
enum AnimatorTiming {
  /// A cubic Bézier curve.
  case cubic(TimingFunction)
  /// A spring.
  case spring(SpringTimingParameters)

  /// The timing of `provider`.
  init(_ provider: any TimingCurveProvider) {
    if let spring = provider.springTimingParameters {
      self = .spring(spring)
    } else {
      self = .cubic(provider.cubicTimingParameters?.timingFunction ?? .easeInEaseOut)
    }
  }

  /// Whether progress equals the fraction complete: the linear curve.
  var isLinear: Bool {
    if case .cubic(let curve) = self { return curve == .linear }
    return false
  }

  /// The progress at fraction complete `fraction` on the first run: the curve's value, or the
  /// fraction itself for a spring (Segue's choice: a spring's progress is not a function of
  /// the fraction alone).
  func progress(atFraction fraction: Double) -> Double {
    if case .cubic(let curve) = self { return curve.exactValue(at: fraction) }
    return fraction
  }
}
