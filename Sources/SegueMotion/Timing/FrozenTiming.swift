/// A ``MediaTiming`` with everything that does not depend on the parent time worked out once,
/// for the per-frame evaluation of committed animations: ``basicTime(parentTime:)`` equals
/// `timing.basicTime(parentTime:defaultDuration:)` exactly.
struct FrozenTiming: Sendable, Hashable {
  /// The object's begin time in its parent's time.
  private let beginTime: Double
  /// The rate of local time against parent time.
  private let speed: Double
  /// The offset added to active time.
  private let timeOffset: Double
  /// The length of one pass.
  let simpleDuration: Double
  /// One pass, doubled when autoreversing.
  private let cycle: Double
  /// The length of the active period in active time.
  private let activeDuration: Double
  /// Whether each cycle plays backwards after playing forwards.
  private let autoreverses: Bool
  /// Whether the object is applied before its active period.
  private let fillsBackwards: Bool
  /// Whether the object is applied after its active period.
  private let fillsForwards: Bool
  /// The position in the cycle shown before the active period.
  private let startPosition: Double
  /// The position in the cycle held after the active period.
  private let endPosition: Double

  /// Freezes `timing`, with `defaultDuration` standing in for a `duration` that is not positive.
  init(_ timing: MediaTiming, defaultDuration: Double) {
    beginTime = timing.beginTime
    speed = timing.speed
    timeOffset = timing.timeOffset
    simpleDuration = timing.simpleDuration(defaultDuration: defaultDuration)
    cycle = simpleDuration * (timing.autoreverses ? 2 : 1)
    activeDuration = timing.activeDuration(defaultDuration: defaultDuration)
    autoreverses = timing.autoreverses
    fillsBackwards = timing.fillMode.fillsBackwards
    fillsForwards = timing.fillMode.fillsForwards
    startPosition = MediaTiming.wrapped(timing.timeOffset, cycle: cycle)
    endPosition = timing.endPosition(cycle: cycle)
  }

  /// The basic local time at a parent time, or `nil` when the object is not applied then;
  /// see ``MediaTiming/basicTime(parentTime:defaultDuration:)``.
  @inline(__always) func basicTime(parentTime: Double) -> Double? {
    guard simpleDuration > 0 else { return (parentTime - beginTime) * speed + timeOffset }
    let elapsed = (parentTime - beginTime) * speed
    let position: Double
    if elapsed < 0 {
      guard fillsBackwards else { return nil }
      position = startPosition
    } else if elapsed >= activeDuration {
      guard fillsForwards else { return nil }
      position = endPosition
    } else {
      let time = elapsed + timeOffset
      // fmod returns its argument unchanged when it already lies in [0, cycle).
      position = time >= 0 && time < cycle ? time : MediaTiming.wrapped(time, cycle: cycle)
    }
    return autoreverses && position > simpleDuration ? cycle - position : position
  }
}
