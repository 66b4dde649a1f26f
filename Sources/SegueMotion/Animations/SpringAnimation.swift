import SegueGeometry

/// A basic animation whose progress follows a damped spring, the analogue of `CASpringAnimation`.
///
/// At basic time t (seconds into the iteration) the value is `from + p·(to − from)` with p the
/// ``Spring`` position at t, so an under-damped spring overshoots past `to` and comes back.
/// As on the platform, `duration` does not stretch the spring: it runs in real seconds and is
/// cut off at `duration` (0.25 s when unset), hence the idiom `duration = settlingDuration`.
/// Segue's choice: `timingFunction` is ignored, the spring being the pacing curve. Invalid
/// spring settings (a mass or stiffness that is not positive and finite, a negative or
/// non-finite damping, a non-finite velocity) are each replaced by Core Animation's default and
/// reported once per animation copy through ``Diagnostics`` when it is first applied.
@MainActor
public final class SpringAnimation<Value: Interpolatable>: BasicAnimation<Value> {
  /// The mass attached to the spring; default 1, must be positive.
  public var mass: Double = 1
  /// The spring constant; default 100, must be positive.
  public var stiffness: Double = 100
  /// The friction; default 10, must not be negative.
  public var damping: Double = 10
  /// The initial speed in units of the from → to distance per second, positive towards `to`;
  /// default 0.
  public var initialVelocity: Double = 0
  /// Whether a damping ratio above 1 moves as over-damped instead of critically damped;
  /// default false, as before the platform's `allowsOverdamping`.
  public var allowsOverdamping = false

  /// Whether this copy has reported its invalid settings.
  private var hasReportedProblems = false

  /// Creates a spring animation of `property` with Core Animation's default spring.
  public override init(_ property: LayerProperty<Value>, from: Value? = nil, to: Value? = nil, by: Value? = nil) {
    super.init(property, from: from, to: to, by: by)
  }

  /// Creates a spring animation from SwiftUI-style parameters, like
  /// `CASpringAnimation(perceptualDuration:bounce:)`: mass 1, response `perceptualDuration`,
  /// damping ratio from `bounce` (see ``Spring/init(duration:bounce:)``). A duration that is not
  /// positive and finite, or a bounce outside (−1, 1], gives a stiffness or damping that is
  /// reported and replaced when the animation is first applied, as any invalid setting is.
  public convenience init(
    _ property: LayerProperty<Value>, perceptualDuration: Double, bounce: Double,
    from: Value? = nil, to: Value? = nil, by: Value? = nil
  ) {
    self.init(property, from: from, to: to, by: by)
    // Spring(duration:bounce:)'s formulas, without its preconditions.
    let natural = 2 * Double.pi / perceptualDuration
    let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    stiffness = natural * natural
    damping = 2 * ratio * natural
  }

  /// Creates an animation with the spring, values, property and timing of `other`; the copy
  /// reports its own diagnostics.
  public init(copying other: SpringAnimation<Value>) {
    mass = other.mass
    stiffness = other.stiffness
    damping = other.damping
    initialVelocity = other.initialVelocity
    allowsOverdamping = other.allowsOverdamping
    super.init(copying: other)
  }

  /// Returns an independent copy of the animation.
  public override func copy() -> Animation {
    SpringAnimation(copying: self)
  }

  /// The spring the settings describe, each invalid setting replaced by its default.
  public var spring: Spring {
    Spring(
      mass: Self.isPositive(mass) ? mass : 1, stiffness: Self.isPositive(stiffness) ? stiffness : 100,
      damping: damping >= 0 && damping.isFinite ? damping : 10)
  }

  /// The estimated time for the spring to come to rest (see ``Spring/settlingDuration(initialVelocity:allowsOverdamping:)``).
  public var settlingDuration: Double {
    spring.settlingDuration(initialVelocity: velocity, allowsOverdamping: allowsOverdamping)
  }

