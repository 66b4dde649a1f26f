/// Several animations run together on one timeline, the analogue of `CAAnimationGroup`.
///
/// The children see the group's basic local time — after the group's own timing and its timing
/// function — as their parent time, so the group's curve warps them all and the group cuts off
/// any child that runs past the group's duration (it shows only the group's first `duration`
/// seconds of a longer child, as the platform documents). A child whose `duration` is 0 runs
/// for the group's duration, as grouped animations without a duration do on the platform (the
/// cookbook's cube sets only the group's). Segue's choice where the platform is silent: while a
/// group holds its end (forwards fill after its active period) its children show their values
/// at the group's end even without a forwards fill of their own, so filling the group is enough
/// to hold the whole effect. A child's `beginTime` of 0 is not
/// replaced at commit, and the children's `isRemovedOnCompletion` and `completion` are ignored:
/// only the group's own apply.
@MainActor
public final class AnimationGroup: Animation {
  /// The grouped animations, applied in order.
  public var animations: [Animation]

  /// Creates a group of `animations`.
  public init(animations: [Animation] = []) {
    self.animations = animations
    super.init()
  }

  /// Creates an independent copy of `other`, copying each child too.
  public init(copying other: AnimationGroup) {
    animations = other.animations.map { $0.copy() }
    super.init(copying: other)
  }

  /// Returns an independent copy of the group and its children.
  public override func copy() -> Animation {
    AnimationGroup(copying: self)
  }

  /// A function that runs the children's own frozen evaluators while the group is active; while
  /// it holds its end it applies the children as ``apply(to:parentTime:)`` does.
  public override func makeEvaluator() -> AnimationEvaluator {
    let pacing = pacing()
    let timing = self.timing
    let unset = unsetDuration
    let groupDuration = timing.simpleDuration(defaultDuration: unset)
    for animation in animations { animation.unsetDuration = groupDuration }
    let children = animations.map { $0.makeEvaluator() }
    return { [self] values, parentTime in
      guard timing.phase(parentTime: parentTime, defaultDuration: unset) != .after else {
        apply(to: &values, parentTime: parentTime)
        return
      }
      guard let progress = pacing.progress(parentTime: parentTime) else { return }
      for evaluate in children { evaluate(&values, progress * groupDuration) }
    }
  }

  /// Applies every child at the group's (paced) basic local time, if the group is applied then.
  public override func apply(to values: inout LayerValues, parentTime: Double) {
    guard let progress = pacedProgress(parentTime: parentTime) else { return }
    let groupDuration = timing.simpleDuration(defaultDuration: unsetDuration)
    let groupTime = progress * groupDuration
    let holdsEnd = timing.phase(parentTime: parentTime, defaultDuration: unsetDuration) == .after
    for animation in animations {
      animation.unsetDuration = groupDuration
      let fill = animation.timing.fillMode
      if holdsEnd && !fill.fillsForwards {
        animation.timing.fillMode = fill.fillsBackwards ? .both : .forwards
      }
      animation.apply(to: &values, parentTime: groupTime)
      animation.timing.fillMode = fill
    }
  }
}
