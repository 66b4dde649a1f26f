/// A width and a height, like `CGSize`; either may be negative.
public struct Size: Sendable, Hashable {
  /// The horizontal extent.
  public var width: Double
  /// The vertical extent.
  public var height: Double

  /// Creates a size from its extents.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The size with zero width and height.
  public static let zero = Size(width: 0, height: 0)

  /// The size mapped through the linear part of `t` (translation ignored), as `CGSizeApplyAffineTransform`.
  public func applying(_ t: AffineTransform) -> Size {
    Size(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
  }
}

/// Sizes interpolate, add and subtract component-wise; the identity is `.zero`.
extension Size: Interpolatable {
  /// The component-wise linear blend; exactly `self` at 0 and `end` at 1.
  public func interpolated(to end: Size, fraction: Double) -> Size {
    if fraction == 0 { return self }
    if fraction == 1 { return end }
    return Size(
      width: width.interpolated(to: end.width, fraction: fraction),
      height: height.interpolated(to: end.height, fraction: fraction)
    )
  }

  /// The component-wise sum.
  public func adding(_ other: Size) -> Size { Size(width: width + other.width, height: height + other.height) }

  /// The component-wise difference.
  public func subtracting(_ other: Size) -> Size { Size(width: width - other.width, height: height - other.height) }

  /// The zero size.
  public static var additiveIdentity: Size { .zero }
}
