import RealModule

/// A damped spring pulling progress from 0 to 1, solved in closed form: the model behind
/// `CASpringAnimation`, UIKit's spring animations and SwiftUI's `Spring`.
///
/// Progress is `1 − x(t)` for the displacement `x` of `m·x″ + c·x′ + k·x = 0` with `x(0) = 1`.
/// Initial velocities are in progress per second (units of the total distance), positive
/// towards the target. Like Core Animation (before `allowsOverdamping`) and SwiftUI by
/// default, an over-damped spring (damping ratio > 1) moves as a critically damped one with
/// the same natural frequency unless over-damping is allowed.
public struct Spring: Sendable, Hashable {
  /// The moving mass; always positive.
  public let mass: Double
  /// The spring constant k; always positive.
  public let stiffness: Double
  /// The damping coefficient c; never negative.
  public let damping: Double

  /// The target the settling duration measures against: within 0.001 of the total distance.
  public static let settlingEpsilon = 0.001

  /// Creates a spring from its physical parameters, as `CASpringAnimation` takes them.
  ///
  /// Mass and stiffness must be positive and finite and damping non-negative and finite
  /// (precondition); ``SpringAnimation`` checks its settings before creating one.
  public init(mass: Double = 1, stiffness: Double, damping: Double) {
    precondition(
      mass > 0 && mass.isFinite && stiffness > 0 && stiffness.isFinite && damping >= 0 && damping.isFinite,
      "Spring needs a positive finite mass and stiffness and a non-negative finite damping")
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
  }

  /// The undamped angular frequency ω₀ = √(k/m), in radians per second.
  public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

  /// The damping ratio ζ = c / (2√(km)): below 1 oscillates, 1 is critical, above 1 over-damped.
  public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

  /// The period of the undamped oscillation, 2π/ω₀: SwiftUI's `response` and perceptual duration.
  public var response: Double { 2 * Double.pi / naturalFrequency }

  /// SwiftUI's bounce: `1 − ζ` for ζ ≤ 1 and `1/ζ − 1` above, so 0 is critical damping.
  public var bounce: Double {
    let ratio = dampingRatio
    return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
  }

  /// Progress at time `t` seconds after release: 0 at `t = 0`, tending to 1, above 1 while
  /// overshooting.
  public func position(at t: Double, initialVelocity: Double = 0, allowsOverdamping: Bool = false) -> Double {
    1
      - SpringMotion(self, initialVelocity: initialVelocity, allowsOverdamping: allowsOverdamping)
      .displacement(at: t)
  }

  /// The rate of change of progress at time `t`, in progress per second; `initialVelocity` at `t = 0`.
  public func velocity(at t: Double, initialVelocity: Double = 0, allowsOverdamping: Bool = false) -> Double {
    -SpringMotion(self, initialVelocity: initialVelocity, allowsOverdamping: allowsOverdamping)
      .displacementVelocity(at: t)
  }

  /// The estimated time for the spring to come to rest: after it, progress stays within
  /// ``settlingEpsilon`` of 1.
  ///
  /// Apple does not publish the formula; Segue uses `ln((1 + |B|)/ε)/λ` for ζ < 1
  /// (`B = (λ − v)/ωd`), which gives 2.855 s and 1.022 s for Apple's examples (mass 1,
  /// stiffness 100, damping 5 — "approximately 2.85 seconds" — and 15 — "just over 1
  /// second"), and the same kind of envelope, solved numerically, for critical and over-damping.
  /// Infinite when there is no damping.
  public func settlingDuration(initialVelocity: Double = 0, allowsOverdamping: Bool = false) -> Double {
    SpringMotion(self, initialVelocity: initialVelocity, allowsOverdamping: allowsOverdamping)
      .settlingTime(epsilon: Self.settlingEpsilon)
  }
}
