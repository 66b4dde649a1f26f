import SegueMotion

/// An animation that applies a transition's effect to a layer's values at its paced progress:
/// the exact geometry of a flip or a curl at every instant, with the animation's media timing
/// and curve.
@MainActor
final class TransitionEffectAnimation: Animation {
  /// Writes the effect at a progress in [0, 1] into a layer's values.
  private let effect: (Double, inout LayerValues) -> Void

  /// Creates an animation applying `effect`.
  init(_ effect: @escaping (Double, inout LayerValues) -> Void) {
    self.effect = effect
    super.init()
  }

  /// Creates a copy of `other` with the same effect.
  init(copying other: TransitionEffectAnimation) {
    effect = other.effect
    super.init(copying: other)
  }

  override func copy() -> Animation {
    TransitionEffectAnimation(copying: self)
  }

  override func apply(to values: inout LayerValues, parentTime: Double) {
    guard let progress = pacedProgress(parentTime: parentTime) else { return }
    effect(progress, &values)
  }
}
