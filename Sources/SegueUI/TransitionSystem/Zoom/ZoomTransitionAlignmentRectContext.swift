/// What a zoom transition's alignment rect provider is told, the analogue of
/// `UIZoomTransitionAlignmentRectContext`.
@MainActor
public struct ZoomTransitionAlignmentRectContext {
  /// The view the zoom starts from or returns to.
  public let sourceView: View
  /// The view controller shown by the zoom.
  public let zoomedViewController: ViewController
}
