import SegueGeometry
import SegueMotion

/// What a property animator attaches to a layer for one property changed in one of its blocks:
/// the value between the block's start and end values at the animator's progress, read from
/// the animator's timeline whenever the presentation is computed.
///
/// The block runs over a window of progress: from `windowStart` (later for blocks added with a
/// delay factor or while running) to 1; before its window the start value holds, and past 1 (a
/// spring's overshoot) it extrapolates. The first block changing a property replaces the value;
/// later blocks on the same property add their change on top (additive), so reversing returns
/// through every block to the first start value. Its media timing only keeps it attached
/// (it repeats forever); the animator removes it.
@MainActor
final class AnimatorTrack<Value: Interpolatable>: PropertyAnimation<Value> {
  private let from: Value
  private let to: Value
  private let interpolator: Interpolator<Value>
  private let windowStart: Double
  private let timeline: AnimatorTimeline
  /// Added to the layer's local time to get absolute time (fixed when the track is made).
  private let timeOffset: Double

  /// Creates a track of `property` from `from` to `to`.
  init(
    property: LayerProperty<Value>, from: Value, to: Value, additive: Bool, windowStart: Double,
    timeline: AnimatorTimeline, timeOffset: Double
  ) {
    self.from = from
    self.to = to
    interpolator = Value.interpolator(from: from, to: to)
    self.windowStart = windowStart
    self.timeline = timeline
    self.timeOffset = timeOffset
    super.init(property: property)
    isAdditive = additive
    repeatCount = .infinity
  }

  /// Creates a copy of `other`, following the same timeline.
  init(copying other: AnimatorTrack<Value>) {
    from = other.from
    to = other.to
    interpolator = other.interpolator
    windowStart = other.windowStart
    timeline = other.timeline
    timeOffset = other.timeOffset
    super.init(copying: other)
  }

  override func copy() -> Animation {
    AnimatorTrack(copying: self)
  }

  /// Writes the value at the timeline's progress at `parentTime` (the layer's local time).
  override func apply(to values: inout LayerValues, parentTime: Double) {
    write(interpolator.value(at: window(timeline.progress(at: parentTime + timeOffset))), into: &values)
  }

  /// The block's own progress at the animator's `progress`.
  private func window(_ progress: Double) -> Double {
    guard windowStart > 0 else { return progress }
    guard windowStart < 1 else { return progress >= 1 ? 1 : 0 }
    return max((progress - windowStart) / (1 - windowStart), 0)
  }
}
