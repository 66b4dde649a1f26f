import SegueMotion

/// Which attached animations keep touches from the views they animate: those of view animation
/// blocks without `allowUserInteraction`, and the tracks of property animators whose
/// `isUserInteractionEnabled` is false.
///
/// Animations are remembered weakly by identity, so an animation that was removed or replaced
/// stops counting at once and nothing is kept for layers that are gone.
@MainActor
enum AnimationInteraction {
  private final class WeakAnimation {
    weak var animation: Animation?
    init(_ animation: Animation) { self.animation = animation }
  }

  private static var suspending: [ObjectIdentifier: WeakAnimation] = [:]

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
}
