import SegueGeometry
import SegueMotion

/// A spring timing curve for a property animator, the analogue of `UISpringTimingParameters`.
///
/// A spring given by damping ratio settles in the animator's duration (UIKit's undocumented
/// mapping approximated as ``/SegueMotion/Spring/init(duration:usingSpringWithDamping:initialSpringVelocity:)``
/// documents); a spring given by mass, stiffness and damping — and the default system spring —
/// ignores the duration and runs until it settles, as on the platform. All properties follow
/// one progress, so of the initial velocity vector Segue uses the component of larger magnitude
/// (dx when equal): pass the velocity along the axis that moves.
public struct SpringTimingParameters: TimingCurveProvider, Hashable {
  /// How the spring is given.
  enum Definition: Hashable {
    /// A damping ratio, the spring settling in the animation's duration.
    case dampingRatio(Double)
    /// Physical parameters, the duration ignored.
    case physical(Spring)
  }

  /// The initial velocity, in units of the remaining distance per second along each axis.
  public let initialVelocity: Vector
  /// How the spring is given.
  let definition: Definition

  /// The system spring (mass 3, stiffness 1000, damping 500, critically damped as on the
  /// platform), as `UISpringTimingParameters()`.
  public init() {
    definition = .physical(Spring(mass: 3, stiffness: 1000, damping: 500))
    initialVelocity = .zero
  }

  /// A spring with damping ratio `ratio` that settles in the animation's duration.
  public init(dampingRatio ratio: Double) {
    self.init(dampingRatio: ratio, initialVelocity: .zero)
  }

  /// A spring with damping ratio `ratio`, released with `velocity`; a ratio that is NaN is
  /// replaced by 1 and non-finite velocities by 0 (Segue's choice).
  public init(dampingRatio ratio: Double, initialVelocity velocity: Vector) {
    definition = .dampingRatio(ratio.isNaN ? 1 : ratio)
    initialVelocity = Self.finite(velocity)
  }

  /// A spring of the given physical parameters, released with `velocity`; the animation's
  /// duration is ignored. Invalid parameters are replaced by Core Animation's defaults (mass 1,
  /// stiffness 100, damping 10), as ``/SegueMotion/SpringAnimation`` does.
  public init(mass: Double, stiffness: Double, damping: Double, initialVelocity velocity: Vector) {
    let mass = mass > 0 && mass.isFinite ? mass : 1
    let stiffness = stiffness > 0 && stiffness.isFinite ? stiffness : 100
    let damping = damping >= 0 && damping.isFinite ? damping : 10
    definition = .physical(Spring(mass: mass, stiffness: stiffness, damping: damping))
    initialVelocity = Self.finite(velocity)
  }

  /// Spring.
  public var timingCurveType: TimingCurveType { .spring }
  /// None.
  public var cubicTimingParameters: CubicTimingParameters? { nil }
  /// Itself.
  public var springTimingParameters: SpringTimingParameters? { self }

  /// The velocity along the axis that moves: the component of larger magnitude.
  var speed: Double {
    abs(initialVelocity.dy) > abs(initialVelocity.dx) ? initialVelocity.dy : initialVelocity.dx
  }

  /// The spring and how long it runs, for an animation of `duration` released at `velocity`.
  func motion(duration: Double, velocity: Double) -> (spring: Spring, duration: Double) {
    switch definition {
    case .dampingRatio(let ratio):
      return (Spring(duration: duration, usingSpringWithDamping: ratio, initialSpringVelocity: velocity), duration)
    case .physical(let spring):
      return (spring, spring.settlingDuration(initialVelocity: velocity))
    }
  }

  private static func finite(_ velocity: Vector) -> Vector {
    Vector(dx: velocity.dx.isFinite ? velocity.dx : 0, dy: velocity.dy.isFinite ? velocity.dy : 0)
  }
}
