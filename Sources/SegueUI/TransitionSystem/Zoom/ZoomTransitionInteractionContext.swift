import SegueGeometry

/// What `interactiveDismissShouldBegin` is told about the drag, the analogue of
/// `UIZoomTransitionInteractionContext`.
@MainActor
public struct ZoomTransitionInteractionContext {
  /// Where the finger is, in the zoomed view controller's view.
  public let location: Point
  /// How fast the finger moves, in points per second.
  public let velocity: Vector
  /// Whether the drag would begin the dismissal if allowed (always `true` in Segue, which asks
  /// only then).
  public let willBegin: Bool
}
