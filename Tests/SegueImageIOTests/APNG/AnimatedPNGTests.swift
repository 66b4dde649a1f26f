import Foundation
import SegueGeometry
import SegueImage
import SegueImageIO
import Testing

@Suite struct AnimatedPNGTests {
  /// Three different 7×5 frames with translucent and transparent pixels.
  let frames = (1...3).map { TestImages.noise(width: 7, height: 5, seed: UInt64($0)) }

  func animation(of frames: [Bitmap], loopCount: UInt32 = 0) throws -> AnimatedPNG {
    var animation = AnimatedPNG(
      width: frames[0].width, height: frames[0].height, frameDelay: (numerator: 1, denominator: 30),
      loopCount: loopCount)
    for frame in frames { try animation.append(frame) }
    return animation
  }

  @Test func chunksComeInAPNGOrderWithValidCRCs() throws {
    let chunks = try PNGChunkParser.parse(animation(of: frames).encoded())
    #expect(chunks.map(\.type) == ["IHDR", "acTL", "fcTL", "IDAT", "fcTL", "fdAT", "fcTL", "fdAT", "IEND"])
    for chunk in chunks {
      #expect(chunk.storedCRC == chunk.computedCRC, "CRC of \(chunk.type)")
    }
    let header = chunks[0]
    #expect(header.uint32(at: 0) == 7 && header.uint32(at: 4) == 5)
    #expect(Array(header.data[8...]) == [8, 6, 0, 0, 0])
    #expect(chunks.last?.data.isEmpty == true)
  }

  @Test func controlChunksDescribeEveryFrame() throws {
    let chunks = try PNGChunkParser.parse(animation(of: frames, loopCount: 2).encoded())
    let control = try #require(chunks.first { $0.type == "acTL" })
    let frameControls = chunks.filter { $0.type == "fcTL" }
    #expect(control.uint32(at: 0) == 3)
    #expect(control.uint32(at: 4) == 2)
    #expect(frameControls.count == 3)
    for frameControl in frameControls {
      #expect(frameControl.data.count == 26)
      #expect(frameControl.uint32(at: 4) == 7 && frameControl.uint32(at: 8) == 5)
      #expect(frameControl.uint32(at: 12) == 0 && frameControl.uint32(at: 16) == 0)
      #expect(frameControl.uint16(at: 20) == 1 && frameControl.uint16(at: 22) == 30)
      #expect(frameControl.data[24] == 0 && frameControl.data[25] == 0)
    }
  }

  @Test func sequenceNumbersCountUpFromZero() throws {
    let chunks = try PNGChunkParser.parse(animation(of: frames).encoded())
    let sequence = chunks.filter { $0.type == "fcTL" || $0.type == "fdAT" }.map { $0.uint32(at: 0) }
    #expect(sequence == Array(0..<UInt32(sequence.count)))
  }

  @Test func everyFrameDecodesToTheStraightAlphaSourcePixels() throws {
    let chunks = try PNGChunkParser.parse(animation(of: frames).encoded())
    let decoded = try Self.decodeFrames(chunks, width: 7, height: 5)
    #expect(decoded == frames.map(TestImages.straightAlpha))
  }

  @Test func largeFramesSplitIntoSeveralDataChunks() throws {
    let big = [TestImages.noise(width: 530, height: 530, seed: 7), TestImages.noise(width: 530, height: 530, seed: 8)]
    let chunks = try PNGChunkParser.parse(animation(of: big).encoded())
    #expect(chunks.map(\.type) == ["IHDR", "acTL", "fcTL", "IDAT", "IDAT", "fcTL", "fdAT", "fdAT", "IEND"])
    #expect(chunks.allSatisfy { $0.data.count <= 1 << 20 })
    let sequence = chunks.filter { $0.type == "fcTL" || $0.type == "fdAT" }.map { $0.uint32(at: 0) }
    #expect(sequence == [0, 1, 2, 3])
    #expect(try Self.decodeFrames(chunks, width: 530, height: 530) == big.map(TestImages.straightAlpha))
  }

