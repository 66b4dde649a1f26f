import PropertyBased
import SegueGeometry
import SegueImage
import SegueImageIO
import Testing

extension Gen where Value == Bitmap.Pixel {
  /// Premultiplied pixels, biased towards fully transparent and fully opaque alpha.
  static var premultipliedPixel: Generator<Bitmap.Pixel, some SendableSequenceType> {
    let alpha = Gen<UInt8>.oneOf(Gen<UInt8>.always(0), Gen<UInt8>.always(255), Gen<UInt8>.uint8())
    return zip(alpha, Gen<UInt8>.uint8(), Gen<UInt8>.uint8(), Gen<UInt8>.uint8()).map { alpha, red, green, blue in
      let limit = UInt16(alpha) + 1
      return Bitmap.Pixel(
        red: UInt8(UInt16(red) % limit), green: UInt8(UInt16(green) % limit), blue: UInt8(UInt16(blue) % limit),
        alpha: alpha)
    }
  }
}

extension Gen where Value == Bitmap {
  /// Bitmaps from 1×1 to 9×9 of random premultiplied pixels.
  static var smallBitmap: Generator<Bitmap, some SendableSequenceType> {
    zip(Gen<Int>.int(in: 1...9), Gen<Int>.int(in: 1...9), Gen<Bitmap.Pixel>.premultipliedPixel.array(of: 81)).map {
      width, height, pixels in
      var bitmap = Bitmap(width: width, height: height)
      for y in 0..<height {
        for x in 0..<width { bitmap[x, y] = pixels[y * width + x] }
      }
      return bitmap
    }
  }
}

@Suite struct PNGRoundTripTests {
  @Test func encodeThenDecodeGivesBackTheSameBitmap() async {
    await propertyCheck(count: 200, input: Gen.smallBitmap) { bitmap in
      let decoded = try PNG.decode(PNG.encode(bitmap))
      #expect(decoded == bitmap)
    }
  }

  @Test func everyPremultipliedPixelSurvivesTheRoundTrip() throws {
    var bitmap = Bitmap(width: 257, height: 128)
    var index = 0
    for alpha in 0...255 {
      for colour in 0...alpha {
        bitmap[index % 257, index / 257] = Bitmap.Pixel(
          red: UInt8(colour), green: UInt8(alpha - colour), blue: UInt8(colour / 2), alpha: UInt8(alpha))
        index += 1
      }
    }
    #expect(index == 257 * 128)
    #expect(try PNG.decode(PNG.encode(bitmap)) == bitmap)
  }

  @Test func encodedBytesAreAPNGWithStraightAlpha() throws {
    let half = Bitmap(width: 1, height: 1, filledWith: Bitmap.Pixel(red: 64, green: 0, blue: 128, alpha: 128))
    let bytes = try PNG.encode(half)
    #expect(Array(bytes.prefix(8)) == [137, 80, 78, 71, 13, 10, 26, 10])
    let chunks = try PNGChunkParser.parse(bytes)
    let data = try PNGChunkParser.inflate(chunks.filter { $0.type == "IDAT" }.flatMap(\.data), count: 5)
    #expect(try PNGChunkParser.unfilter(data, width: 1, height: 1) == [128, 0, 255, 128])
  }

  @Test func writeThenReadGivesBackTheSameBitmap() throws {
    let folder = try TemporaryFolder()
    let bitmap = TestImages.noise(width: 13, height: 7, seed: 1)
    try PNG.write(bitmap, to: folder.file("noise.png"))
    #expect(try PNG.read(from: folder.file("noise.png")) == bitmap)
  }

  @Test func encodingAnEmptyBitmapIsAnInvalidArgument() {
    #expect(throws: ImageIOError.self) { try PNG.encode(Bitmap(width: 0, height: 3)) }
    do {
      _ = try PNG.encode(Bitmap(width: 0, height: 3))
    } catch let error as ImageIOError {
      #expect(error.kind == .invalidArgument)
      #expect(error.description == "cannot encode an empty 0×3 image — give it a width and height of at least 1")
    } catch {
      Issue.record("unexpected error \(error)")
    }
  }
}
