/// Applies one animation to a layer's values at a parent time; see ``Animation/makeEvaluator()``.
public typealias AnimationEvaluator = @MainActor (inout LayerValues, Double) -> Void

/// The abstract base of every animation: media timing, pacing, removal and completion.
///
/// Like Core Animation, a layer copies an animation when it is added, so changing the object
/// afterwards does not change the running animation. Subclasses override ``apply(to:parentTime:)``
/// and ``copy()``.
@MainActor
open class Animation: MediaTimingObject {
  /// The duration an animation uses when its `duration` is 0, as on the platform.
  public static let defaultDuration = 0.25

  /// The animation's timing values.
  public var timing = MediaTiming()
  /// The pacing curve applied to each iteration; `nil` means linear.
  public var timingFunction: TimingFunction?
  /// Whether the layer removes the animation once its active period is over.
  public var isRemovedOnCompletion = true
  /// Called once when the animation stops: `true` when its active period finished, `false` when
  /// it was removed (or replaced) before that.
  public var completion: ((_ finished: Bool) -> Void)?

  /// The duration used while `duration` is 0: 0.25 s, or the enclosing group's duration for an
  /// animation inside a group.
  var unsetDuration = Animation.defaultDuration

  /// Creates an animation with default timing.
  public init() {}

  /// Creates an animation with the timing, pacing, removal and completion of `other`.
  public init(copying other: Animation) {
    timing = other.timing
    timingFunction = other.timingFunction
    isRemovedOnCompletion = other.isRemovedOnCompletion
    completion = other.completion
    unsetDuration = other.unsetDuration
  }

  /// Returns an independent copy of the animation; subclasses return their own type.
  open func copy() -> Animation {
    Animation(copying: self)
  }

  /// Applies the animation to `values` at `parentTime` (the layer's local time); the base
  /// animation animates nothing.
  open func apply(to values: inout LayerValues, parentTime: Double) {}

  /// Builds what a layer runs each frame for this animation once it is attached and committed:
  /// a function applying it at a parent time. The default calls ``apply(to:parentTime:)``;
  /// subclasses return a faster function over values frozen at the commit, so — as on the
  /// platform, where attached animations are read-only — changing an attached copy afterwards
  /// has no effect on what is shown.
  open func makeEvaluator() -> AnimationEvaluator {
    { [self] values, parentTime in apply(to: &values, parentTime: parentTime) }
  }

  /// What a layer runs each frame once the animation is committed; the default runs
  /// ``makeEvaluator()``, the built-in animations return their frozen evaluation directly.
  func makeTrack() -> PresentationTrack {
    PresentationTrack(evaluator: makeEvaluator())
  }

  /// The progress function of this animation's timing frozen at the commit: paced progress at a
  /// parent time, or `nil` when not applied then.
  public func frozenPacing() -> @MainActor (Double) -> Double? {
    let pacing = pacing()
    return { parentTime in pacing.progress(parentTime: parentTime) }
  }

  /// The timing and pacing curve as they are now, for frozen evaluation.
  func pacing() -> FrozenPacing {
    FrozenPacing(timing, defaultDuration: unsetDuration, curve: timingFunction)
  }

  /// The paced progress of the current iteration at `parentTime`, or `nil` when the animation
  /// is not applied then (before or after its active period without a fill).
  public func pacedProgress(parentTime: Double) -> Double? {
    let timing = self.timing
    let unset = unsetDuration
    guard let basic = timing.basicTime(parentTime: parentTime, defaultDuration: unset) else { return nil }
    let simple = timing.simpleDuration(defaultDuration: unset)
    let linear = simple > 0 ? basic / simple : 1
    guard let curve = timingFunction else { return linear }
    return curve.value(at: linear)
  }
}
