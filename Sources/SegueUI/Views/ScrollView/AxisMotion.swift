/// How the content moves on its own along one axis.
enum AxisMotion {
  /// How close to its target content must be to rest there, 0.25 pt (Segue's choice: the last
  /// frame moves it at most that far, under a pixel at scale 3).
  static let restDistance = 0.25
  /// How slow a spring must be to rest, 15 pt/s: a quarter point a frame at 60 Hz.
  static let restSpeed = 15.0
  /// The longest bounce past an edge, as a fraction of the axis's length, 1/4.
  static let maximumOvershootFraction = 0.25

  /// Not moving.
  case still
  /// Slowing exponentially; it may pass an edge and bounce.
  case decelerating(Deceleration)
  /// Pulled to a target by a spring.
  case springing(SettlingSpring)
  /// Animated along a curve.
  case animating(ScrollAnimation)

  /// The motion of content released at `offset` with `velocity` (points per second), resting
  /// where `rate` takes it: within `range` it decelerates (passing an edge it springs back when
  /// `bounces`, else — or when it would pass it by less than the rest distance — it slows to rest
  /// on the edge); past an edge it springs back, unless the velocity takes it back inside, where
  /// it decelerates.
  static func release(
    from offset: Double, velocity: Double, within range: ClosedRange<Double>, bounces: Bool, rate: DecelerationRate,
    at now: Double
  ) -> AxisMotion {
    let natural = Deceleration(start: now, origin: offset, velocity: velocity, rate: rate)
    let nearest = range.clamping(offset)
    let resting = range.clamping(natural.target)
    if nearest != offset {
      return resting == nearest
        ? .springing(SettlingSpring(start: now, target: nearest, displacement: offset - nearest, velocity: velocity))
        : .decelerating(natural)
    }
    if abs(natural.target - offset) < restDistance { return .still }
    if range.contains(natural.target) || (bounces && abs(natural.target - resting) >= restDistance) {
      return .decelerating(natural)
    }
    return reaching(resting, from: offset, velocity: velocity, slowest: rate, at: now)
  }

  /// The motion of content released at `offset` with `velocity` that must rest at `target`: none
  /// when it is there already (whatever the velocity), else a deceleration keeping the velocity
  /// when it points at the target and slows at least as quickly as `rate`, else the settling
  /// spring (Segue's choice).
  static func reaching(
    _ target: Double, from offset: Double, velocity: Double, slowest rate: DecelerationRate, at now: Double
  ) -> AxisMotion {
    if target == offset { return .still }
    if let deceleration = Deceleration(start: now, origin: offset, target: target, velocity: velocity, slowest: rate) {
      return .decelerating(deceleration)
    }
    return .springing(SettlingSpring(start: now, target: target, displacement: offset - target, velocity: velocity))
  }

  /// The motion from `time` on, after a deceleration that passed an edge of `range` turned into
  /// its spring back, on an axis `dimension` points long.
  ///
  /// Segue's choice: the bounce overshoots the edge by at most ``maximumOvershootFraction`` of
  /// the axis's length (100 pt in a 400 pt view), however hard the fling.
  func advanced(to time: Double, within range: ClosedRange<Double>, dimension: Double) -> AxisMotion {
    guard case .decelerating(let deceleration) = self,
      let bounce = deceleration.bounce(
        at: time, within: range, maximumOvershoot: dimension * Self.maximumOvershootFraction)
    else { return self }
    return .springing(bounce)
  }

  /// The motion moved `distance` points along with content the app moved: the same curve, shifted.
  func shifted(by distance: Double) -> AxisMotion {
    switch self {
    case .still: .still
    case .decelerating(let deceleration): .decelerating(deceleration.shifted(by: distance))
    case .springing(let spring): .springing(spring.shifted(by: distance))
    case .animating(let animation): .animating(animation.shifted(by: distance))
    }
  }

  /// The offset's velocity at `time`, points per second: zero when still, and for an animation,
  /// which is never re-planned.
  func velocity(at time: Double) -> Double {
    switch self {
    case .still, .animating: 0
    case .decelerating(let deceleration): deceleration.speed(at: time)
    case .springing(let spring): spring.speed(at: time)
    }
  }

  /// The offset at `time`; `nil` when still.
  func value(at time: Double) -> Double? {
    switch self {
    case .still: nil
    case .decelerating(let deceleration):
      deceleration.isFinished(at: time) ? deceleration.target : deceleration.value(at: time)
    case .springing(let spring): spring.isFinished(at: time) ? spring.target : spring.value(at: time)
    case .animating(let animation): animation.value(at: time)
    }
  }

  /// Where the motion leaves the content, before any edge stops it; `nil` when still.
  var restingOffset: Double? {
    switch self {
    case .still: nil
    case .decelerating(let deceleration): deceleration.target
    case .springing(let spring): spring.target
    case .animating(let animation): animation.target
    }
  }

  /// Whether the motion is over at `time`: always when still or when the offset is not a finite
  /// number (Segue's choice: such a motion could never rest, so it stops where it is).
  func isFinished(at time: Double) -> Bool {
    guard value(at: time)?.isFinite ?? false else { return true }
    return switch self {
    case .still: true
    case .decelerating(let deceleration): deceleration.isFinished(at: time)
    case .springing(let spring): spring.isFinished(at: time)
    case .animating(let animation): animation.isFinished(at: time)
    }
  }
}
