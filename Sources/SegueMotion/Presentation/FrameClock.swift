/// How a committed animation turns its layer's local time into the fraction it interpolates by:
/// what a ``PresentationFrame`` evaluates once per frame for every animation that shares it
/// (see ``FrameClocks``).
///
/// Animations committed together in one transaction share their timing, so a frame of many
/// layers animated alike solves each timing curve or spring once, not once per layer.
enum FrameClock: Hashable {
  /// A timing curve over the animation's basic time: basic and keyframe animations.
  case paced(FrozenPacing)
  /// A spring's motion over the animation's basic time: spring animations.
  case spring(FrozenTiming, SpringMotion)
}
