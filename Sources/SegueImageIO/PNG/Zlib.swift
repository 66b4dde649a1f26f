import CZlib

/// The two zlib services the PNG writers need: deflate compression and CRC-32.
enum Zlib {
  /// `bytes` as a zlib stream (`compress2`) at `level` (0–9).
  ///
  /// Throws `.invalidArgument` only when zlib fails, which in practice means it ran out of memory.
  static func compress(_ bytes: [UInt8], level: Int32) throws -> [UInt8] {
    var output = [UInt8](repeating: 0, count: Int(compressBound(uLong(bytes.count))))
    var size = uLongf(output.count)
    let status = output.withUnsafeMutableBufferPointer { output in
      bytes.withUnsafeBufferPointer { input in
        compress2(output.baseAddress, &size, input.baseAddress, uLong(input.count), level)
      }
    }
    guard status == Z_OK else {
      throw ImageIOError(
        kind: .invalidArgument, path: "", reason: "zlib could not compress \(bytes.count) bytes (error \(status))",
        remedy: "free some memory or render smaller frames")
    }
    output.removeLast(output.count - Int(size))
    return output
  }

  /// The CRC-32 of `bytes`, continuing from `crc` (0 to start).
  static func crc(_ bytes: ArraySlice<UInt8>, continuing crc: UInt32 = 0) -> UInt32 {
    // zlib returns 0 for a null buffer, which an empty slice may have: skip it instead.
    guard !bytes.isEmpty else { return crc }
    return bytes.withUnsafeBufferPointer { buffer in
      UInt32(crc32(uLong(crc), buffer.baseAddress, uInt(buffer.count)))
    }
  }
}
