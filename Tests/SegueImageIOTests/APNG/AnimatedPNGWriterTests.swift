import Foundation
import SegueGeometry
import SegueImage
import SegueImageIO
import Testing

@Suite struct AnimatedPNGWriterTests {
  /// Frames of a user interface: flat colours, a gradient and a translucent card, so that zlib
  /// finds long matches as well as literals.
  static func interfaceFrame(width: Int, height: Int, step: Int) -> Bitmap {
    var bitmap = Bitmap(width: width, height: height, filledWith: Bitmap.Pixel(red: 240, green: 240, blue: 245))
    for y in 0..<height {
      for x in 0..<width {
        if y < height / 8 {
          bitmap[x, y] = Bitmap.Pixel(red: UInt8(x * 255 / width), green: 90, blue: UInt8(y * 255 / height))
        } else if (x + step * 7) % width < width / 2, y > height / 3, y < height * 2 / 3 {
          bitmap[x, y] = Bitmap.Pixel(red: 30, green: 60, blue: 90, alpha: 160)
        }
      }
    }
    return bitmap
  }

  /// `frames` written by a writer to a file in `folder`, read back.
  func streamed(_ frames: [Bitmap], loopCount: UInt32 = 0, in folder: TemporaryFolder) throws -> [UInt8] {
    let writer = try AnimatedPNGWriter(
      path: folder.file("movie.png"), width: frames[0].width, height: frames[0].height,
      frameDelay: (numerator: 1, denominator: 30), loopCount: loopCount)
    for frame in frames { try writer.append(frame) }
    #expect(writer.frameCount == frames.count)
    try writer.finish()
    return try [UInt8](Data(contentsOf: URL(fileURLWithPath: folder.file("movie.png"))))
  }

  /// `frames` encoded in memory.
  func inMemory(_ frames: [Bitmap], loopCount: UInt32 = 0) throws -> [UInt8] {
    var animation = AnimatedPNG(
      width: frames[0].width, height: frames[0].height, frameDelay: (numerator: 1, denominator: 30),
      loopCount: loopCount)
    for frame in frames { try animation.append(frame) }
    return try animation.encoded()
  }

  /// The file a writer streams is byte for byte the in-memory encoding of the same frames: small
  /// and large frames (several data chunks each), one frame or many, any loop count.
  @Test(arguments: [(7, 5, 3), (530, 530, 2), (64, 1, 1), (300, 900, 4)])
  func theStreamedFileIsTheInMemoryEncoding(width: Int, height: Int, count: Int) throws {
    let folder = try TemporaryFolder()
    let noise = (0..<count).map { TestImages.noise(width: width, height: height, seed: UInt64($0 + 1)) }
    #expect(try streamed(noise, loopCount: 3, in: folder) == inMemory(noise, loopCount: 3))
    let interface = (0..<count).map { Self.interfaceFrame(width: width, height: height, step: $0) }
    #expect(try streamed(interface, in: folder) == inMemory(interface))
    #expect(try folder.contents() == ["movie.png"])
  }

  /// Until it is finished the file is hidden beside its path; a writer released unfinished
  /// leaves nothing.
  @Test func anUnfinishedWriterLeavesNothing() throws {
    let folder = try TemporaryFolder()
    do {
      let writer = try AnimatedPNGWriter(path: folder.file("movie.png"), width: 4, height: 4, frameDelay: (1, 10))
      try writer.append(TestImages.noise(width: 4, height: 4, seed: 1))
      let names = try folder.contents()
      #expect(names.count == 1 && names[0].hasPrefix(".movie.png."))
    }
    #expect(try folder.contents() == [])
  }

  /// A frame of the wrong size or a finish without frames is refused, and the writer goes on.
  @Test func refusedCallsLeaveTheWriterUsable() throws {
    let folder = try TemporaryFolder()
    let writer = try AnimatedPNGWriter(path: folder.file("movie.png"), width: 7, height: 5, frameDelay: (1, 30))
    #expect(
      throws: ImageIOError(
        kind: .invalidArgument, path: "", reason: "the animation has no frames",
        remedy: "append at least one frame before encoding")
    ) { try writer.finish() }
    #expect(throws: ImageIOError.self) { try writer.append(Bitmap(width: 5, height: 7)) }
    let frame = TestImages.noise(width: 7, height: 5, seed: 4)
    try writer.append(frame)
    try writer.finish()
    #expect(try PNG.read(from: folder.file("movie.png")) == frame)
    #expect(throws: ImageIOError.self) { try writer.append(frame) }
  }

  @Test func aFolderThatDoesNotExistIsUnwritable() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("missing/movie.png")
    #expect(throws: ImageIOError(kind: .unwritable, path: path, reason: "No such file or directory")) {
      try AnimatedPNGWriter(path: path, width: 4, height: 4, frameDelay: (1, 10))
    }
    #expect(throws: ImageIOError.self) {
      try AnimatedPNGWriter(path: folder.file("empty.png"), width: 0, height: 4, frameDelay: (1, 10))
    }
    #expect(try folder.contents() == [])
  }
}
