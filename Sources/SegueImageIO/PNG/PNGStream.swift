/// A PNG byte stream built chunk by chunk: the signature, then length, type, data and CRC-32
/// for each chunk appended.
struct PNGStream {
  /// The eight bytes every PNG file starts with.
  static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

  /// The stream so far.
  private(set) var bytes: [UInt8] = signature

  /// Appends the `IHDR` chunk for an 8-bit RGBA (colour type 6), non-interlaced image.
  mutating func appendHeader(width: Int, height: Int) {
    var data = Self.bigEndian(UInt32(width)) + Self.bigEndian(UInt32(height))
    data += [8, 6, 0, 0, 0]
    appendChunk("IHDR", data[...])
  }

  /// Appends one chunk (see ``chunk(_:prefix:_:)``).
  mutating func appendChunk(_ type: String, prefix: [UInt8] = [], _ data: ArraySlice<UInt8>) {
    bytes += Self.chunk(type, prefix: prefix, data)
  }

  /// The bytes of one chunk whose data is `prefix` followed by `data`; `type` is four ASCII letters.
  static func chunk(_ type: String, prefix: [UInt8] = [], _ data: ArraySlice<UInt8>) -> [UInt8] {
    let typeBytes = Array(type.utf8)
    var bytes = bigEndian(UInt32(prefix.count + data.count))
    bytes.reserveCapacity(12 + prefix.count + data.count)
    bytes += typeBytes
    bytes += prefix
    bytes += data
    var crc = Zlib.crc(typeBytes[...])
    crc = Zlib.crc(prefix[...], continuing: crc)
    crc = Zlib.crc(data, continuing: crc)
    bytes += bigEndian(crc)
    return bytes
  }

  /// The four big-endian bytes of `value`.
  static func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
  }

  /// The two big-endian bytes of `value`.
  static func bigEndian(_ value: UInt16) -> [UInt8] {
    [UInt8(value >> 8), UInt8(value & 0xFF)]
  }
}
