/// When an animation attached with ``Layer/add(_:forKey:start:)`` begins, in the layer's local time.
public enum AnimationStart: Sendable, Hashable {
  /// `delay` seconds after the layer's local time at the next commit: what a `beginTime` of 0
  /// asks for (with no delay) when the animation is added with ``Layer/add(_:forKey:)``.
  case afterCommit(delay: Double)
  /// At exactly this local time of the layer, 0 included.
  case at(Double)
}
