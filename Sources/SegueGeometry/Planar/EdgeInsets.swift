/// Distances inward from each edge of a rectangle, like `UIEdgeInsets`.
public struct EdgeInsets: Sendable, Hashable {
  /// The inset from the top (minimum y) edge.
  public var top: Double
  /// The inset from the left (minimum x) edge.
  public var left: Double
  /// The inset from the bottom (maximum y) edge.
  public var bottom: Double
  /// The inset from the right (maximum x) edge.
  public var right: Double

  /// Creates insets from the four edge distances.
  public init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// Insets of zero on every edge.
  public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// Insets interpolate, add and subtract edge by edge; the identity is `.zero`.
extension EdgeInsets: Interpolatable {
  /// The edge-wise linear blend; exactly `self` at 0 and `end` at 1.
  public func interpolated(to end: EdgeInsets, fraction: Double) -> EdgeInsets {
    if fraction == 0 { return self }
    if fraction == 1 { return end }
    return EdgeInsets(
      top: top.interpolated(to: end.top, fraction: fraction),
      left: left.interpolated(to: end.left, fraction: fraction),
      bottom: bottom.interpolated(to: end.bottom, fraction: fraction),
      right: right.interpolated(to: end.right, fraction: fraction)
    )
  }

  /// The edge-wise sum.
  public func adding(_ other: EdgeInsets) -> EdgeInsets {
    EdgeInsets(top: top + other.top, left: left + other.left, bottom: bottom + other.bottom, right: right + other.right)
  }

  /// The edge-wise difference.
  public func subtracting(_ other: EdgeInsets) -> EdgeInsets {
    EdgeInsets(top: top - other.top, left: left - other.left, bottom: bottom - other.bottom, right: right - other.right)
  }

  /// Zero insets.
  public static var additiveIdentity: EdgeInsets { .zero }
}
