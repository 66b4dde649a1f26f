/// What a zoom transition's source view provider is told, the analogue of
/// `UIZoomTransitionSourceViewProviderContext`.
@MainActor
public struct ZoomTransitionSourceViewProviderContext {
  /// The view controller the zoom starts from or returns to: the one below in a navigation
  /// stack, or the presenting one.
  public let sourceViewController: ViewController
  /// The view controller shown by the zoom.
  public let zoomedViewController: ViewController
}
