/// A value that animations can blend between, add to and subtract from.
///
/// Conforming types guarantee that `interpolated(to:fraction:)` returns exactly `self` at
/// fraction 0 and exactly `end` at fraction 1, and extrapolate for fractions outside [0, 1].
public protocol Interpolatable: Sendable {
  /// The value `fraction` of the way from `self` to `end`; exact at 0 and 1.
  func interpolated(to end: Self, fraction: Double) -> Self

  /// The combination of `self` and `other`, as an additive animation applies it.
  func adding(_ other: Self) -> Self

  /// The value that, added to `other`, gives `self` (for by-value animations).
  func subtracting(_ other: Self) -> Self

  /// The value that `adding(_:)` leaves unchanged.
  static var additiveIdentity: Self { get }

  /// Prepares repeated interpolation from `start` to `end`, giving the same values as
  /// `interpolated(to:fraction:)`; the default calls it each time.
  static func interpolator(from start: Self, to end: Self) -> Interpolator<Self>
}

/// Scalars interpolate linearly as `(1 − t)·a + t·b`, which is exact at both ends for finite values.
extension Double: Interpolatable {
  /// The linear blend `(1 − fraction)·self + fraction·end`.
  public func interpolated(to end: Double, fraction: Double) -> Double {
    (1 - fraction) * self + fraction * end
  }

  /// The sum `self + other`.
  public func adding(_ other: Double) -> Double { self + other }

  /// The difference `self − other`.
  public func subtracting(_ other: Double) -> Double { self - other }

  /// Zero.
  public static var additiveIdentity: Double { 0 }
}
