import CZlib

/// The CRC-32 the PNG writers put after every chunk (zlib's `crc32`).
enum Zlib {
  /// The CRC-32 of `bytes`, continuing from `crc` (0 to start).
  static func crc(_ bytes: ArraySlice<UInt8>, continuing crc: UInt32 = 0) -> UInt32 {
    // zlib returns 0 for a null buffer, which an empty slice may have: skip it instead.
    guard !bytes.isEmpty else { return crc }
    return bytes.withUnsafeBufferPointer { buffer in
      UInt32(crc32(uLong(crc), buffer.baseAddress, uInt(buffer.count)))
    }
  }
}
