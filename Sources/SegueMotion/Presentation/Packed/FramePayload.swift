import SegueGeometry

/// What a packed record computes from its animation's fraction: the value the animation's own
/// track would store, by the same arithmetic.
protocol FramePayload {
  /// The animated property's type.
  associatedtype Value
  /// The value at `fraction`.
  func value(at fraction: Double) -> Value
}

/// Two fixed ends blended by `interpolated(to:fraction:)`: what a basic or spring animation
/// with both `fromValue` and `toValue` stores.
struct EndpointPayload<Value: Interpolatable>: FramePayload {
  /// The value at fraction 0.
  let from: Value
  /// The value at fraction 1.
  let to: Value

  func value(at fraction: Double) -> Value {
    from.interpolated(to: to, fraction: fraction)
  }
}

/// Transforms blend through their decompositions, prepared once.
extension Transform3D.Blend: FramePayload {}

/// A keyframe animation's resolved track, which has at least one value.
struct KeyframePayload<Value: Interpolatable>: FramePayload {
  /// The resolved keyframes.
  let track: KeyframeTrack<Value>
  /// The first keyframe value, which `track` never fails to give when it has values.
  let first: Value

  func value(at fraction: Double) -> Value {
    track.value(at: fraction) ?? first
  }
}
