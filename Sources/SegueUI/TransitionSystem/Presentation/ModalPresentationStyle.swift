/// How a presented view controller is shown, the analogue of `UIModalPresentationStyle`.
public enum ModalPresentationStyle: String, Sendable, Hashable, CaseIterable {
  /// The presented view covers the screen and the presenter's view is removed when the
  /// presentation completes; the presenter gets its disappear and appear calls. The default.
  case fullScreen
  /// The presented view covers the screen; the presenter's view stays underneath and gets no
  /// appearance calls.
  case overFullScreen
  /// A presentation controller from the transitioning delegate manages the presentation; the
  /// presenter's view stays and gets no appearance calls (unless
  /// ``ViewController/forwardsAppearanceToPresenter`` is set).
  case custom
  /// Not a presentation (the style of a container's transition).
  case none
}
