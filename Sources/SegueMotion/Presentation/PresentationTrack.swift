/// What a layer runs each frame for one committed animation: the frozen evaluation, and whether
/// it may be applied to values left over from an earlier frame.
///
/// A class so that a ``PresentationFrame`` can call it through an unretained reference, with no
/// reference counting per frame (the frame keeps its tracks alive); not isolated, so that the
/// built-in evaluations run without an executor check per call, and used on the main actor only.
final class PresentationTrack {
  /// The evaluation that ``apply(to:layerTime:)`` runs.
  private let evaluate: (inout LayerValues, Double) -> Bool
  /// Whether what `apply` writes never depends on the values it is given: it replaces its
  /// property outright (not additive, fixed endpoints), so a ``PresentationFrame`` can apply it
  /// over the previous frame's values instead of over a fresh copy of the model.
  let replaces: Bool
  /// The form in which a ``PresentationFrame`` evaluates the track in bulk, if it has one.
  let packed: PackedTrack?

  /// A track that runs `evaluator` on the main actor and never replaces: the form of animations
  /// whose evaluation is not known to Segue.
  init(evaluator: @escaping AnimationEvaluator) {
    evaluate = { values, parentTime in
      MainActor.assumeIsolated { evaluator(&values, parentTime) }
      return true
    }
    replaces = false
    packed = nil
  }

  /// A track that runs `apply`, replacing its property outright when `replaces` is true, and
  /// that a frame may evaluate as `packed` instead (only given for a replacing track).
  init(replaces: Bool, packed: PackedTrack? = nil, apply: @escaping (inout LayerValues, Double) -> Bool) {
    evaluate = apply
    self.replaces = replaces
    self.packed = replaces ? packed : nil
  }

  /// Applies the animation to a layer's values at the layer's local time, returning whether it
  /// wrote anything (`false` while the animation is not applied at that time).
  func apply(to values: inout LayerValues, layerTime: Double) -> Bool {
    evaluate(&values, layerTime)
  }

  /// The evaluator form of the track, for ``Animation/makeEvaluator()``.
  @MainActor var evaluator: AnimationEvaluator {
    { [self] values, parentTime in _ = apply(to: &values, layerTime: parentTime) }
  }
}
