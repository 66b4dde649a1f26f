import SegueGeometry
import SegueImage
import Testing

@Suite("Bitmap: the byte count always matches the size")
struct BitmapTests {
  /// The address of the bitmap's pixel storage.
  static func address(of bitmap: Bitmap) -> Int {
    bitmap.bytes.withUnsafeBytes { Int(bitPattern: $0.baseAddress) }
  }

  @Test("Bytes of the wrong length, negative sizes and sizes whose byte count overflows are refused")
  func wrongLengthsAreRefused() {
    let pixel: [UInt8] = [10, 20, 30, 255]
    let sixteen = Array([[UInt8]](repeating: pixel, count: 4).joined())
    #expect(Bitmap(width: 2, height: 2, bytes: sixteen)?.bytes == sixteen)
    #expect(Bitmap(width: 2, height: 2, bytes: Array(sixteen.dropLast())) == nil)
    #expect(Bitmap(width: 2, height: 2, bytes: sixteen + [0]) == nil)
    #expect(Bitmap(width: 2, height: 2, bytes: sixteen + pixel) == nil)
    #expect(Bitmap(width: 2, height: 2, bytes: []) == nil)
    #expect(Bitmap(width: 4, height: 1, bytes: Array(sixteen.prefix(12))) == nil)
    #expect(Bitmap(width: -2, height: -2, bytes: sixteen) == nil)
    #expect(Bitmap(width: -1, height: 0, bytes: []) == nil)
    #expect(Bitmap(width: 0, height: 3, bytes: [])?.isEmpty == true)
    #expect(Bitmap(width: Int.max, height: 2, bytes: sixteen) == nil)
    #expect(Bitmap(width: 1 << 62, height: 1, bytes: []) == nil)
    #expect(Bitmap(width: 1 << 31, height: 1 << 31, bytes: sixteen) == nil)
  }

  @Test("A colour channel above its alpha is refused")
  func unpremultipliedBytesAreRefused() {
    #expect(Bitmap(width: 1, height: 1, bytes: [0, 0, 129, 128]) == nil)
    let premultiplied = Bitmap(width: 1, height: 1, bytes: [0, 0, 128, 128])
    #expect(premultiplied?[0, 0] == Bitmap.Pixel(red: 0, green: 0, blue: 128, alpha: 128))
  }

  @Test("The bytes are read-only from outside the module")
  func bytesCannotBeAssigned() {
    let bytes: PartialKeyPath<Bitmap> = \Bitmap.bytes
    #expect(!(bytes is WritableKeyPath<Bitmap, [UInt8]>))
    #expect(bytes is KeyPath<Bitmap, [UInt8]>)
  }

  @Test("Writing pixels in place keeps the count and copies nothing unless the storage is shared")
  func writingInPlaceKeepsTheCount() {
    var bitmap = Bitmap(width: 3, height: 2)
    let storage = Self.address(of: bitmap)
    let raw = bitmap.withUnsafeMutableBytes { raw in
      raw[0] = 7
      raw[3] = 9
      return Int(bitPattern: raw.baseAddress)
    }
    let typed = bitmap.withUnsafeMutableBufferPointer { pixels in
      pixels[pixels.count - 1] = 255
      return (Int(bitPattern: pixels.baseAddress), pixels.count)
    }
    #expect(raw == storage && typed.0 == storage && typed.1 == 24)
    #expect(bitmap[0, 0] == Bitmap.Pixel(red: 7, green: 0, blue: 0, alpha: 9))
    #expect(bitmap[2, 1] == Bitmap.Pixel(red: 0, green: 0, blue: 0, alpha: 255))
    bitmap[1, 1] = Bitmap.Pixel(red: 1, green: 2, blue: 3)
    bitmap.fill(.clear, rows: 0..<1)
    #expect(bitmap.bytes.count == 24 && Self.address(of: bitmap) == storage)

    let copy = bitmap
    bitmap.withUnsafeMutableBytes { $0[7] = 200 }
    #expect(copy[1, 0] == .clear && bitmap[1, 0].alpha == 200)
    #expect(copy.bytes.count == 24 && bitmap.bytes.count == 24)
  }
}
