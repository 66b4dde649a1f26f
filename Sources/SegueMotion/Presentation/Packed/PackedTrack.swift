import SegueGeometry

/// What a committed animation offers a ``PresentationFrame`` for evaluation in bulk: its clock,
/// the bytes of ``LayerValues`` it replaces, and how to add its record to the frame's runs.
///
/// Only replacing animations of stored properties whose payload type ``PackedRuns`` holds are
/// packed; the rest run their track's closure.
struct PackedTrack {
  /// The clock that gives the animation's fraction.
  let clock: FrameClock
  /// The byte offset of the animated property in ``LayerValues``.
  let offset: Int
  /// The property's size in bytes.
  let size: Int
  /// Adds the record for the layer at an index, driven by the clock at an index, over the layer's model values.
  let append: (inout PackedRuns, _ layer: Int32, _ clock: Int32, _ model: LayerValues) -> Void

  /// The bytes the animation writes.
  var bytes: Range<Int> { offset..<offset + size }

  /// A packed form of `payload` writing `keyPath`, or `nil` when the property is not stored
  /// inline in ``LayerValues`` or ``PackedRuns`` has no run for the payload. Payloads that hold
  /// references or take more than 160 bytes are boxed, so that a frame neither copies nor
  /// retains them.
  static func make<Payload: FramePayload>(
    clock: FrameClock, keyPath: WritableKeyPath<LayerValues, Payload.Value>, payload: Payload
  ) -> PackedTrack? {
    guard _isPOD(Payload.self) && MemoryLayout<Payload>.size <= 160 else {
      let box = PayloadBox(payload)
      return make(clock: clock, keyPath: keyPath, payload: UnretainedPayload(box: .passUnretained(box)), keeping: box)
    }
    return make(clock: clock, keyPath: keyPath, payload: payload, keeping: nil)
  }

  /// A packed form of `payload` whose record keeps `box` alive.
  static func make<Payload: FramePayload>(
    clock: FrameClock, keyPath: WritableKeyPath<LayerValues, Payload.Value>, payload: Payload, keeping box: AnyObject?
  ) -> PackedTrack? {
    guard PackedRuns.holds(Payload.self), let offset = MemoryLayout<LayerValues>.offset(of: keyPath) else {
      return nil
    }
    return PackedTrack(clock: clock, offset: offset, size: MemoryLayout<Payload.Value>.size) {
      runs, layer, clock, model in
      let record = PackedRecord(layer: layer, clock: clock, offset: offset, payload: payload)
      runs.append(record, model: model[keyPath: keyPath], keeping: box)
    }
  }

  /// The packed form of a keyframe track with values: inline for up to four numbers, boxed
  /// otherwise; `nil` when it cannot be packed.
  static func keyframes<Value: Interpolatable>(
    clock: FrameClock, keyPath: WritableKeyPath<LayerValues, Value>, track: KeyframeTrack<Value>
  ) -> PackedTrack? {
    if let track = track as? KeyframeTrack<Double>, let keyPath = keyPath as? WritableKeyPath<LayerValues, Double>,
      let payload = ScalarKeyframePayload(track)
    {
      return make(clock: clock, keyPath: keyPath, payload: payload)
    }
    return track.values.first.flatMap { first in
      make(clock: clock, keyPath: keyPath, payload: KeyframePayload(track: track, first: first))
    }
  }

  /// The packed form of an interpolation between fixed ends (transforms through a prepared
  /// ``Transform3D/Blend``), or `nil` when it cannot be packed.
  static func endpoints<Value: Interpolatable>(
    clock: FrameClock, keyPath: WritableKeyPath<LayerValues, Value>, from: Value, to: Value
  ) -> PackedTrack? {
    if let from = from as? Transform3D, let to = to as? Transform3D,
      let keyPath = keyPath as? WritableKeyPath<LayerValues, Transform3D>
    {
      let blend = Transform3D.Blend(from: from, to: to)
      guard let rotation = blend.rotationBlend else { return make(clock: clock, keyPath: keyPath, payload: blend) }
      let box = PayloadBox(blend)
      return make(
        clock: clock, keyPath: keyPath, payload: TransformPayload(rotation: rotation, blend: .passUnretained(box)),
        keeping: box)
    }
    return make(clock: clock, keyPath: keyPath, payload: EndpointPayload(from: from, to: to))
  }
}
