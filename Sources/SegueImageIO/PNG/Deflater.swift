import CZlib

/// One zlib stream compressed piece by piece with `deflate`, its output handed to a sink as it
/// is made, so that neither the whole input nor the whole output is ever in memory.
///
/// The stream is the one `compress2` makes of all the input at once at the same level (zlib's
/// default window, memory level and strategy; its output does not depend on how the input is
/// split).
final class Deflater {
  /// Receives each piece of compressed output; the buffer is valid only during the call.
  typealias Sink = (UnsafeBufferPointer<UInt8>) throws -> Void

  /// zlib's state, at a fixed address as zlib requires.
  private let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
  /// Where `deflate` writes before the sink gets it.
  private let output = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 1 << 16)

  /// Starts a stream at compression `level` (0–9).
  ///
  /// Throws `.invalidArgument` only when zlib fails, which in practice means it ran out of memory.
  init(level: Int32) throws {
    stream.initialize(to: z_stream())
    let status = deflateInit_(stream, level, zlibVersion(), Int32(MemoryLayout<z_stream>.size))
    guard status == Z_OK else {
      stream.deallocate()
      output.deallocate()
      throw Self.failure(status)
    }
  }

  deinit {
    deflateEnd(stream)
    stream.deallocate()
    output.deallocate()
  }

  /// Compresses `bytes`, handing `sink` whatever output is ready.
  func compress(_ bytes: UnsafeBufferPointer<UInt8>, into sink: Sink) throws {
    guard let start = bytes.baseAddress, !bytes.isEmpty else { return }
    stream.pointee.next_in = UnsafeMutablePointer(mutating: start)
    stream.pointee.avail_in = uInt(bytes.count)
    try run(Z_NO_FLUSH, into: sink)
  }

  /// Ends the stream, handing `sink` the rest of the output.
  func finish(into sink: Sink) throws {
    try run(Z_FINISH, into: sink)
  }

  /// Calls `deflate` with `flush` until it needs more input (or, finishing, until the stream ends).
  private func run(_ flush: Int32, into sink: Sink) throws {
    while true {
      stream.pointee.next_out = output.baseAddress
      stream.pointee.avail_out = uInt(output.count)
      let status = deflate(stream, flush)
      guard status == Z_OK || status == Z_STREAM_END || status == Z_BUF_ERROR else { throw Self.failure(status) }
      let produced = output.count - Int(stream.pointee.avail_out)
      if produced > 0 { try sink(UnsafeBufferPointer(rebasing: output[0..<produced])) }
      let done = flush == Z_FINISH ? status == Z_STREAM_END : stream.pointee.avail_out != 0
      if done { return }
    }
  }

  private static func failure(_ status: Int32) -> ImageIOError {
    ImageIOError(
      kind: .invalidArgument, path: "", reason: "zlib could not compress the image (error \(status))",
      remedy: "free some memory or render smaller frames")
  }
}
