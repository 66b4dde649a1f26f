/// The timing values of a layer or animation and their formulas, the analogue of `CAMediaTiming`.
///
/// Parent time maps to active time by `(parentTime − beginTime) · speed + timeOffset`; active
/// time maps to basic time by repeat, autoreverse and fill. Defaults are Core Animation's.
public struct MediaTiming: Sendable, Hashable {
  /// When the object starts, in its parent's time; default 0.
  public var beginTime: Double = 0
  /// The basic duration of one pass in seconds; 0 (default) means "use the default duration".
  public var duration: Double = 0
  /// How fast local time runs relative to parent time; default 1, 0 pauses.
  public var speed: Double = 1
  /// An offset added to active local time after `speed` is applied; default 0.
  public var timeOffset: Double = 0
  /// How many cycles to play, fractions allowed; 0 (default) means one.
  ///
  /// `.infinity`, or any value ≥ `Float.greatestFiniteMagnitude`, repeats forever.
  public var repeatCount: Double = 0
  /// How many seconds of active time to repeat for; 0 (default) means unused.
  public var repeatDuration: Double = 0
  /// Whether each cycle plays forwards then backwards; default false.
  public var autoreverses: Bool = false
  /// What is shown outside the active period; default `.removed`.
  public var fillMode: FillMode = .removed

  /// Where a parent time falls relative to the active period.
  public enum Phase: Sendable, Hashable, CaseIterable {
    /// Before `beginTime`: elapsed active time is negative.
    case before
    /// Inside the active period.
    case active
    /// At or after the end of the active period.
    case after
  }

  /// Creates timing with Core Animation's defaults.
  public init() {}

  /// Creates timing from explicit values; omitted values take Core Animation's defaults.
  public init(
    beginTime: Double = 0, duration: Double = 0, speed: Double = 1, timeOffset: Double = 0,
    repeatCount: Double = 0, repeatDuration: Double = 0, autoreverses: Bool = false,
    fillMode: FillMode = .removed
  ) {
    self.beginTime = beginTime
    self.duration = duration
    self.speed = speed
    self.timeOffset = timeOffset
    self.repeatCount = repeatCount
    self.repeatDuration = repeatDuration
    self.autoreverses = autoreverses
    self.fillMode = fillMode
  }

  /// Whether `repeatCount` means forever (≥ `Float.greatestFiniteMagnitude`, so `.infinity` too).
  var repeatsForever: Bool { repeatCount >= Double(Float.greatestFiniteMagnitude) }

  /// Active local time `(parentTime − beginTime) · speed + timeOffset`; linear, never clamped.
  public func activeTime(parentTime: Double) -> Double {
    (parentTime - beginTime) * speed + timeOffset
  }

  /// The parent time at which `activeTime` is reached, inverting `activeTime(parentTime:)`.
  ///
  /// Nil when `speed` is 0: a paused object shows the same time at every parent time.
  public func parentTime(activeTime: Double) -> Double? {
    guard speed != 0 else { return nil }
    return (activeTime - timeOffset) / speed + beginTime
  }

  /// The length of one pass: `duration`, or `defaultDuration` when `duration` is not positive.
  ///
  /// Segue's choice: a negative or NaN `duration` is treated like 0 (Core Animation leaves it
  /// undefined). Animations pass 0.25; layers pass 0, meaning "no duration".
  public func simpleDuration(defaultDuration: Double) -> Double {
    duration > 0 ? duration : defaultDuration
  }

  /// The length of the active period in active-time seconds; `.infinity` when repeating forever.
  ///
  /// One cycle is the simple duration, doubled when `autoreverses`. Segue's choices where Core
  /// Animation is undefined: a positive `repeatDuration` wins over `repeatCount` and is not
  /// doubled by `autoreverses`; negative counts and durations are ignored like 0.
  public func activeDuration(defaultDuration: Double) -> Double {
    let cycle = cycleDuration(defaultDuration: defaultDuration)
    if repeatDuration > 0 { return repeatDuration }
    if repeatsForever { return .infinity }
    if repeatCount > 0 { return cycle * repeatCount }
    return cycle
  }

  /// The phase at a parent time, judged on elapsed time `(parentTime − beginTime) · speed`.
  ///
  /// `timeOffset` is left out, so it never moves the active window; the end of the active
  /// period belongs to `.after`. Segue applies the formula as is: at speed 0 elapsed time is
  /// always 0, at a negative speed parent times after `beginTime` are `.before`, and a layer
  /// with no duration (active duration 0) is `.after` from its begin time on.
  public func phase(parentTime: Double, defaultDuration: Double) -> Phase {
    phase(elapsed: elapsedTime(parentTime: parentTime), defaultDuration: defaultDuration)
  }

