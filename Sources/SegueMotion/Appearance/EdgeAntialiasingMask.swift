/// Which edges of a layer are anti-aliased, the analogue of `CAEdgeAntialiasingMask`.
///
/// Segue names the edges as they appear on screen (y grows downwards): `layerTopEdge` is the
/// edge at the bounds' minimum y. Turning anti-aliasing off on an edge that another layer shares
/// — the crease between two cube faces or fold strips — removes the faint seam that two
/// anti-aliased edges leave there.
public struct EdgeAntialiasingMask: OptionSet, Sendable, Hashable {
  /// The mask's bits.
  public let rawValue: UInt32

  /// Creates a mask from its bits.
  @inlinable public init(rawValue: UInt32) {
    self.rawValue = rawValue
  }

  /// The edge at the bounds' minimum x.
  @inlinable public static var layerLeftEdge: EdgeAntialiasingMask { EdgeAntialiasingMask(rawValue: 1 << 0) }
  /// The edge at the bounds' maximum x.
  @inlinable public static var layerRightEdge: EdgeAntialiasingMask { EdgeAntialiasingMask(rawValue: 1 << 1) }
  /// The edge at the bounds' maximum y (the bottom on screen).
  @inlinable public static var layerBottomEdge: EdgeAntialiasingMask { EdgeAntialiasingMask(rawValue: 1 << 2) }
  /// The edge at the bounds' minimum y (the top on screen).
  @inlinable public static var layerTopEdge: EdgeAntialiasingMask { EdgeAntialiasingMask(rawValue: 1 << 3) }
  /// All four edges, the default.
  @inlinable public static var all: EdgeAntialiasingMask { EdgeAntialiasingMask(rawValue: 0b1111) }
}
