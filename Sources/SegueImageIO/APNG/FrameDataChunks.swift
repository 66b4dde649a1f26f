/// Cuts one frame's zlib stream, arriving in pieces, into data chunks: `IDAT` for the first
/// frame, `fdAT` (data prefixed with a sequence number) for later ones, each holding at most
/// ``maximumDataLength`` bytes so that only one chunk's worth is ever held.
struct FrameDataChunks {
  /// The largest chunk data length written (1 MiB); longer frame data is split across chunks.
  static let maximumDataLength = 1 << 20

  /// The sequence number the next `fdAT` (or, once finished, the next `fcTL`) takes.
  private(set) var sequence: UInt32
  private let isFirstFrame: Bool
  /// Frame bytes not yet in a chunk, fewer than a chunk holds.
  private var pending: [UInt8] = []
  /// How many frame bytes one chunk holds: `fdAT` data starts with its 4-byte sequence number.
  private let capacity: Int

  /// Chunks for the first frame (`IDAT`) or a later one (`fdAT`, numbered from `sequence`).
  init(isFirstFrame: Bool, sequence: UInt32) {
    self.isFirstFrame = isFirstFrame
    self.sequence = sequence
    capacity = isFirstFrame ? Self.maximumDataLength : Self.maximumDataLength - 4
  }

  /// Takes the next piece of the stream, handing `sink` each chunk it fills.
  mutating func append(_ bytes: UnsafeBufferPointer<UInt8>, into sink: ([UInt8]) throws -> Void) throws {
    var start = 0
    while start < bytes.count {
      let end = min(bytes.count, start + capacity - pending.count)
      pending += bytes[start..<end]
      start = end
      if pending.count == capacity { try emit(into: sink) }
    }
  }

  /// Hands `sink` the last, partly filled chunk, if any.
  mutating func finish(into sink: ([UInt8]) throws -> Void) throws {
    if !pending.isEmpty { try emit(into: sink) }
  }

  private mutating func emit(into sink: ([UInt8]) throws -> Void) throws {
    if isFirstFrame {
      try sink(PNGStream.chunk("IDAT", pending[...]))
    } else {
      try sink(PNGStream.chunk("fdAT", prefix: PNGStream.bigEndian(sequence), pending[...]))
      sequence += 1
    }
    pending.removeAll(keepingCapacity: true)
  }
}
