import SegueImage
import Testing

@testable import SegueX11

/// Segue's RGBA bytes become X TrueColor words: red in bits 16–23, green 8–15, blue 0–7.
@Suite struct PixelConversionTests {
  @Test func redAndBlueTradePlaces() {
    var bitmap = Bitmap(width: 3, height: 1)
    bitmap[0, 0] = Bitmap.Pixel(red: 255, green: 0, blue: 0, alpha: 255)
    bitmap[1, 0] = Bitmap.Pixel(red: 1, green: 2, blue: 3, alpha: 255)
    bitmap[2, 0] = Bitmap.Pixel(red: 0, green: 0, blue: 200, alpha: 200)
    var words = [UInt32](repeating: 0, count: 3)
    words.withUnsafeMutableBufferPointer { PixelConversion.convert(bitmap, into: $0.baseAddress!) }
    #expect(words == [0xFFFF_0000, 0xFF01_0203, 0xC800_00C8])
  }
}
