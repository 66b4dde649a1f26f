import SegueGeometry

/// A transform blend whose ends differ only in rotation: the small ``Transform3D/RotationBlend``
/// inline, and the whole ``Transform3D/Blend`` boxed for the fractions 0 and 1, where it returns
/// its ends exactly. Equal to the blend's `value(at:)` at every fraction.
struct TransformPayload: FramePayload {
  /// The blend's rotation-only form.
  let rotation: Transform3D.RotationBlend
  /// The whole blend, kept alive by the runs that hold the record.
  let blend: Unmanaged<PayloadBox<Transform3D.Blend>>

  @inline(__always) func value(at fraction: Double) -> Transform3D {
    if fraction != 0 && fraction != 1 { return rotation.value(at: fraction) }
    return blend._withUnsafeGuaranteedRef { $0.value(at: fraction) }
  }
}
