import SegueGeometry
import SegueImage
import Testing

/// A colour to a premultiplied pixel and back.
@Suite struct ColorPixelTests {
  @Test func premultipliedPixelRoundsEachChannel() {
    #expect(Color.white.premultipliedPixel == Bitmap.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
    #expect(Color.clear.premultipliedPixel == .clear)
    #expect(
      Color.red.withAlphaComponent(0.5).premultipliedPixel == Bitmap.Pixel(red: 128, green: 0, blue: 0, alpha: 128))
    let translucent = Color(red: 1, green: 0.5, blue: 0.25, alpha: 0.5)
    #expect(translucent.premultipliedPixel == Bitmap.Pixel(red: 128, green: 64, blue: 32, alpha: 128))
  }

  @Test func premultipliedPixelClampsOutOfRangeProducts() {
    let overbright = Color(red: 2, green: -1, blue: 0.5, alpha: 1.5)
    #expect(overbright.premultipliedPixel == Bitmap.Pixel(red: 255, green: 0, blue: 191, alpha: 255))
    let undefined = Color(red: .nan, green: 1, blue: 1, alpha: 1)
    #expect(undefined.premultipliedPixel == Bitmap.Pixel(red: 0, green: 255, blue: 255, alpha: 255))
    #expect(Color(red: 1, green: 1, blue: 1, alpha: -0.5).premultipliedPixel == .clear)
  }

  @Test func transparentPixelsBecomeClear() {
    #expect(Color(premultiplied: .clear) == .clear)
    #expect(Color(premultiplied: Bitmap.Pixel(red: 0, green: 0, blue: 0, alpha: 255)) == .black)
  }

  @Test func everyPremultipliedPixelRoundTrips() {
    var mismatches: [Bitmap.Pixel] = []
    for alpha in UInt8.min...UInt8.max {
      for value in 0...alpha {
        let pixel = Bitmap.Pixel(red: value, green: alpha - value, blue: value / 2, alpha: alpha)
        if Color(premultiplied: pixel).premultipliedPixel != pixel { mismatches.append(pixel) }
      }
    }
    #expect(mismatches.isEmpty)
  }

  @Test(arguments: [1, 2, 3, 17, 64, 127, 128, 200, 254, 255] as [UInt8])
  func everyColourTripleRoundTripsAtAlpha(_ alpha: UInt8) {
    var mismatches = 0
    for red in 0...alpha {
      for green in stride(from: 0, through: alpha, by: 7) {
        for blue in [0, alpha / 3, alpha] {
          let pixel = Bitmap.Pixel(red: red, green: green, blue: blue, alpha: alpha)
          if Color(premultiplied: pixel).premultipliedPixel != pixel { mismatches += 1 }
        }
      }
    }
    #expect(mismatches == 0)
  }
}
