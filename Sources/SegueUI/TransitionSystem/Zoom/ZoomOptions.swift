import SegueGeometry

extension ViewController.Transition {
  /// The options of a zoom transition, the analogue of `UIViewController.Transition.ZoomOptions`.
  public struct ZoomOptions: Sendable {
    /// Whether a drag on the zoomed view controller may begin dismissing it; asked when the
    /// drag would begin. `nil` (the default) always lets it.
    public var interactiveDismissShouldBegin: (@MainActor @Sendable (ZoomTransitionInteractionContext) -> Bool)?
    /// The part of the zoomed view controller's view, in its own coordinates, that lines up
    /// with the source view (a detail screen's photo for a list's thumbnail); `nil`, or a
    /// provider that returns `nil`, lines up the whole view.
    public var alignmentRectProvider: (@MainActor @Sendable (ZoomTransitionAlignmentRectContext) -> Rect?)?
    /// The colour that dims what is behind the zoomed view controller; `nil` (the default) is
    /// Segue's dimming, black at 20 %.
    public var dimmingColor: Color?

    /// Options with every default.
    public init() {}
  }
}
