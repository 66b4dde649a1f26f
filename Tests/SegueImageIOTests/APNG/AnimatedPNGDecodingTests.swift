import SegueImage
import SegueImageIO
import Testing

@Suite struct AnimatedPNGDecodingTests {
  /// Three different 7×5 frames with translucent and transparent pixels.
  let frames = (1...3).map { TestImages.noise(width: 7, height: 5, seed: UInt64($0)) }

  @Test func everyFrameAndTheDelayReadBack() throws {
    var animation = AnimatedPNG(width: 7, height: 5, frameDelay: (numerator: 1, denominator: 30))
    for frame in frames { try animation.append(frame) }
    let decoded = try AnimatedPNG.decode(animation.encoded())
    #expect(decoded.frames == frames)
    #expect(abs(decoded.frameDelay - 1.0 / 30) < 1e-12)
  }

  @Test func framesSplitIntoSeveralDataChunksReadBack() throws {
    let big = (1...2).map { TestImages.noise(width: 530, height: 530, seed: UInt64($0)) }
    var animation = AnimatedPNG(width: 530, height: 530, frameDelay: (numerator: 1, denominator: 60))
    for frame in big { try animation.append(frame) }
    #expect(try AnimatedPNG.decode(animation.encoded()).frames == big)
  }

  @Test func aStillPNGIsNotAnAnimation() throws {
    let still = try PNG.encode(frames[0])
    #expect {
      try AnimatedPNG.decode(still, path: "still.png")
    } throws: { error in
      (error as? ImageIOError)?.kind == .corrupt && "\(error)".contains("it is not an animated PNG")
    }
  }

  @Test func truncatedOrForeignBytesAreCorrupt() throws {
    var animation = AnimatedPNG(width: 7, height: 5, frameDelay: (numerator: 1, denominator: 30))
    try animation.append(frames[0])
    let bytes = try animation.encoded()
    #expect(throws: ImageIOError.self) { try AnimatedPNG.decode(Array(bytes.prefix(bytes.count - 20))) }
    #expect(throws: ImageIOError.self) { try AnimatedPNG.decode(Array("GIF89a".utf8)) }
  }
}
