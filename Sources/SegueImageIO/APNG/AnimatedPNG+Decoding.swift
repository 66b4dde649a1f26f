import SegueImage

extension AnimatedPNG {
  /// The frames of an animated PNG and how long each shows, as read back from a file.
  public struct Decoded: Sendable, Hashable {
    /// Every frame, in order, each the whole canvas.
    public let frames: [Bitmap]
    /// How long each frame shows, in seconds (the first frame's `fcTL`); 0 without frames.
    public let frameDelay: Double
  }

  /// The frames of the APNG file `bytes`, each decoded as a still PNG of its own (the file's
  /// header, the frame's data, an end) with ``PNG/decode(_:path:)``; `path` names the bytes in
  /// errors.
  ///
  /// Reads the files Segue writes (every frame the whole canvas, none blended over the last).
  /// Throws `.corrupt` for bytes that are not a PNG, a PNG without `acTL` (a still image), a
  /// frame whose data is missing or undecodable, or a truncated chunk.
  public static func decode(_ bytes: [UInt8], path: String = "<memory>") throws -> Decoded {
    let chunks = try Self.chunks(of: bytes, path: path)
    guard let header = chunks.first(where: { $0.type == "IHDR" }), chunks.contains(where: { $0.type == "acTL" })
    else {
      throw ImageIOError(
        kind: .corrupt, path: path, reason: "it is not an animated PNG (no IHDR or acTL chunk)",
        remedy: "record the animation again")
    }
    var frameData: [[UInt8]] = []
    var delay: Double?
    for chunk in chunks {
      switch chunk.type {
      case "fcTL":
        frameData.append([])
        if delay == nil, chunk.data.count >= 24 {
          let numerator = Double(UInt16(chunk.data[20]) << 8 | UInt16(chunk.data[21]))
          let denominator = UInt16(chunk.data[22]) << 8 | UInt16(chunk.data[23])
          delay = numerator / Double(denominator == 0 ? 100 : denominator)
        }
      case "IDAT" where !frameData.isEmpty: frameData[frameData.count - 1] += chunk.data
      case "fdAT" where !frameData.isEmpty: frameData[frameData.count - 1] += chunk.data.dropFirst(4)
      default: break
      }
    }
    let frames = try frameData.enumerated().map { number, data in
      var still = PNGStream()
      still.appendChunk("IHDR", header.data[...])
      still.appendChunk("IDAT", data[...])
      still.appendChunk("IEND", [][...])
      do {
        return try PNG.decode(still.bytes, path: path)
      } catch {
        throw ImageIOError(
          kind: .corrupt, path: path, reason: "frame \(number) cannot be decoded (\(error))",
          remedy: "record the animation again")
      }
    }
    return Decoded(frames: frames, frameDelay: delay ?? 0)
  }

  /// The chunks of a PNG file, type and data; throws `.corrupt` for a missing signature or a
  /// chunk that runs past the end.
  private static func chunks(of bytes: [UInt8], path: String) throws -> [(type: String, data: [UInt8])] {
    guard bytes.starts(with: PNGStream.signature) else {
      throw ImageIOError(kind: .corrupt, path: path, reason: "it does not start with the PNG signature")
    }
    var found: [(type: String, data: [UInt8])] = []
    var offset = PNGStream.signature.count
    while offset + 12 <= bytes.count {
      let length = bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
      guard offset + 12 + length <= bytes.count else {
        throw ImageIOError(kind: .corrupt, path: path, reason: "a chunk at byte \(offset) runs past the end")
      }
      let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
      found.append((type, Array(bytes[(offset + 8)..<(offset + 8 + length)])))
      offset += 12 + length
    }
    return found
  }
}
