import CZlib

/// An independent reader for PNG / APNG byte streams, used to check what the encoders write.
enum PNGChunkParser {
  /// One chunk as stored: its type, data and the CRC-32 written after it.
  struct Chunk {
    var type: String
    var data: [UInt8]
    var storedCRC: UInt32

    /// The CRC-32 of type and data, recomputed with zlib.
    var computedCRC: UInt32 {
      let bytes = Array(type.utf8) + data
      return bytes.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, uInt($0.count))) }
    }

    /// The big-endian 32-bit integer at `offset` in the data.
    func uint32(at offset: Int) -> UInt32 {
      PNGChunkParser.uint32(data, at: offset)
    }

    /// The big-endian 16-bit integer at `offset` in the data.
    func uint16(at offset: Int) -> UInt16 {
      UInt16(data[offset]) << 8 | UInt16(data[offset + 1])
    }
  }

  /// A malformed stream.
  struct Malformed: Error, CustomStringConvertible {
    var description: String
  }

  /// The chunks of `bytes` after checking the PNG signature and that every chunk fits.
  static func parse(_ bytes: [UInt8]) throws -> [Chunk] {
    guard bytes.count >= 8, Array(bytes[0..<8]) == [137, 80, 78, 71, 13, 10, 26, 10] else {
      throw Malformed(description: "missing PNG signature")
    }
    var chunks: [Chunk] = []
    var offset = 8
    while offset < bytes.count {
      guard offset + 12 <= bytes.count else { throw Malformed(description: "truncated chunk header at \(offset)") }
      let length = Int(uint32(bytes, at: offset))
      guard offset + 12 + length <= bytes.count else { throw Malformed(description: "truncated chunk at \(offset)") }
      let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
      let data = Array(bytes[(offset + 8)..<(offset + 8 + length)])
      chunks.append(Chunk(type: type, data: data, storedCRC: uint32(bytes, at: offset + 8 + length)))
      offset += 12 + length
    }
    return chunks
  }

  /// `data` inflated with zlib's `uncompress`, which must produce exactly `count` bytes.
  static func inflate(_ data: [UInt8], count: Int) throws -> [UInt8] {
    var output = [UInt8](repeating: 0, count: count + 1)
    var size = uLongf(output.count)
    let status = output.withUnsafeMutableBufferPointer { output in
      data.withUnsafeBufferPointer { uncompress(output.baseAddress, &size, $0.baseAddress, uLong($0.count)) }
    }
    guard status == Z_OK, Int(size) == count else {
      throw Malformed(description: "inflate gave status \(status) and \(size) bytes, expected \(count)")
    }
    return Array(output[0..<count])
  }

  /// `data` compressed in one call of zlib's `compress2` at `level`.
  static func compress(_ data: [UInt8], level: Int32) throws -> [UInt8] {
    var output = [UInt8](repeating: 0, count: Int(compressBound(uLong(data.count))))
    var size = uLongf(output.count)
    let status = output.withUnsafeMutableBufferPointer { output in
      data.withUnsafeBufferPointer { compress2(output.baseAddress, &size, $0.baseAddress, uLong($0.count), level) }
    }
    guard status == Z_OK else { throw Malformed(description: "compress2 gave status \(status)") }
    return Array(output[0..<Int(size)])
  }

  /// Reverses PNG filtering of 8-bit RGBA scanlines (each prefixed by its filter type byte).
  static func unfilter(_ filtered: [UInt8], width: Int, height: Int) throws -> [UInt8] {
    let stride = width * 4
    var pixels = [UInt8](repeating: 0, count: stride * height)
    for y in 0..<height {
      let type = filtered[y * (stride + 1)]
      for i in 0..<stride {
        let raw = filtered[y * (stride + 1) + 1 + i]
        let left = i >= 4 ? Int(pixels[y * stride + i - 4]) : 0
        let up = y > 0 ? Int(pixels[(y - 1) * stride + i]) : 0
        let upLeft = i >= 4 && y > 0 ? Int(pixels[(y - 1) * stride + i - 4]) : 0
        let prediction: Int
        switch type {
        case 0: prediction = 0
        case 1: prediction = left
        case 2: prediction = up
        case 3: prediction = (left + up) / 2
        case 4:
          let estimate = left + up - upLeft
          let (toLeft, toUp, toUpLeft) = (abs(estimate - left), abs(estimate - up), abs(estimate - upLeft))
          prediction = toLeft <= toUp && toLeft <= toUpLeft ? left : (toUp <= toUpLeft ? up : upLeft)
        default:
          throw Malformed(description: "row \(y) has filter type \(type)")
        }
        pixels[y * stride + i] = UInt8((Int(raw) + prediction) & 0xFF)
      }
    }
    return pixels
  }

  /// The big-endian 32-bit integer at `offset` in `bytes`.
  static func uint32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
    UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8
      | UInt32(bytes[offset + 3])
  }
}
