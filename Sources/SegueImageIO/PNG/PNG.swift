import CPNG
import SegueGeometry
import SegueImage

/// Reads and writes single PNG images with libpng's simplified API, converting between
/// Segue's premultiplied `Bitmap` and PNG's straight alpha.
///
/// Conversions round to nearest, so `decode(encode(b)) == b` for every bitmap `b`.
public enum PNG {
  /// The longest side `decode` accepts, in pixels: 16384, the largest texture side most GPUs take.
  public static let maximumSide = 16_384

  /// The most pixels `decode` accepts: 2^26 (64 Mi, a 256 MiB bitmap), such as 8192×8192 or
  /// 16384×4096.
  public static let maximumPixelCount = 1 << 26

  /// The most bytes deflate inflates one compressed byte to (RFC 1951: 258 bytes per two bits).
  private static let maximumInflation = 1032

  /// The PNG bytes (8-bit RGBA, straight alpha) for `bitmap`.
  ///
  /// Throws `.invalidArgument` for an empty bitmap.
  public static func encode(_ bitmap: Bitmap) throws -> [UInt8] {
    try validate(bitmap)
    let straight = AlphaConversion.straightened(bitmap.bytes)
    var image = png_image()
    image.version = UInt32(PNG_IMAGE_VERSION)
    image.width = UInt32(bitmap.width)
    image.height = UInt32(bitmap.height)
    image.format = CPNG_FORMAT_RGBA
    var capacity = upperBound(width: bitmap.width, height: bitmap.height)
    while true {
      var output = [UInt8](repeating: 0, count: capacity)
      var size = capacity
      let succeeded = output.withUnsafeMutableBytes { output in
        straight.withUnsafeBytes { input in
          png_image_write_to_memory(&image, output.baseAddress, &size, 0, input.baseAddress, 0, nil)
        }
      }
      if succeeded != 0 {
        output.removeLast(output.count - size)
        return output
      }
      guard size > capacity else {
        throw ImageIOError(
          kind: .invalidArgument, path: "", reason: "libpng could not encode the image (\(message(of: image)))",
          remedy: "check that the image is a sensible size")
      }
      capacity = size
    }
  }

  /// The premultiplied bitmap stored in the PNG bytes `bytes`; `path` names the source in errors.
  ///
  /// Any PNG libpng reads is accepted (palette, grey, 16-bit, interlaced) and converted to
  /// 8-bit RGBA; an empty, truncated or non-PNG input throws `.corrupt` with libpng's message.
  /// Before any pixel memory is allocated, a header declaring a side above ``maximumSide`` or more
  /// than ``maximumPixelCount`` pixels throws `.corrupt`, and so does one declaring more pixels
  /// than `bytes` could inflate to even at one bit a pixel: memory stays proportional to the input.
  public static func decode(_ bytes: [UInt8], path: String = "<memory>") throws -> Bitmap {
    guard !bytes.isEmpty else {
      throw ImageIOError(kind: .corrupt, path: path, reason: "the file is empty")
    }
    var image = png_image()
    image.version = UInt32(PNG_IMAGE_VERSION)
    let opened = bytes.withUnsafeBytes { png_image_begin_read_from_memory(&image, $0.baseAddress, $0.count) }
    guard opened != 0 else {
      throw ImageIOError(kind: .corrupt, path: path, reason: "libpng: \(message(of: image))")
    }
    let width = Int(image.width)
    let height = Int(image.height)
    guard width <= maximumSide, height <= maximumSide, width * height <= maximumPixelCount else {
      png_image_free(&image)
      throw ImageIOError(
        kind: .corrupt, path: path,
        reason: "it declares \(width)×\(height) pixels, more than this reader's limit of \(maximumSide) a side "
          + "and \(maximumPixelCount) in all",
        remedy: "scale it down and re-export it")
    }
    // Every row inflates to a filter byte and at least one bit a pixel.
    guard height + (width * height + 7) / 8 <= maximumInflation * bytes.count else {
      png_image_free(&image)
      throw ImageIOError(
        kind: .corrupt, path: path,
        reason: "it declares \(width)×\(height) pixels but its \(bytes.count) bytes cannot hold that many")
    }
    image.format = CPNG_FORMAT_RGBA
    var bitmap = Bitmap(width: width, height: height)
    let finished = bitmap.withUnsafeMutableBufferPointer { pixels in
      guard png_image_finish_read(&image, nil, pixels.baseAddress, 0, nil) != 0 else { return false }
      AlphaConversion.premultiply(pixels)
      return true
    }
    guard finished else {
      throw ImageIOError(kind: .corrupt, path: path, reason: "libpng: \(message(of: image))")
    }
    return bitmap
  }

  /// The image in the PNG file at `path`.
  ///
  /// A missing file throws `.fileNotFound`, a folder or unreadable file `.unreadable`, and an
  /// empty, truncated or non-PNG file `.corrupt`.
  public static func read(from path: String) throws -> Bitmap {
    try decode(FileReader.contents(of: path), path: path)
  }

  /// Writes `bitmap` as a PNG file at `path` atomically (see `FileWriter.writeAtomically`).
  public static func write(_ bitmap: Bitmap, to path: String) throws {
    try FileWriter.writeAtomically(encode(bitmap), to: path)
  }

  /// Throws `.invalidArgument` unless `bitmap` is non-empty (its byte count always matches its
  /// size).
  static func validate(_ bitmap: Bitmap) throws {
    guard !bitmap.isEmpty else {
      throw ImageIOError(
        kind: .invalidArgument, path: "", reason: "cannot encode an empty \(bitmap.width)×\(bitmap.height) image",
        remedy: "give it a width and height of at least 1")
    }
  }

  /// libpng's upper bound on the encoded size (`PNG_IMAGE_PNG_SIZE_MAX` for 8-bit RGBA).
  private static func upperBound(width: Int, height: Int) -> Int {
    let filtered = width * height * 4 + height
    let compressed = filtered + (filtered + 7) / 8 + (filtered + 63) / 64 + 11
    return 8 + 25 + 16 + 44 + 12 + 12 + 12 * (compressed / 8192) + compressed
  }

  /// The NUL-terminated message libpng left in `image`.
  private static func message(of image: png_image) -> String {
    withUnsafeBytes(of: image.message) { bytes in
      String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
    }
  }
}
