/// The bytes of the frame being rendered, shared by the threads drawing its bands.
///
/// Unchecked `Sendable`: each thread writes only the rows of its own bands, and the frame
/// outlives them all (``Compositor/render(_:into:)`` waits for every thread before it returns).
struct FramePixels: @unchecked Sendable {
  /// The frame's bytes.
  let bytes: UnsafeMutableRawBufferPointer

  init(_ bytes: UnsafeMutableRawBufferPointer) {
    self.bytes = bytes
  }
}
