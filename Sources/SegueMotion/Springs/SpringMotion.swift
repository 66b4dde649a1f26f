import RealModule
import SegueGeometry

/// The closed-form displacement `x(t)` of a spring from its target, starting at `x(0) = 1`
/// with `x′(0) = −v` (v in progress per second, positive towards the target).
///
/// Equation `m·x″ + c·x′ + k·x = 0` with `ω₀ = √(k/m)`, `ζ = c/(2√(km))`, `λ = c/(2m)`.
enum SpringMotion: Sendable, Hashable {
  /// ζ < 1: `x = e^(−λt)·(cos ωd·t + b·sin ωd·t)` with `b = (λ − v)/ωd`.
  case underdamped(decay: Double, frequency: Double, sineWeight: Double)
  /// ζ = 1, or ζ > 1 clamped: `x = e^(−ωt)·(1 + c·t)` with `c = ω − v`.
  case critical(decay: Double, slope: Double)
  /// ζ > 1 when allowed: `x = e^(−λt)·(cosh ω₂t + d·sinh(ω₂t)/ω₂)` with `d = λ − v`.
  case overdamped(decay: Double, frequency: Double, drift: Double)

  /// The motion of `spring` released with `initialVelocity`; over-damping is treated as
  /// critical damping unless `allowsOverdamping`.
  init(_ spring: Spring, initialVelocity v: Double, allowsOverdamping: Bool) {
    let natural = spring.naturalFrequency
    let ratio = spring.dampingRatio
    let decay = spring.damping / (2 * spring.mass)
    if ratio < 1 {
      let frequency = natural * (1 - ratio * ratio).squareRoot()
      self = .underdamped(decay: decay, frequency: frequency, sineWeight: (decay - v) / frequency)
    } else if ratio > 1 && allowsOverdamping {
      let frequency = natural * (ratio * ratio - 1).squareRoot()
      self = .overdamped(decay: decay, frequency: frequency, drift: decay - v)
    } else {
      self = .critical(decay: natural, slope: natural - v)
    }
  }

  /// The displacement from the target at time `t`.
  func displacement(at t: Double) -> Double {
    switch self {
    case .underdamped(let decay, let frequency, let weight):
      let (sin, cos) = Double.sineAndCosine(frequency * t)
      return Double.exp(-decay * t) * (cos + weight * sin)
    case .critical(let decay, let slope):
      return Double.exp(-decay * t) * (1 + slope * t)
    case .overdamped(let decay, let frequency, let drift):
      let (cosh, sinh) = Self.hyperbolic(decay: decay, frequency: frequency, at: t)
      return cosh + drift * sinh
    }
  }

  /// The rate of change of the displacement at time `t`.
  func displacementVelocity(at t: Double) -> Double {
    switch self {
    case .underdamped(let decay, let frequency, let weight):
      let (sin, cos) = Double.sineAndCosine(frequency * t)
      return Double.exp(-decay * t) * ((weight * frequency - decay) * cos - (frequency + decay * weight) * sin)
    case .critical(let decay, let slope):
      return Double.exp(-decay * t) * (slope - decay - decay * slope * t)
    case .overdamped(let decay, let frequency, let drift):
      let (cosh, sinh) = Self.hyperbolic(decay: decay, frequency: frequency, at: t)
      return -decay * cosh + frequency * frequency * sinh + drift * (cosh - decay * sinh)
    }
  }

  /// The time after which `|x(t)|` stays below `epsilon` by an envelope bound: for under-damping
  /// the closed form `ln((1 + |b|)/ε)/λ`, otherwise the decreasing envelope
  /// `e^(−ωt)·(1 + |c|·t)` or `|c₁|e^(r₁t) + |c₂|e^(r₂t)` solved by bisection; infinite without damping.
  func settlingTime(epsilon: Double) -> Double {
    switch self {
    case .underdamped(let decay, _, let weight):
      return decay > 0 ? max(Double.log((1 + abs(weight)) / epsilon) / decay, 0) : .infinity
    case .critical(let decay, let slope):
      let rate = abs(slope)
      let peak = rate > decay ? (rate - decay) / (decay * rate) : 0
      return Self.crossing(after: peak, epsilon: epsilon) { Double.exp(-decay * $0) * (1 + rate * $0) }
    case .overdamped(let decay, let frequency, let drift):
      let slowWeight = abs(1 + drift / frequency) / 2
      let fastWeight = abs(1 - drift / frequency) / 2
      return Self.crossing(after: 0, epsilon: epsilon) {
        slowWeight * Double.exp((frequency - decay) * $0) + fastWeight * Double.exp((-frequency - decay) * $0)
      }
    }
  }

  /// Where `envelope`, decreasing from `start` on towards 0, falls to `epsilon`, by bisection.
  private static func crossing(after start: Double, epsilon: Double, envelope: (Double) -> Double) -> Double {
    guard envelope(start) > epsilon else { return start }
    var low = start
    var high = max(2 * start, 1)
    while envelope(high) > epsilon {
      low = high
      high *= 2
    }
    while true {
      let middle = (low + high) / 2
      if middle <= low || middle >= high { return high }
      if envelope(middle) > epsilon { low = middle } else { high = middle }
    }
  }

  /// `e^(−λt)·cosh(ω₂t)` and `e^(−λt)·sinh(ω₂t)/ω₂` (ω₂ > 0), computed without overflow or
  /// cancellation.
  private static func hyperbolic(decay: Double, frequency: Double, at t: Double) -> (cosh: Double, sinh: Double) {
    let slow = Double.exp((frequency - decay) * t)
    let fast = Double.exp((-frequency - decay) * t)
    return ((slow + fast) / 2, -slow * Double.expMinusOne(-2 * frequency * t) / (2 * frequency))
  }
}
