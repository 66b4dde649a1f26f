import SegueMotion

/// What Segue knows of one animation attached to a view's layer: whether it keeps touches
/// away, and the property animator whose track it is. Kept by the view, weakly, so a removed or
/// replaced animation stops counting at once.
@MainActor
final class AnimationNote {
  /// The animation noted, while it exists.
  weak var animation: Animation?
  /// Whether the animation keeps touches from the view.
  var suspendsInteraction = false
  /// The property animator whose track the animation is, if any.
  weak var animator: PropertyAnimator?

  init(_ animation: Animation) {
    self.animation = animation
  }
}
