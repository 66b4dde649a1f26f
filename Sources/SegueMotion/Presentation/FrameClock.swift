/// How a committed animation turns its layer's local time into the fraction it interpolates by:
/// what a ``PresentationFrame`` evaluates once per frame for every animation that shares it.
///
/// Animations committed together in one transaction share their timing, so a frame of many
/// layers animated alike solves each timing curve or spring once, not once per layer.
enum FrameClock: Hashable {
  /// A timing curve over the animation's basic time: basic and keyframe animations.
  case paced(FrozenPacing)
  /// A spring's motion over the animation's basic time: spring animations.
  case spring(FrozenTiming, SpringMotion)

  /// The fraction at layer time `layerTime`, or `nil` when the animation is not applied then;
  /// exactly what the animation's own track computes.
  @inline(__always) func fraction(layerTime: Double) -> Double? {
    switch self {
    case .paced(let pacing):
      return pacing.progress(parentTime: layerTime)
    case .spring(let timing, let motion):
      guard let time = timing.basicTime(parentTime: layerTime) else { return nil }
      return 1 - motion.displacement(at: time)
    }
  }
}
