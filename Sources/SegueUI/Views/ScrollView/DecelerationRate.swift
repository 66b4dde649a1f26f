import RealModule
import SegueMotion

/// How quickly a scroll view's content slows once the finger lifts, the analogue of
/// `UIScrollView.DecelerationRate`: the fraction of its velocity the content keeps each
/// millisecond.
///
/// With `k = −1000 · ln(rate)` (per second), a release at `v₀` points per second moves the content
/// `v₀ · (rate^(1000·t) − 1) / (1000 · ln rate) = v₀ · (1 − e^(−k·t)) / k` points in `t` seconds,
/// at `v(t) = v₀ · rate^(1000·t)`, and it comes to rest `v₀ / k` points away (about
/// `v₀ / 1000 · rate / (1 − rate)`): 499.5 ms of the release velocity at ``normal``, 99.5 ms at
/// ``fast``.
public struct DecelerationRate: Sendable, Hashable, RawRepresentable {
  /// The fraction of the velocity kept per millisecond, in (0, 1).
  public let rawValue: Double

  /// Creates a rate keeping `rawValue` of the velocity per millisecond; Segue's choice: a value
  /// outside (0, 1), for which the content would never stop, is clamped into it, and NaN is
  /// reported through ``/SegueMotion/Diagnostics`` and replaced by ``normal``'s 0.998.
  public init(rawValue: Double) {
    guard !rawValue.isNaN else {
      Diagnostics.report(Diagnostic(message: "DecelerationRate: rawValue is NaN; using 0.998 (normal)"))
      self.rawValue = 0.998
      return
    }
    self.rawValue = min(max(rawValue, .leastNormalMagnitude), 1.0.nextDown)
  }

  /// The platform's default rate, 0.998 per millisecond.
  public static let normal = DecelerationRate(rawValue: 0.998)
  /// The platform's quick-stopping rate, 0.99 per millisecond.
  public static let fast = DecelerationRate(rawValue: 0.99)

  /// The velocity's decay constant `k = −1000 · ln(rate)`, per second.
  public var decayConstant: Double { -1000 * Double.log(rawValue) }

  /// How far content released at `velocity` points per second moves in `time` seconds.
  public func distance(after time: Double, initialVelocity velocity: Double) -> Double {
    -velocity * Double.expMinusOne(-decayConstant * time) / decayConstant
  }

  /// The velocity, in points per second, `time` seconds after a release at `velocity`.
  public func velocity(after time: Double, initialVelocity velocity: Double) -> Double {
    velocity * Double.exp(-decayConstant * time)
  }

  /// How far content released at `velocity` points per second moves before it rests.
  public func projectedDistance(initialVelocity velocity: Double) -> Double {
    velocity / decayConstant
  }
}
