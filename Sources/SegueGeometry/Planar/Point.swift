/// A location in a two-dimensional coordinate space, like `CGPoint`.
public struct Point: Sendable, Hashable {
  /// The horizontal coordinate.
  public var x: Double
  /// The vertical coordinate.
  public var y: Double

  /// Creates a point from its coordinates.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin, (0, 0).
  public static let zero = Point(x: 0, y: 0)

  /// The point mapped through `t`, as `CGPointApplyAffineTransform`.
  public func applying(_ t: AffineTransform) -> Point {
    Point(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
  }
}

/// Points interpolate, add and subtract coordinate-wise; the identity is `.zero`.
extension Point: Interpolatable {
  /// The coordinate-wise linear blend; exactly `self` at 0 and `end` at 1.
  public func interpolated(to end: Point, fraction: Double) -> Point {
    if fraction == 0 { return self }
    if fraction == 1 { return end }
    return Point(x: x.interpolated(to: end.x, fraction: fraction), y: y.interpolated(to: end.y, fraction: fraction))
  }

  /// The coordinate-wise sum.
  public func adding(_ other: Point) -> Point { Point(x: x + other.x, y: y + other.y) }

  /// The coordinate-wise difference.
  public func subtracting(_ other: Point) -> Point { Point(x: x - other.x, y: y - other.y) }

  /// The origin.
  public static var additiveIdentity: Point { .zero }
}
