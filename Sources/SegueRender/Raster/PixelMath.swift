/// Integer pixel arithmetic shared by the raster stages; every operation rounds to nearest.
enum PixelMath {
  /// `value / 255` rounded to nearest, exact for `0...65_025`.
  @inline(__always)
  static func divide255(_ value: Int) -> Int {
    let biased = value + 128
    return (biased + (biased >> 8)) >> 8
  }

  /// Multiplies premultiplied channels by `opacity` (0...255).
  @inline(__always)
  static func scale(
    _ red: inout Int, _ green: inout Int, _ blue: inout Int, _ alpha: inout Int, by opacity: Int
  ) {
    guard opacity < 255 else { return }
    red = divide255(red * opacity)
    green = divide255(green * opacity)
    blue = divide255(blue * opacity)
    alpha = divide255(alpha * opacity)
  }

  /// Blends premultiplied `source` over the destination pixel at `index` (source-over).
  @inline(__always)
  static func blendOver(
    _ destination: UnsafeMutableBufferPointer<UInt8>, at index: Int,
    red: Int, green: Int, blue: Int, alpha: Int
  ) {
    if alpha == 255 {
      destination[index] = UInt8(truncatingIfNeeded: red)
      destination[index + 1] = UInt8(truncatingIfNeeded: green)
      destination[index + 2] = UInt8(truncatingIfNeeded: blue)
      destination[index + 3] = 255
      return
    }
    if alpha == 0 && red == 0 && green == 0 && blue == 0 { return }
    let keep = 255 - alpha
    destination[index] = UInt8(truncatingIfNeeded: red + divide255(Int(destination[index]) * keep))
    destination[index + 1] = UInt8(truncatingIfNeeded: green + divide255(Int(destination[index + 1]) * keep))
    destination[index + 2] = UInt8(truncatingIfNeeded: blue + divide255(Int(destination[index + 2]) * keep))
    destination[index + 3] = UInt8(truncatingIfNeeded: alpha + divide255(Int(destination[index + 3]) * keep))
  }
}
