import SegueGeometry
import SegueImage
import SegueImageIO
import Testing

@Suite("PNG.decode refuses declared sizes it cannot or should not hold, before allocating them")
struct PNGSizeLimitTests {
  /// The `ImageIOError` `decode` throws for `bytes`, recording an issue when it throws nothing.
  func failure(decoding bytes: [UInt8], path: String = "<memory>") -> ImageIOError? {
    do {
      let bitmap = try PNG.decode(bytes, path: path)
      Issue.record("decoded a \(bitmap.width)×\(bitmap.height) image")
    } catch let error as ImageIOError {
      #expect(!error.description.contains("\n"))
      return error
    } catch {
      Issue.record("unexpected error \(error)")
    }
    return nil
  }

  @Test("The limit is 16384 pixels a side and 64 Mi pixels in all")
  func theLimitIsDocumented() {
    #expect(PNG.maximumSide == 16_384)
    #expect(PNG.maximumPixelCount == 64 << 20)
  }

  @Test(
    "A tiny file declaring an image beyond the limit is refused with the limit",
    arguments: [(100_000, 100_000), (20_000, 20_000), (16_385, 1), (1, 16_385), (8192, 8193), (16_384, 4097)])
  func sizesBeyondTheLimitAreRefused(width: Int, height: Int) {
    let file = HandMadePNG.file(width: width, height: height, filtered: HandMadePNG.clearRows(width: 1, height: 1))
    #expect(file.count < 80)
    let error = failure(decoding: file, path: "huge.png")
    #expect(error?.kind == .corrupt)
    #expect(
      error?.reason
        == "it declares \(width)×\(height) pixels, more than this reader's limit of 16384 a side and 67108864 in all")
  }

  @Test("The message names the file, the declared size, the limit and what to do")
  func theMessageIsOneLine() {
    let file = HandMadePNG.file(width: 100_000, height: 100_000, filtered: HandMadePNG.clearRows(width: 1, height: 1))
    #expect(
      failure(decoding: file, path: "huge.png")?.description
        == "'huge.png' is not a valid PNG image (it declares 100000×100000 pixels, more than this reader's limit of "
        + "16384 a side and 67108864 in all) — scale it down and re-export it")
  }

  @Test("Images as long or as tall as the limit allows are read", arguments: [(16_384, 1), (1, 16_384), (16_384, 2)])
  func sidesAtTheLimitAreAccepted(width: Int, height: Int) throws {
    let rows = HandMadePNG.clearRows(width: width, height: height)
    let file = HandMadePNG.file(width: width, height: height, filtered: rows)
    let bitmap = try PNG.decode(file)
    #expect(bitmap.width == width && bitmap.height == height)
    #expect(bitmap.bytes.count == width * height * 4 && bitmap.bytes.allSatisfy { $0 == 0 })
  }

  @Test("A size within the limit that the file's bytes cannot inflate to is refused before allocating it")
  func sizesTheDataCannotHoldAreRefused() {
    let file = HandMadePNG.file(width: 8000, height: 8000, filtered: HandMadePNG.clearRows(width: 8000, height: 1))
    let error = failure(decoding: file)
    #expect(error?.kind == .corrupt)
    #expect(error?.reason == "it declares 8000×8000 pixels but its \(file.count) bytes cannot hold that many")
  }

  @Test("A 1-bit image that compresses as far as deflate allows is still read")
  func highlyCompressedImagesAreAccepted() throws {
    let (width, height) = (4096, 4096)
    let rows = [UInt8](repeating: 0, count: height * (1 + width / 8))
    let file = HandMadePNG.file(width: width, height: height, bitDepth: 1, colourType: 0, filtered: rows)
    #expect(file.count * 300 < rows.count)
    let bitmap = try PNG.decode(file)
    #expect(bitmap.width == width && bitmap.height == height)
    #expect(bitmap[4095, 4095] == Bitmap.Pixel(red: 0, green: 0, blue: 0))
  }

  @Test("A declared size the data falls short of fails cleanly with libpng's message")
  func dataShortOfTheDeclaredSizeIsCorrupt() {
    let file = HandMadePNG.file(width: 64, height: 64, filtered: HandMadePNG.clearRows(width: 64, height: 8))
    let error = failure(decoding: file)
    #expect(error?.kind == .corrupt)
    #expect(error?.reason.hasPrefix("libpng: ") == true)
  }
}
