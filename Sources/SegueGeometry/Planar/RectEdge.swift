/// One edge of a rectangle, the side `Rect.divided(atDistance:from:)` measures from, like `CGRectEdge`.
public enum RectEdge: Sendable, Hashable, CaseIterable {
  /// The edge at the minimum x coordinate.
  case minXEdge
  /// The edge at the minimum y coordinate.
  case minYEdge
  /// The edge at the maximum x coordinate.
  case maxXEdge
  /// The edge at the maximum y coordinate.
  case maxYEdge
}
