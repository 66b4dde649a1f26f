import SegueGeometry

extension ViewController {
  /// How a view controller asks to be shown when it is pushed or presented (and hidden again
  /// when popped or dismissed), the analogue of `UIViewController.Transition` (iOS 18): set it
  /// as the view controller's ``ViewController/preferredTransition``.
  ///
  /// A navigation controller's delegate or a transitioning delegate that vends an animator
  /// takes precedence, as on the platform.
  public struct Transition: Sendable {
    /// What the transition is.
    enum Kind: Sendable {
      /// The zoom, with its options and where it zooms from.
      case zoom(ZoomOptions, @MainActor @Sendable (ZoomTransitionSourceViewProviderContext) -> View?)
      /// The default slide up from the bottom (presentations), or the navigation slide.
      case coverVertical
    }

    /// What the transition is.
    let kind: Kind

    /// The zoom of iOS 18: the view controller grows out of a view of the one it is shown
    /// from, which `sourceViewProvider` names (asked again on the way back, so that a list that
    /// scrolled or changed zooms back into the right cell; `nil` zooms from and to the middle);
    /// dragging the shown view controller down dismisses it interactively.
    public static func zoom(
      options: ZoomOptions? = nil,
      sourceViewProvider: @escaping @MainActor @Sendable (ZoomTransitionSourceViewProviderContext) -> View?
    ) -> Transition {
      Transition(kind: .zoom(options ?? ZoomOptions(), sourceViewProvider))
    }

    /// The default transition of the container: a presentation slides up from the bottom, a push
    /// slides in from the right.
    public static var coverVertical: Transition { Transition(kind: .coverVertical) }
  }
}
