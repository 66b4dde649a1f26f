/// An sRGB colour with straight (unpremultiplied) components in [0, 1], like `UIColor` in the sRGB space.
public struct Color: Sendable, Hashable {
  /// The red component.
  public var red: Double
  /// The green component.
  public var green: Double
  /// The blue component.
  public var blue: Double
  /// The opacity: 0 transparent, 1 opaque.
  public var alpha: Double

  /// Creates a colour from straight sRGB components.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Creates a grey with the given brightness for all three colour components.
  public init(white: Double, alpha: Double = 1) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// Transparent black, as `UIColor.clear`.
  public static let clear = Color(white: 0, alpha: 0)
  /// Opaque black, as `UIColor.black`.
  public static let black = Color(white: 0)
  /// Opaque white, as `UIColor.white`.
  public static let white = Color(white: 1)
  /// Opaque red (1, 0, 0), as `UIColor.red`.
  public static let red = Color(red: 1, green: 0, blue: 0)
  /// Opaque green (0, 1, 0), as `UIColor.green`.
  public static let green = Color(red: 0, green: 1, blue: 0)
  /// Opaque blue (0, 0, 1), as `UIColor.blue`.
  public static let blue = Color(red: 0, green: 0, blue: 1)
  /// Opaque yellow (1, 1, 0), as `UIColor.yellow`.
  public static let yellow = Color(red: 1, green: 1, blue: 0)
  /// Opaque orange (1, 0.5, 0), as `UIColor.orange`.
  public static let orange = Color(red: 1, green: 0.5, blue: 0)
  /// Opaque mid grey (white 0.5), as `UIColor.gray`.
  public static let gray = Color(white: 0.5)

  /// The same colour with its alpha replaced.
  public func withAlphaComponent(_ alpha: Double) -> Color {
    Color(red: red, green: green, blue: blue, alpha: alpha)
  }

}

/// Colours interpolate, add and subtract their straight (unpremultiplied) components one by one; the identity is `.clear`.
extension Color: Interpolatable {
  /// The component-wise blend of straight red, green, blue and alpha; exactly `self` at 0 and `end` at 1.
  public func interpolated(to end: Color, fraction: Double) -> Color {
    if fraction == 0 { return self }
    if fraction == 1 { return end }
    return Color(
      red: red.interpolated(to: end.red, fraction: fraction),
      green: green.interpolated(to: end.green, fraction: fraction),
      blue: blue.interpolated(to: end.blue, fraction: fraction),
      alpha: alpha.interpolated(to: end.alpha, fraction: fraction)
    )
  }

  /// The component-wise sum.
  public func adding(_ other: Color) -> Color {
    Color(red: red + other.red, green: green + other.green, blue: blue + other.blue, alpha: alpha + other.alpha)
  }

  /// The component-wise difference.
  public func subtracting(_ other: Color) -> Color {
    Color(red: red - other.red, green: green - other.green, blue: blue - other.blue, alpha: alpha - other.alpha)
  }

  /// All four components zero, the same value as `.clear`.
  public static var additiveIdentity: Color { .clear }
}
