import SegueImage
import SegueImageIO

/// The frames of an animated PNG file, decoded: each frame's data is put in a still PNG of its
/// own (the file's header, the frame's data as `IDAT`, an end) and read with ``PNG/decode(_:path:)``.
/// Handles the files Segue writes: every frame the whole canvas, none blended over the last.
enum AnimatedPNGFrames {
  /// The frame count the file's `acTL` chunk announces, or `nil` when it has none.
  static func announcedCount(in bytes: [UInt8]) -> Int? {
    chunks(of: bytes).first { $0.type == "acTL" }.map { number(in: $0.data, at: 0) }
  }

  /// Every frame of the file, in order.
  static func decode(_ bytes: [UInt8]) throws -> [Bitmap] {
    let chunks = chunks(of: bytes)
    guard let header = chunks.first(where: { $0.type == "IHDR" }) else { return [] }
    var frames: [[UInt8]] = []
    for chunk in chunks {
      switch chunk.type {
      case "fcTL": frames.append([])
      case "IDAT": frames[frames.count - 1] += chunk.data
      case "fdAT": frames[frames.count - 1] += chunk.data.dropFirst(4)
      default: break
      }
    }
    let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
    return try frames.map { data in
      try PNG.decode(
        signature + encoded("IHDR", header.data) + encoded("IDAT", data) + encoded("IEND", []))
    }
  }

  /// The chunks of a PNG file: type and data.
  private static func chunks(of bytes: [UInt8]) -> [(type: String, data: [UInt8])] {
    var found: [(type: String, data: [UInt8])] = []
    var offset = 8
    while offset + 12 <= bytes.count {
      let length = number(in: bytes, at: offset)
      guard offset + 12 + length <= bytes.count else { break }
      let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
      found.append((type, Array(bytes[(offset + 8)..<(offset + 8 + length)])))
      offset += 12 + length
    }
    return found
  }

  /// The big-endian 32-bit number at `offset`.
  private static func number(in bytes: [UInt8], at offset: Int) -> Int {
    bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
  }

  /// A chunk's bytes: length, type, data and CRC.
  private static func encoded(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let body = Array(type.utf8) + data
    return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
  }

  private static func bigEndian(_ value: UInt32) -> [UInt8] {
    [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
  }

  /// The CRC-32 PNG puts after each chunk.
  private static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }
}
