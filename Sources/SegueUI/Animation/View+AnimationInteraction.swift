extension View {
  /// Whether an animation running on this view keeps touches away from it (and so from its
  /// subviews), as the platform does for views animated without `allowUserInteraction`.
  ///
  /// True while the view's layer has an animation from a view animation block (or transition)
  /// without ``AnimationOptions/allowUserInteraction``, or a track of an active
  /// ``PropertyAnimator`` whose ``PropertyAnimator/isUserInteractionEnabled`` is false; false
  /// again as soon as such animations end or are removed. The platform's hit testing skips a
  /// view while this is true.
  public var isUserInteractionSuspendedByAnimation: Bool {
    AnimationInteraction.isInteractionSuspended(for: layer)
  }
}
