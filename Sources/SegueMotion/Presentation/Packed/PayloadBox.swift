/// A payload too large or too rich to copy per frame (a transform blend, a keyframe track),
/// kept once on the heap and owned by the frame's runs.
final class PayloadBox<Payload: FramePayload>: FramePayload {
  /// The boxed payload.
  let payload: Payload

  /// Boxes `payload`.
  init(_ payload: Payload) {
    self.payload = payload
  }

  func value(at fraction: Double) -> Payload.Value {
    payload.value(at: fraction)
  }
}

/// A record's unretained reference to a boxed payload: evaluating it neither copies the payload
/// nor counts references.
struct UnretainedPayload<Payload: FramePayload>: FramePayload {
  /// The box, kept alive by the runs that hold the record.
  let box: Unmanaged<PayloadBox<Payload>>

  func value(at fraction: Double) -> Payload.Value {
    box._withUnsafeGuaranteedRef { $0.value(at: fraction) }
  }
}