  /// The perceptual duration of the spring, its response 2π/ω₀, as `CASpringAnimation.perceptualDuration`.
  public var perceptualDuration: Double { spring.response }

  /// The spring's bounce, as `CASpringAnimation.bounce`: 0 for critical damping, up to 1 with less damping.
  public var bounce: Double { spring.bounce }

  /// Applies the spring-driven value at `parentTime`, if the animation is applied then.
  public override func apply(to values: inout LayerValues, parentTime: Double) {
    reportProblemsOnce()
    guard let time = timing.basicTime(parentTime: parentTime, defaultDuration: Self.defaultDuration)
    else { return }
    let progress = spring.position(at: time, initialVelocity: velocity, allowsOverdamping: allowsOverdamping)
    let (from, to) = endpoints(over: property.read(values))
    write(from.interpolated(to: to, fraction: progress), into: &values)
  }

  /// A function over the spring and values frozen now; with both `fromValue` and `toValue` set,
  /// their interpolation is prepared once.
  public override func makeEvaluator() -> AnimationEvaluator {
    makeTrack().evaluator
  }

  /// The evaluation over the spring and values frozen now (the spring's motion solved once):
  /// with both `fromValue` and `toValue` set it replaces the property (unless additive).
  @_specialize(where Value == Double)
  @_specialize(where Value == Point)
  @_specialize(where Value == Size)
  @_specialize(where Value == Rect)
  @_specialize(where Value == Color)
  @_specialize(where Value == Transform3D)
  override func makeTrack() -> PresentationTrack {
    reportProblemsOnce()
    let timing = FrozenTiming(self.timing, defaultDuration: unsetDuration)
    let motion = SpringMotion(spring, initialVelocity: velocity, allowsOverdamping: allowsOverdamping)
    let property = self.property
    let additive = isAdditive
    if let from = fromValue, let to = toValue {
      let interpolator = Value.interpolator(from: from, to: to)
      let packed =
        additive
        ? nil : PackedTrack.endpoints(clock: .spring(timing, motion), keyPath: property.keyPath, from: from, to: to)
      return PresentationTrack(replaces: !additive, packed: packed) { values, parentTime in
        guard let time = timing.basicTime(parentTime: parentTime) else { return false }
        let progress = 1 - motion.displacement(at: time)
        property.store(interpolator.value(at: progress), additive: additive, in: &values)
        return true
      }
    }
    return PresentationTrack(evaluator: { [self] values, parentTime in
      guard let time = timing.basicTime(parentTime: parentTime) else { return }
      let progress = 1 - motion.displacement(at: time)
      let (from, to) = endpoints(over: property.read(values))
      property.store(from.interpolated(to: to, fraction: progress), additive: additive, in: &values)
    })
  }

  /// The initial velocity, or 0 when it is not finite.
  private var velocity: Double { initialVelocity.isFinite ? initialVelocity : 0 }

  /// Whether `value` is positive and finite.
  private static func isPositive(_ value: Double) -> Bool { value > 0 && value.isFinite }

  /// Reports each invalid setting and its replacement, the first time only.
  private func reportProblemsOnce() {
    guard !hasReportedProblems else { return }
    hasReportedProblems = true
    let subject = "SpringAnimation(\(property.name))"
    var problems: [String] = []
    if !Self.isPositive(mass) { problems.append("mass \(mass) is not positive and finite; using 1") }
    if !Self.isPositive(stiffness) { problems.append("stiffness \(stiffness) is not positive and finite; using 100") }
    if !(damping >= 0 && damping.isFinite) {
      problems.append("damping \(damping) is not a non-negative finite number; using 10")
    }
    if !initialVelocity.isFinite { problems.append("initialVelocity \(initialVelocity) is not finite; using 0") }
    for problem in problems { Diagnostics.report(Diagnostic(message: "\(subject): \(problem)")) }
  }
}
