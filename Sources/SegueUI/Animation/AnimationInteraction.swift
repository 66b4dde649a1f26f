import SegueMotion

/// Which attached animations keep touches from the views they animate — those of view animation
/// blocks without `allowUserInteraction`, and the tracks of property animators whose
/// `isUserInteractionEnabled` is false — and which make hit testing use where the view is shown:
/// the tracks of property animators without manual hit testing.
///
/// Animations are remembered weakly by identity, so an animation that was removed or replaced
/// stops counting at once and nothing is kept for layers that are gone.
@MainActor
enum AnimationInteraction {
  private final class WeakAnimation {
    weak var animation: Animation?
    init(_ animation: Animation) { self.animation = animation }
  }

  private final class AnimatorTrack {
    weak var animation: Animation?
    weak var animator: PropertyAnimator?
    init(_ animation: Animation, _ animator: PropertyAnimator) {
      self.animation = animation
      self.animator = animator
    }
  }

  private static var suspending: [ObjectIdentifier: WeakAnimation] = [:]
  private static var animatorTracks: [ObjectIdentifier: AnimatorTrack] = [:]

  /// Counts the animation attached to `layer` under `key` (if any) as keeping touches away.
  static func suspendInteraction(with layer: Layer, key: String) {
    guard let animation = layer.animation(forKey: key) else { return }
    suspending = suspending.filter { $0.value.animation != nil }
    suspending[ObjectIdentifier(animation)] = WeakAnimation(animation)
  }

  /// Whether one of `layer`'s attached animations keeps touches away.
  static func isInteractionSuspended(for layer: Layer) -> Bool {
    layer.animationKeys.contains { key in
      guard let animation = layer.animation(forKey: key), let entry = suspending[ObjectIdentifier(animation)] else {
        return false
      }
      return entry.animation === animation
    }
  }

  /// Remembers that the animation attached to `layer` under `key` is a track of `animator`.
  static func noteTrack(with layer: Layer, key: String, of animator: PropertyAnimator) {
    guard let animation = layer.animation(forKey: key) else { return }
    animatorTracks = animatorTracks.filter { $0.value.animation != nil && $0.value.animator != nil }
    animatorTracks[ObjectIdentifier(animation)] = AnimatorTrack(animation, animator)
  }

  /// Whether hit testing should use `layer`'s presentation: one of its attached animations is a
  /// track of an active property animator that lets touches through and leaves hit testing to
  /// Segue (``PropertyAnimator/isManualHitTestingEnabled`` false).
  static func hitTestsPresentation(of layer: Layer) -> Bool {
    layer.animationKeys.contains { key in
      guard let animation = layer.animation(forKey: key), let entry = animatorTracks[ObjectIdentifier(animation)],
        entry.animation === animation, let animator = entry.animator
      else { return false }
      return animator.state == .active && animator.isUserInteractionEnabled && !animator.isManualHitTestingEnabled
    }
  }
}
