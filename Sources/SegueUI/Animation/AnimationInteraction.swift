import SegueMotion

/// Which attached animations keep touches from the views they animate — those of view animation
/// blocks without `allowUserInteraction`, and the tracks of property animators whose
/// `isUserInteractionEnabled` is false — and which make hit testing use where the view is shown:
/// the tracks of property animators without manual hit testing.
///
/// Each view keeps the notes of its own layer's animations (``View/animationNotes``), weakly
/// by identity: an animation that was removed or replaced stops counting at once, a note costs
/// only the view that has it, and nothing is shared between views or applications. Layers
/// that back no view are not hit-tested and get no notes.
@MainActor
enum AnimationInteraction {
  /// Counts the animation attached to `layer` under `key` (if any) as keeping touches away.
  static func suspendInteraction(with layer: Layer, key: String) {
    note(layer, key)?.suspendsInteraction = true
  }

  /// Whether one of `layer`'s attached animations keeps touches away.
  static func isInteractionSuspended(for layer: Layer) -> Bool {
    attachedNotes(of: layer).contains { $0.suspendsInteraction }
  }

  /// Remembers that the animation attached to `layer` under `key` is a track of `animator`.
  static func noteTrack(with layer: Layer, key: String, of animator: PropertyAnimator) {
    note(layer, key)?.animator = animator
  }

  /// Whether hit testing should use `layer`'s presentation: one of its attached animations is a
  /// track of an active property animator that lets touches through and leaves hit testing to
  /// Segue (``PropertyAnimator/isManualHitTestingEnabled`` false).
  static func hitTestsPresentation(of layer: Layer) -> Bool {
    attachedNotes(of: layer).contains { note in
      guard let animator = note.animator else { return false }
      return animator.state == .active && animator.isUserInteractionEnabled && !animator.isManualHitTestingEnabled
    }
  }

  /// The note of the animation attached to `layer` under `key`, made if needed; the view's
  /// notes of animations that are gone are dropped on the way.
  private static func note(_ layer: Layer, _ key: String) -> AnimationNote? {
    guard let view = layer.delegate as? View, let animation = layer.animation(forKey: key) else { return nil }
    view.animationNotes = view.animationNotes.filter { $0.value.animation != nil }
    if let note = view.animationNotes[ObjectIdentifier(animation)] { return note }
    let note = AnimationNote(animation)
    view.animationNotes[ObjectIdentifier(animation)] = note
    return note
  }

  /// The notes of the animations attached to `layer` now.
  private static func attachedNotes(of layer: Layer) -> [AnimationNote] {
    guard let view = layer.delegate as? View, !view.animationNotes.isEmpty else { return [] }
    return layer.animationKeys.compactMap { key in
      guard let animation = layer.animation(forKey: key), let note = view.animationNotes[ObjectIdentifier(animation)],
        note.animation === animation
      else { return nil }
      return note
    }
  }
}
