import SegueGeometry

/// A rectangle of premultiplied RGBA8 pixels, the image type every Segue module exchanges.
///
/// Rows run top to bottom and pixels left to right; each pixel is four bytes in the order red,
/// green, blue, alpha, with the colour channels already multiplied by alpha (so no channel
/// exceeds alpha). There is no row padding: the stride is `width * 4`. It has a module of its
/// own, SegueImage, above the geometry types and below the layer tree that holds it as
/// contents, the renderer that draws into it and the file formats that read and write it.
///
/// The sizes are never negative and there are always exactly `width * height * 4` bytes: the
/// initialisers check it, and every way of writing pixels keeps the count.
public struct Bitmap: Sendable, Hashable {
  /// The width in pixels, never negative.
  public let width: Int
  /// The height in pixels, never negative.
  public let height: Int
  /// The pixel bytes behind ``bytes``, whose count never changes once initialised.
  @usableFromInline var storage: [UInt8]

  /// The pixel bytes, exactly `width * height * 4` of them, premultiplied RGBA in row order.
  ///
  /// Read-only, so that the count always matches the size: pixels are written through the
  /// subscript, ``fill(_:)`` or ``withUnsafeMutableBytes(_:)``.
  @inlinable public var bytes: [UInt8] { storage }

  /// Creates a bitmap of the given size filled with transparent black.
  ///
  /// Negative sizes are treated as zero.
  public init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
    storage = [UInt8](repeating: 0, count: self.width * self.height * 4)
  }

  /// Creates a bitmap of the given size filled with one premultiplied pixel.
  public init(width: Int, height: Int, filledWith pixel: Pixel) {
    self.init(width: width, height: height)
    fill(pixel)
  }

  /// Creates a bitmap over existing premultiplied RGBA bytes, or `nil` when a size is negative,
  /// the byte count is not `width * height * 4` (including when that product overflows) or a
  /// colour channel exceeds its alpha.
  ///
  /// Failable, like `CGImage`'s initialisers: nothing is stored unless every invariant holds.
  public init?(width: Int, height: Int, bytes: [UInt8]) {
    let (pixelCount, overflow) = width.multipliedReportingOverflow(by: height)
    guard width >= 0, height >= 0, !overflow, bytes.count % 4 == 0, bytes.count / 4 == pixelCount else {
      return nil
    }
    var index = 0
    while index < bytes.count {
      let alpha = bytes[index + 3]
      if bytes[index] > alpha || bytes[index + 1] > alpha || bytes[index + 2] > alpha { return nil }
      index += 4
    }
    self.width = width
    self.height = height
    storage = bytes
  }

  /// The number of pixels.
  public var pixelCount: Int { width * height }

  /// Whether the bitmap has no pixels.
  public var isEmpty: Bool { width == 0 || height == 0 }

  /// The pixel at column `x` and row `y`; both must be inside the bitmap.
  public subscript(x: Int, y: Int) -> Pixel {
    get {
      precondition(
        x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside a \(width)×\(height) bitmap")
      let i = (y * width + x) * 4
      return Pixel(red: storage[i], green: storage[i + 1], blue: storage[i + 2], alpha: storage[i + 3])
    }
    set {
      precondition(
        x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside a \(width)×\(height) bitmap")
      let i = (y * width + x) * 4
      storage[i] = newValue.red
      storage[i + 1] = newValue.green
      storage[i + 2] = newValue.blue
      storage[i + 3] = newValue.alpha
    }
  }

  /// Sets every pixel to `pixel`.
  public mutating func fill(_ pixel: Pixel) {
    fill(pixel, rows: 0..<height)
  }

  /// Sets every pixel of `rows` (clamped to the bitmap) to `pixel`.
  public mutating func fill(_ pixel: Pixel, rows: Range<Int>) {
    let rows = rows.clamped(to: 0..<height)
    guard !rows.isEmpty, width > 0 else { return }
    let word = pixel.word
    let start = rows.lowerBound * width
    let count = rows.count * width
    storage.withUnsafeMutableBytes { raw in
      let first = raw.baseAddress! + start * 4
      if word == 0 {
        first.initializeMemory(as: UInt8.self, repeating: 0, count: count * 4)
      } else {
        first.initializeMemory(as: UInt32.self, repeating: word.littleEndian, count: count)
      }
    }
  }

  /// Calls `body` with the pixel bytes to change in place, without a copy when the storage is
  /// not shared: the renderers' fast path.
  ///
  /// The buffer holds exactly ``bytes``'s count and cannot be resized, so the size invariant
  /// holds whatever `body` does. `body` must keep every colour channel at or below its alpha and
  /// must not use the buffer after it returns.
  @inlinable
  public mutating func withUnsafeMutableBytes<Result>(
    _ body: (UnsafeMutableRawBufferPointer) throws -> Result
  ) rethrows -> Result {
    try storage.withUnsafeMutableBytes(body)
  }

  /// Calls `body` with the pixel bytes as a typed buffer to change in place; the same guarantees
  /// and obligations as ``withUnsafeMutableBytes(_:)``.
  @inlinable
  public mutating func withUnsafeMutableBufferPointer<Result>(
    _ body: (UnsafeMutableBufferPointer<UInt8>) throws -> Result
  ) rethrows -> Result {
    try storage.withUnsafeMutableBufferPointer { try body($0) }
  }
}

extension Bitmap {
  /// One premultiplied RGBA8 pixel.
  public struct Pixel: Sendable, Hashable {
    /// Red, premultiplied by alpha.
    public var red: UInt8
    /// Green, premultiplied by alpha.
    public var green: UInt8
    /// Blue, premultiplied by alpha.
    public var blue: UInt8
    /// Coverage: 0 transparent, 255 opaque.
    public var alpha: UInt8

    /// Creates a pixel from premultiplied channels; colour channels above `alpha` are clamped to it.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
      self.red = min(red, alpha)
      self.green = min(green, alpha)
      self.blue = min(blue, alpha)
      self.alpha = alpha
    }

    /// Transparent black.
    public static let clear = Pixel(red: 0, green: 0, blue: 0, alpha: 0)

    /// The pixel as the 32-bit word its four bytes form in a little-endian load (red lowest).
    public var word: UInt32 {
      UInt32(red) | UInt32(green) << 8 | UInt32(blue) << 16 | UInt32(alpha) << 24
    }
  }
}