  @Test func theFirstRowIsFilteredWithSubAndTheOthersWithUp() throws {
    var gradient = Bitmap(width: 8, height: 3)
    for y in 0..<3 {
      for x in 0..<8 { gradient[x, y] = Bitmap.Pixel(red: UInt8(x * 30), green: UInt8(x * 30), blue: UInt8(x * 30)) }
    }
    let chunks = try PNGChunkParser.parse(animation(of: [gradient]).encoded())
    let data = chunks.filter { $0.type == "IDAT" }.flatMap(\.data)
    let filtered = try PNGChunkParser.inflate(data, count: 3 * (8 * 4 + 1))
    // Row 0 has nothing above it, so Sub (small steps);
    // rows 1 and 2 take Up, which leaves zeros where they repeat the row above.
    #expect([filtered[0], filtered[33], filtered[66]] == [1, 2, 2])
  }

  /// Frames compressed a row at a time are the zlib stream `compress2` makes of the whole
  /// frame's filtered rows, as before frames were streamed: the files keep their bytes.
  @Test func frameDataIsTheStreamCompress2Makes() throws {
    let big = [
      AnimatedPNGWriterTests.interfaceFrame(width: 600, height: 900, step: 0),
      TestImages.noise(width: 530, height: 530, seed: 9),
    ]
    for frame in big {
      let chunks = try PNGChunkParser.parse(animation(of: [frame]).encoded())
      let data = chunks.filter { $0.type == "IDAT" }.flatMap(\.data)
      let filtered = try PNGChunkParser.inflate(data, count: frame.height * (frame.width * 4 + 1))
      #expect(data == (try PNGChunkParser.compress(filtered, level: 6)))
    }
  }

  @Test func libpngReadsTheFirstFrameAsTheStillImage() throws {
    let bytes = try animation(of: frames).encoded()
    #expect(try PNG.decode(bytes) == frames[0])
  }

  @Test func framesOfTheWrongSizeAreRejected() throws {
    var animation = try animation(of: frames)
    #expect(throws: ImageIOError.self) { try animation.append(Bitmap(width: 5, height: 7)) }
    #expect(animation.frameCount == 3)
    do {
      try animation.append(Bitmap(width: 5, height: 7))
    } catch let error as ImageIOError {
      #expect(error.kind == .invalidArgument)
      #expect(
        error.description == "frame 4 is 5×7 but the animation is 7×5 — render every frame at the animation's size")
    }
  }

  @Test func anAnimationWithoutFramesCannotBeEncoded() {
    let empty = AnimatedPNG(width: 4, height: 4, frameDelay: (numerator: 1, denominator: 60))
    #expect(empty.frameCount == 0)
    #expect(
      throws: ImageIOError(
        kind: .invalidArgument, path: "", reason: "the animation has no frames",
        remedy: "append at least one frame before encoding")
    ) { try empty.encoded() }
  }

  @Test func anEmptyCanvasIsRejected() {
    var empty = AnimatedPNG(width: 0, height: 0, frameDelay: (numerator: 1, denominator: 60))
    #expect(throws: ImageIOError.self) { try empty.append(Bitmap(width: 0, height: 0)) }
  }

  @Test func writeStoresTheEncodedBytes() throws {
    let folder = try TemporaryFolder()
    let animation = try animation(of: frames)
    try animation.write(to: folder.file("a.png"))
    let stored = try [UInt8](Data(contentsOf: URL(fileURLWithPath: folder.file("a.png"))))
    #expect(stored == (try animation.encoded()))
    #expect(try folder.contents() == ["a.png"])
  }

  /// Each frame's pixels, from `IDAT` (frame 0) or `fdAT` (later frames) data: concatenated,
  /// inflated and un-filtered.
  static func decodeFrames(_ chunks: [PNGChunkParser.Chunk], width: Int, height: Int) throws -> [[UInt8]] {
    var compressed: [[UInt8]] = []
    for chunk in chunks {
      switch chunk.type {
      case "fcTL": compressed.append([])
      case "IDAT": compressed[compressed.count - 1] += chunk.data
      case "fdAT": compressed[compressed.count - 1] += chunk.data[4...]
      default: break
      }
    }
    return try compressed.map { data in
      let filtered = try PNGChunkParser.inflate(data, count: height * (width * 4 + 1))
      return try PNGChunkParser.unfilter(filtered, width: width, height: height)
    }
  }
}
