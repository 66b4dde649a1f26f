/// One animated property of one layer in a packed run: where its value goes in the frame's
/// values and which shared clock drives it.
struct PackedRecord<Payload: FramePayload> {
  /// The layer's index in the frame.
  let layer: Int32
  /// The index of the shared clock.
  let clock: Int32
  /// The byte offset of the property in ``LayerValues``.
  let offset: Int
  /// How the value follows from the fraction.
  let payload: Payload
}
