import SegueGeometry

/// The conversions between a colour and a bitmap's premultiplied pixel.
extension Color {
  /// The premultiplied RGBA8 pixel: each channel `round(component · alpha · 255)`, clamped to [0, 255].
  public var premultipliedPixel: Bitmap.Pixel {
    Bitmap.Pixel(
      red: Self.byte(red * alpha * 255),
      green: Self.byte(green * alpha * 255),
      blue: Self.byte(blue * alpha * 255),
      alpha: Self.byte(alpha * 255)
    )
  }

  /// Creates the straight colour of a premultiplied pixel; alpha 0 gives `.clear`.
  ///
  /// Converting back with `premultipliedPixel` gives the same pixel.
  public init(premultiplied pixel: Bitmap.Pixel) {
    guard pixel.alpha > 0 else {
      self = .clear
      return
    }
    let coverage = Double(pixel.alpha)
    self.init(
      red: Double(pixel.red) / coverage,
      green: Double(pixel.green) / coverage,
      blue: Double(pixel.blue) / coverage,
      alpha: coverage / 255
    )
  }

  /// The value rounded to the nearest byte, clamped to [0, 255]; NaN gives 0.
  private static func byte(_ value: Double) -> UInt8 {
    guard value > 0 else { return 0 }
    guard value < 255 else { return 255 }
    return UInt8(value.rounded())
  }
}
