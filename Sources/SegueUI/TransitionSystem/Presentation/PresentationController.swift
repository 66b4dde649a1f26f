import SegueGeometry

/// Manages a presented view controller while it is on screen, the analogue of
/// `UIPresentationController`: where its view goes, the chrome around it, and whether the
/// presenter's view stays.
///
/// A `.custom` presentation uses the one the transitioning delegate vends (a plain one when it
/// vends none); the other styles use Segue's own. The hooks are called in the platform's
/// order: `presentationTransitionWillBegin()` before the animator runs, the container layout
/// hooks whenever the container lays out, `presentationTransitionDidEnd(_:)` when the
/// transition ends (`false`: cancelled, remove your chrome); the same for dismissal.
@MainActor
open class PresentationController {
  /// The view controller being presented.
  public let presentedViewController: ViewController
  /// The view controller presenting it.
  public internal(set) var presentingViewController: ViewController?
  /// The view the presentation takes place in, once it started.
  public internal(set) var containerView: View?
  /// The style of the presentation this controller manages.
  public internal(set) var presentationStyle = ModalPresentationStyle.custom
  /// Where the presenter's view was before the presentation, to put it back there.
  var presenterHome: HierarchySnapshot.Record?
  /// Whether the transitioning delegate vended this controller (its frame is then enforced).
  var isVended = false

  /// Creates a controller for presenting `presentedViewController` over `presentingViewController`.
  public init(presentedViewController: ViewController, presenting presentingViewController: ViewController?) {
    self.presentedViewController = presentedViewController
    self.presentingViewController = presentingViewController
  }

  /// The view animated into place: the presented view controller's root view by default; an
  /// override that returns another view must embed the root view in it. A presentation asks for
  /// it after ``presentationTransitionWillBegin()``, so that view may be made there.
  open var presentedView: View? { presentedViewController.view }

  /// Where the presented view goes in the container; the container's bounds by default.
  open var frameOfPresentedViewInContainerView: Rect { containerView?.bounds ?? .zero }

  /// Whether the presenter's view is removed when the presentation completes; `false` by
  /// default (full-screen presentations remove it).
  open var shouldRemovePresentersView: Bool { false }

  /// Whether the presentation covers the whole screen; `true` by default.
  open var shouldPresentInFullscreen: Bool { true }

  /// Called before the presentation's animations begin: add chrome here, and animate it with
  /// the presented view controller's transition coordinator.
  open func presentationTransitionWillBegin() {}

  /// Called when the presentation ended; `completed` is `false` when it was cancelled.
  open func presentationTransitionDidEnd(_ completed: Bool) {}

  /// Called before the dismissal's animations begin.
  open func dismissalTransitionWillBegin() {}

  /// Called when the dismissal ended; remove your views only when `completed` is `true`.
  open func dismissalTransitionDidEnd(_ completed: Bool) {}

  /// Called before the container lays out its subviews.
  open func containerViewWillLayoutSubviews() {}

  /// Called after the container laid out its subviews.
  open func containerViewDidLayoutSubviews() {}

  /// The name used in traces: the type's.
  var traceName: String { String(describing: type(of: self)) }
}

/// The presentation controller of `.fullScreen` presentations: it removes the presenter's view
/// once the presentation completed.
final class FullScreenPresentationController: PresentationController {
  override var shouldRemovePresentersView: Bool { true }
}
