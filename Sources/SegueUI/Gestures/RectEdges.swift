/// A set of a rectangle's edges, the analogue of `UIRectEdge` (SegueGeometry's `RectEdge`
/// names one edge, like `CGRectEdge`).
public struct RectEdges: OptionSet, Sendable, Hashable {
  /// The edges as bits: top 1, left 2, bottom 4, right 8, as on the platform.
  public let rawValue: Int

  /// Creates the set whose bits are `rawValue`.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// The edge at the minimum y coordinate.
  public static let top = RectEdges(rawValue: 1 << 0)
  /// The edge at the minimum x coordinate.
  public static let left = RectEdges(rawValue: 1 << 1)
  /// The edge at the maximum y coordinate.
  public static let bottom = RectEdges(rawValue: 1 << 2)
  /// The edge at the maximum x coordinate.
  public static let right = RectEdges(rawValue: 1 << 3)
  /// Every edge.
  public static let all: RectEdges = [.top, .left, .bottom, .right]
}
