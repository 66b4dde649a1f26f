import SegueGeometry
import Testing

@Suite struct ColorTests {
  @Test func namedColorsMatchUIKit() {
    #expect(Color.clear == Color(red: 0, green: 0, blue: 0, alpha: 0))
    #expect(Color.black == Color(red: 0, green: 0, blue: 0))
    #expect(Color.white == Color(red: 1, green: 1, blue: 1))
    #expect(Color.red == Color(red: 1, green: 0, blue: 0))
    #expect(Color.green == Color(red: 0, green: 1, blue: 0))
    #expect(Color.blue == Color(red: 0, green: 0, blue: 1))
    #expect(Color.yellow == Color(red: 1, green: 1, blue: 0))
    #expect(Color.orange == Color(red: 1, green: 0.5, blue: 0))
    #expect(Color.gray == Color(white: 0.5))
    #expect(Color(white: 0.25, alpha: 0.5) == Color(red: 0.25, green: 0.25, blue: 0.25, alpha: 0.5))
  }

  @Test func withAlphaComponentKeepsTheColourChannels() {
    #expect(Color.orange.withAlphaComponent(0.3) == Color(red: 1, green: 0.5, blue: 0, alpha: 0.3))
  }

  @Test func premultipliedPixelRoundsEachChannel() {
    #expect(Color.white.premultipliedPixel == Bitmap.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
    #expect(Color.clear.premultipliedPixel == .clear)
    #expect(Color.red.withAlphaComponent(0.5).premultipliedPixel == Bitmap.Pixel(red: 128, green: 0, blue: 0, alpha: 128))
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
