import RealModule

extension Spring {
  /// Creates SwiftUI's `Spring(response:dampingRatio:)`: mass 1, ω₀ = 2π/response, so
  /// stiffness `(2π/response)²` and damping `4π·dampingRatio/response`.
  ///
  /// `response` must be positive and finite and `dampingRatio` non-negative and finite
  /// (precondition).
  public init(response: Double, dampingRatio: Double) {
    let natural = 2 * Double.pi / response
    self.init(mass: 1, stiffness: natural * natural, damping: 2 * dampingRatio * natural)
  }

  /// Creates SwiftUI's `Spring(duration:bounce:)` (also `CASpringAnimation(perceptualDuration:bounce:)`):
  /// response `duration` and damping ratio `1 − bounce` for bounce ≥ 0, `1/(1 + bounce)` below.
  ///
  /// `duration` must be positive and finite and `bounce` in (−1, 1] (precondition).
  public init(duration: Double, bounce: Double = 0) {
    self.init(response: duration, dampingRatio: bounce >= 0 ? 1 - bounce : 1 / (1 + bounce))
  }

  /// Creates the spring of UIKit's `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`:
  /// mass 1 and the natural frequency ω₀ at which the spring settles at `duration`.
  ///
  /// UIKit's mapping is undocumented; Segue follows Framer's. The damping ratio is clamped to
  /// [0.01, 1] and the duration to [0.01, 10]; ω₀ solves `|ζω₀ − v|/(ω₀√(1 − ζ²))·e^(−ζω₀d) = 0.001`
  /// (ζ < 1) or `((ω₀ − v)d + 1)·e^(−ω₀d) = 0.001` (ζ = 1) past the envelope's peak, where the
  /// root is unique (Framer runs Newton's method from 5/d); a velocity too large for any root
  /// is left out of the solve. The velocity is in total distances per second, positive towards
  /// the target; pass it again when evaluating. Inputs must not be NaN and the velocity must
  /// be finite (precondition).
  public init(duration: Double, usingSpringWithDamping dampingRatio: Double, initialSpringVelocity: Double = 0) {
    precondition(
      !duration.isNaN && !dampingRatio.isNaN && initialSpringVelocity.isFinite,
      "Spring(duration:usingSpringWithDamping:initialSpringVelocity:) needs numbers and a finite velocity")
    let ratio = min(max(dampingRatio, 0.01), 1)
    let natural = Self.settlingFrequency(
      duration: min(max(duration, 0.01), 10), dampingRatio: ratio, velocity: initialSpringVelocity)
    self.init(mass: 1, stiffness: natural * natural, damping: 2 * ratio * natural)
  }

  /// Framer's settle envelope at `duration` as a function of ω₀, with the ω₀ past which it
  /// decreases.
  private static func settleEnvelope(
    duration d: Double, dampingRatio ζ: Double, velocity v: Double
  ) -> (peak: Double, value: (Double) -> Double) {
    if ζ < 1 {
      let root = (1 - ζ * ζ).squareRoot()
      let peak = v > 0 ? (ζ * d * v + (ζ * ζ * d * d * v * v + 4 * ζ * ζ * d * v).squareRoot()) / (2 * ζ * ζ * d) : 0
      return (peak, { ω in abs(ζ - v / ω) / root * Double.exp(-ζ * ω * d) })
    }
    return (max(v, 0), { ω in ((ω - v) * d + 1) * Double.exp(-ω * d) })
  }

  /// The natural frequency past the envelope's peak at which the settle envelope at `duration`
  /// equals 0.001, found by bisection; solved without the velocity when it never gets there.
  ///
  /// With ζ ≥ 0.01 and no velocity the envelope starts above 0.001 (at ζ/√(1 − ζ²) or 1), so
  /// there is always a root.
  private static func settlingFrequency(duration d: Double, dampingRatio ζ: Double, velocity v: Double) -> Double {
    let epsilon = settlingEpsilon
    let floor = 1e-9 / d
    var envelope = settleEnvelope(duration: d, dampingRatio: ζ, velocity: v)
    if !(envelope.value(max(envelope.peak, floor)) > epsilon) {
      envelope = settleEnvelope(duration: d, dampingRatio: ζ, velocity: 0)
    }
    var low = max(envelope.peak, floor)
    var high = max(2 * low, 5 / d)
    while envelope.value(high) > epsilon {
      low = high
      high *= 2
    }
    while true {
      let middle = (low + high) / 2
      if middle <= low || middle >= high { return middle }
      if envelope.value(middle) > epsilon { low = middle } else { high = middle }
    }
  }
}
