import CZlib

/// PNG files written byte by byte with zlib, independently of the encoder, for headers it never
/// writes: sizes the data does not match, or beyond the reader's limits.
enum HandMadePNG {
  /// A PNG whose header declares `width` × `height` (8-bit RGBA unless `bitDepth` and
  /// `colourType` say otherwise) and whose one IDAT chunk holds `filtered` compressed.
  static func file(
    width: Int, height: Int, bitDepth: UInt8 = 8, colourType: UInt8 = 6, filtered: [UInt8]
  ) -> [UInt8] {
    let header = bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [bitDepth, colourType, 0, 0, 0]
    return [137, 80, 78, 71, 13, 10, 26, 10] + chunk("IHDR", header) + chunk("IDAT", compressed(filtered))
      + chunk("IEND", [])
  }

  /// The rows of an all-transparent 8-bit RGBA image, each a filter byte of 0 and its pixels.
  static func clearRows(width: Int, height: Int) -> [UInt8] {
    [UInt8](repeating: 0, count: height * (1 + width * 4))
  }

  /// One chunk: length, type, data and CRC-32.
  private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let body = Array(type.utf8) + data
    let crc = body.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, uInt($0.count))) }
    return bigEndian(UInt32(data.count)) + body + bigEndian(crc)
  }

  /// `data` as a zlib stream at the best compression.
  private static func compressed(_ data: [UInt8]) -> [UInt8] {
    var output = [UInt8](repeating: 0, count: Int(compressBound(uLong(data.count))))
    var size = uLongf(output.count)
    let status = output.withUnsafeMutableBufferPointer { output in
      data.withUnsafeBufferPointer { compress2(output.baseAddress, &size, $0.baseAddress, uLong($0.count), 9) }
    }
    precondition(status == Z_OK, "zlib could not compress the test image")
    return Array(output.prefix(Int(size)))
  }

  /// The four big-endian bytes of `value`.
  private static func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
  }
}
