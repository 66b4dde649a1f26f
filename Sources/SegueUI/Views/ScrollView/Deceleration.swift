import RealModule

/// Content slowing exponentially from `origin` towards `target` from time `start`:
/// `offset(t) = target − (target − origin) · e^(−k·(t − start))`, moving at `k · (target − offset)`.
///
/// A release at `v₀` with a ``DecelerationRate`` is the case `k = −1000 · ln(rate)`,
/// `target = origin + v₀ / k`; a chosen target keeps the release velocity and picks `k`.
struct Deceleration {
  /// When the deceleration started, in seconds of the application's clock.
  let start: Double
  /// The offset at `start`.
  let origin: Double
  /// The offset it tends to.
  let target: Double
  /// The decay constant k, per second.
  let decayConstant: Double

  /// The natural deceleration of content released at `origin` with `velocity` points per second.
  init(start: Double, origin: Double, velocity: Double, rate: DecelerationRate) {
    self.start = start
    self.origin = origin
    self.target = origin + rate.projectedDistance(initialVelocity: velocity)
    self.decayConstant = rate.decayConstant
  }

  /// The deceleration of content released at `origin` with `velocity` that rests at `target`;
  /// `nil` unless the velocity points at the target and slows at least as quickly as `rate`
  /// (a slower decay would crawl to a far target).
  init?(start: Double, origin: Double, target: Double, velocity: Double, slowest rate: DecelerationRate) {
    let distance = target - origin
    guard distance != 0, velocity / distance >= rate.decayConstant else { return nil }
    self.start = start
    self.origin = origin
    self.target = target
    self.decayConstant = velocity / distance
  }

  /// The deceleration from `origin` to `target` at the decay constant `k`.
  private init(start: Double, origin: Double, target: Double, decayConstant: Double) {
    self.start = start
    self.origin = origin
    self.target = target
    self.decayConstant = decayConstant
  }

  /// The same deceleration, `distance` points along.
  func shifted(by distance: Double) -> Deceleration {
    Deceleration(start: start, origin: origin + distance, target: target + distance, decayConstant: decayConstant)
  }

  /// The offset's velocity at time `time`, points per second: `k · (target − offset)`.
  func speed(at time: Double) -> Double {
    decayConstant * (target - value(at: time))
  }

  /// The offset at time `time`.
  func value(at time: Double) -> Double {
    target - (target - origin) * Double.exp(-decayConstant * max(0, time - start))
  }

  /// Whether the offset at `time` is within the rest distance of the target.
  func isFinished(at time: Double) -> Bool {
    abs(target - value(at: time)) < AxisMotion.restDistance
  }

  /// The spring back from whichever end of `range` the content passed on its way out by `time`,
  /// started when it passed there with the velocity it had, slowed to overshoot at most
  /// `maximumOvershoot`; `nil` when it did not pass one.
  func bounce(at time: Double, within range: ClosedRange<Double>, maximumOvershoot: Double) -> SettlingSpring? {
    let offset = value(at: time)
    let edge: Double
    if target > range.upperBound, origin <= range.upperBound, offset > range.upperBound {
      edge = range.upperBound
    } else if target < range.lowerBound, origin >= range.lowerBound, offset < range.lowerBound {
      edge = range.lowerBound
    } else {
      return nil
    }
    let crossing = start + Double.log((target - origin) / (target - edge)) / decayConstant
    let speed = min(abs(decayConstant * (target - edge)), SettlingSpring.speed(overshooting: maximumOvershoot))
    return SettlingSpring(start: crossing, target: edge, displacement: 0, velocity: target > edge ? speed : -speed)
  }
}
