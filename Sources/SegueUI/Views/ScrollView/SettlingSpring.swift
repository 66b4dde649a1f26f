import RealModule
import SegueMotion

/// Content pulled to `target` by a critically damped spring from time `start`, starting
/// `displacement` points from it at `velocity` points per second: what brings content back to
/// an edge it passed and onto a page or a chosen target.
///
/// Segue's choice: the spring's response (undamped period) is 0.4 s, so content released at rest
/// 48 pt past an edge is back within 0.25 pt in 0.45 s, inside the 0.3–0.5 s the platform's
/// bounce takes. The motion is ``Spring``'s closed form, by linearity:
/// `x(t) = x₀ · (1 − p(t, 0)) + v₀ · (p(t, 1) − p(t, 0))`, where `p(t, v)` is the spring's progress
/// released at `v` (in distances per second).
struct SettlingSpring {
  /// The spring's response (undamped period), 0.4 s.
  static let response = 0.4
  /// The spring: critically damped, response 0.4 s.
  static let spring = Spring(response: response, dampingRatio: 1)

  /// The speed at which content leaving the target goes at most `distance` past it:
  /// `distance · ω₀ · e`, as the critically damped spring released at `v` from its target peaks
  /// `v / (ω₀ · e)` past it (ω₀ = 2π / response).
  static func speed(overshooting distance: Double) -> Double {
    distance * 2 * Double.pi / response * Double.exp(1)
  }

  /// When the spring started, in seconds of the application's clock.
  let start: Double
  /// The offset it pulls to.
  let target: Double
  /// The offset minus the target at `start`.
  let displacement: Double
  /// The offset's velocity at `start`, points per second.
  let velocity: Double

  /// The same spring, `distance` points along.
  func shifted(by distance: Double) -> SettlingSpring {
    SettlingSpring(start: start, target: target + distance, displacement: displacement, velocity: velocity)
  }

  /// The offset at time `time`.
  func value(at time: Double) -> Double {
    let elapsed = max(0, time - start)
    let rest = Self.spring.position(at: elapsed)
    let kicked = Self.spring.position(at: elapsed, initialVelocity: 1)
    return target + displacement * (1 - rest) + velocity * (kicked - rest)
  }

  /// The offset's velocity at time `time`, points per second.
  func speed(at time: Double) -> Double {
    let elapsed = max(0, time - start)
    let rest = Self.spring.velocity(at: elapsed)
    let kicked = Self.spring.velocity(at: elapsed, initialVelocity: 1)
    return -displacement * rest + velocity * (kicked - rest)
  }

  /// Whether the offset at `time` is within the rest distance of the target and slower than the
  /// rest speed.
  func isFinished(at time: Double) -> Bool {
    abs(value(at: time) - target) < AxisMotion.restDistance && abs(speed(at: time)) < AxisMotion.restSpeed
  }
}