  /// The basic local time in [0, d] (d = simple duration) at a parent time; nil when not applied.
  ///
  /// Before the active period the object shows elapsed time 0 if it fills backwards, after it
  /// the end of the active period if it fills forwards; otherwise it is not applied. `timeOffset`
  /// shifts the position inside the cycle and wraps; the active window does not move.
  /// Autoreversing mirrors the second half of each cycle. Segue's choices where Core Animation is
  /// undefined: the value held after the active period is the limit from inside it, so an
  /// integral repeat count ends on its end value and a fractional one part way through (also
  /// with a `timeOffset`); a layer with no duration (d ≤ 0) gets its active time, unwrapped and
  /// never nil.
  public func basicTime(parentTime: Double, defaultDuration: Double) -> Double? {
    let simple = simpleDuration(defaultDuration: defaultDuration)
    guard simple > 0 else { return activeTime(parentTime: parentTime) }
    let cycle = cycleDuration(defaultDuration: defaultDuration)
    let elapsed = elapsedTime(parentTime: parentTime)
    let position: Double
    switch phase(elapsed: elapsed, defaultDuration: defaultDuration) {
    case .before:
      guard fillMode.fillsBackwards else { return nil }
      position = Self.wrapped(timeOffset, cycle: cycle)
    case .active:
      position = Self.wrapped(elapsed + timeOffset, cycle: cycle)
    case .after:
      guard fillMode.fillsForwards else { return nil }
      position = endPosition(cycle: cycle)
    }
    return autoreverses && position > simple ? cycle - position : position
  }

  /// Basic time divided by the simple duration, in [0, 1]; nil when not applied.
  ///
  /// Segue's choice: nil as well when the simple duration is not positive (a layer with no
  /// duration has no progress).
  public func progress(parentTime: Double, defaultDuration: Double) -> Double? {
    let simple = simpleDuration(defaultDuration: defaultDuration)
    guard simple > 0,
      let basic = basicTime(parentTime: parentTime, defaultDuration: defaultDuration)
    else { return nil }
    return basic / simple
  }

  /// The parent time at which the active period ends, `beginTime + activeDuration / speed`.
  ///
  /// Nil when `speed` is not positive (the end is never reached moving forwards) or the active
  /// duration is infinite.
  public func endTime(defaultDuration: Double) -> Double? {
    let active = activeDuration(defaultDuration: defaultDuration)
    guard speed > 0, active.isFinite else { return nil }
    return beginTime + active / speed
  }

  /// Whether ``layerTime(parentTime:)`` is the parent time itself (up to the sign of zero):
  /// no duration, begin time, offset or change of speed.
  var passesParentTimeThrough: Bool {
    !(duration > 0) && beginTime == 0 && speed == 1 && timeOffset == 0
  }

  /// The local time of a layer with this timing at its superlayer's time `parentTime`; see
  /// ``Layer/childTime(parentTime:)``.
  func layerTime(parentTime: Double) -> Double {
    guard duration > 0 else { return activeTime(parentTime: parentTime) }
    if let time = basicTime(parentTime: parentTime, defaultDuration: 0) { return time }
    var clamped = self
    clamped.fillMode = .both
    return clamped.basicTime(parentTime: parentTime, defaultDuration: 0) ?? activeTime(parentTime: parentTime)
  }

  /// One cycle: the simple duration, doubled when autoreversing.
  private func cycleDuration(defaultDuration: Double) -> Double {
    simpleDuration(defaultDuration: defaultDuration) * (autoreverses ? 2 : 1)
  }

  /// Elapsed active time `(parentTime − beginTime) · speed`, without `timeOffset`.
  private func elapsedTime(parentTime: Double) -> Double {
    (parentTime - beginTime) * speed
  }

  /// The phase of an elapsed active time.
  private func phase(elapsed: Double, defaultDuration: Double) -> Phase {
    if elapsed < 0 { return .before }
    return elapsed >= activeDuration(defaultDuration: defaultDuration) ? .after : .active
  }

  /// `time` reduced into [0, cycle), exactly (floating-point remainder).
  static func wrapped(_ time: Double, cycle: Double) -> Double {
    let remainder = time.truncatingRemainder(dividingBy: cycle)
    return remainder < 0 ? remainder + cycle : remainder
  }

  /// The position in (0, cycle] approached at the end of the active period.
  ///
  /// Works in cycles rather than seconds so that an integral repeat count lands exactly on a
  /// cycle boundary despite rounding in `cycle · repeatCount`.
  func endPosition(cycle: Double) -> Double {
    let cycles: Double
    if repeatDuration > 0 {
      cycles = repeatDuration / cycle
    } else {
      cycles = repeatCount > 0 ? repeatCount : 1
    }
    let end = cycles + timeOffset / cycle
    let fraction = end - end.rounded(.down)
    return fraction == 0 ? cycle : fraction * cycle
  }
}
