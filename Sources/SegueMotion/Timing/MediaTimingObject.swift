/// An object with Core Animation media timing — a layer or an animation — exposing each
/// ``MediaTiming`` value under its platform name.
@MainActor
public protocol MediaTimingObject: AnyObject {
  /// The object's timing values.
  var timing: MediaTiming { get set }
}

extension MediaTimingObject {
  /// The time, in the parent's time space, at which the object's timeline starts.
  public var beginTime: Double {
    get { timing.beginTime }
    set { timing.beginTime = newValue }
  }
  /// The basic duration in seconds; 0 means 0.25 s for an animation and no duration for a layer.
  public var duration: Double {
    get { timing.duration }
    set { timing.duration = newValue }
  }
  /// How fast local time runs relative to the parent's; 0 pauses the object at `timeOffset`.
  public var speed: Double {
    get { timing.speed }
    set { timing.speed = newValue }
  }
  /// An additional offset in active local time.
  public var timeOffset: Double {
    get { timing.timeOffset }
    set { timing.timeOffset = newValue }
  }
  /// How many times the object repeats; fractional counts stop part way, `.infinity` repeats forever.
  public var repeatCount: Double {
    get { timing.repeatCount }
    set { timing.repeatCount = newValue }
  }
  /// How many seconds the object repeats for; 0 means use `repeatCount`.
  public var repeatDuration: Double {
    get { timing.repeatDuration }
    set { timing.repeatDuration = newValue }
  }
  /// Whether each iteration plays backwards after playing forwards.
  public var autoreverses: Bool {
    get { timing.autoreverses }
    set { timing.autoreverses = newValue }
  }
  /// What the object shows outside its active period.
  public var fillMode: FillMode {
    get { timing.fillMode }
    set { timing.fillMode = newValue }
  }
}
