/// A two-dimensional displacement, like `CGVector`.
public struct Vector: Sendable, Hashable {
  /// The horizontal component.
  public var dx: Double
  /// The vertical component.
  public var dy: Double

  /// Creates a vector from its components.
  public init(dx: Double, dy: Double) {
    self.dx = dx
    self.dy = dy
  }

  /// The zero vector.
  public static let zero = Vector(dx: 0, dy: 0)
}

/// Vectors interpolate, add and subtract component-wise; the identity is `.zero`.
extension Vector: Interpolatable {
  /// The component-wise linear blend; exactly `self` at 0 and `end` at 1.
  public func interpolated(to end: Vector, fraction: Double) -> Vector {
    if fraction == 0 { return self }
    if fraction == 1 { return end }
    return Vector(
      dx: dx.interpolated(to: end.dx, fraction: fraction), dy: dy.interpolated(to: end.dy, fraction: fraction))
  }

  /// The component-wise sum.
  public func adding(_ other: Vector) -> Vector { Vector(dx: dx + other.dx, dy: dy + other.dy) }

  /// The component-wise difference.
  public func subtracting(_ other: Vector) -> Vector { Vector(dx: dx - other.dx, dy: dy - other.dy) }

  /// The zero vector.
  public static var additiveIdentity: Vector { .zero }
}
