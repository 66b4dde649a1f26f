import SegueGeometry
import SegueMotion

/// Manages a view hierarchy and its place in an app, the analogue of `UIViewController`: its
/// root view is made lazily, it is told when that view appears and disappears, it contains
/// child view controllers, and it presents and dismisses others through transitions.
///
/// Appearance methods (`viewWillAppear(_:)` and the rest) are called by Segue, never by user
/// code; containers drive them with ``beginAppearanceTransition(_:animated:)`` and
/// ``endAppearanceTransition()``. Every call Segue makes is recorded in the active
/// ``LifecycleTrace``.
@MainActor
open class ViewController: Responder {
  /// The root view once loaded.
  var loadedView: View?
  /// Segue's addition: where the view controller is between disappeared and appeared, as its
  /// appearance calls left it; a custom container reads it to forward appearance calls to its
  /// children only while it is on screen.
  public internal(set) var appearanceState = AppearanceState.disappeared
  /// Whether `viewIsAppearing(_:)` ran in the current appearance.
  var didCallIsAppearing = false
  /// The `animated` flag of the appearance transition under way.
  var appearanceAnimated = false
  /// The coordinator of the transition this view controller takes part in, if one runs.
  var activeCoordinator: ContextCoordinator?
  /// Whether a transition of this view controller is requested or running; a transition that
  /// ended no longer counts, even while its last callbacks run, so the next one may start there.
  var isInTransition: Bool { activeCoordinator?.isUnderway ?? false }
  /// Whether a transition of this view controller has begun and not ended; one that waits to
  /// begin decides its appearance calls when it begins, so until then the view controller
  /// follows its parent.
  var isInRunningTransition: Bool { activeCoordinator?.isRunning ?? false }
  /// The view controllers contained in this one, in the order they were added.
  public internal(set) var children: [ViewController] = []
  /// The view controller containing this one.
  public internal(set) weak var parent: ViewController?
  /// A name for the view controller, shown by containers and used in life-cycle traces; a
  /// change shows in its tab bar item and its navigation item, as on the platform.
  public var title: String? {
    didSet {
      storedTabBarItem?.title = title
      storedNavigationItem?.title = title
    }
  }
  /// The tab bar item once made.
  var storedTabBarItem: TabBarItem?
  /// The navigation item once made.
  var storedNavigationItem: NavigationItem?
  /// The view controller this one presented, while it is presented.
  public internal(set) var presentedViewController: ViewController?
  /// The view controller that presented this one, while it is presented.
  public internal(set) weak var presentingViewController: ViewController?
  /// Whether the view controller is being presented: from the request until after the `did`
  /// appearance calls of its presentation transition.
  public internal(set) var isBeingPresented = false
  /// Whether the view controller is being dismissed: from the request until after the `did`
  /// appearance calls of its dismissal transition.
  public internal(set) var isBeingDismissed = false
  /// How the view controller is shown when presented; `.fullScreen` by default (the platform's
  /// default before iOS 13's sheets).
  public var modalPresentationStyle = ModalPresentationStyle.fullScreen
  /// The object that vends animators, interaction controllers and a presentation controller
  /// when this view controller is presented or dismissed; weak, as on the platform, so keep a
  /// strong reference to it elsewhere.
  public weak var transitioningDelegate: ViewControllerTransitioningDelegate?
  /// How this view controller asks to be pushed or presented and taken away again, the
  /// analogue of `preferredTransition` (iOS 18); `nil` (the default) keeps the container's own.
  public var preferredTransition: Transition? {
    didSet {
      if case .zoom = preferredTransition?.kind { return }
      zoomDismissal?.remove()
      zoomDismissal = nil
    }
  }
  /// The drag that dismisses this view controller, put on its view when it appears while it
  /// prefers the zoom, taken off when it stops preferring it.
  var zoomDismissal: ZoomDismissInteraction?
  /// The object managing the presentation of this view controller, while it is presented.
  public internal(set) var presentationController: PresentationController?
  /// Segue's answer to a gap users of other libraries patch by hand: when `true`, presenting this
  /// view controller with a style that leaves the presenter on screen (`.custom`,
  /// `.overFullScreen`) still sends the presenting view controller its disappear calls, and
  /// dismissing it the appear calls, in the order a full-screen presentation uses. `false` by
  /// default, as on the platform.
  public var forwardsAppearanceToPresenter = false

  /// Creates a view controller whose view is not loaded yet.
  public override init() {
    super.init()
  }

  /// Segue's addition: why this view controller cannot give up `child` now, or `nil` when it
  /// can, said as the end of a sentence ("since it switches children"); ``addChild(_:)`` and
  /// ``removeFromParent()`` report the reason and refuse. A plain view controller keeps a child
  /// only while the child takes part in a transition; a container adds its own reasons (while
  /// it switches children, say) and calls `super`. A container removes its own children with
  /// ``removeFromParent()`` too, so an override must answer `nil` for a child the container
  /// itself lets go of (once its transition ended, say), or that child stays among its
  /// children.
  open func reasonToKeep(_ child: ViewController) -> String? {
    child.isInTransition ? "since it takes part in a transition" : nil
  }

  /// Segue's addition: called after `child`, this view controller's child at `index`, was taken
  /// by another view controller or removed with ``removeFromParent()``; the child has no parent
  /// while this runs. A plain view controller does nothing (the new parent moves the view, as
  /// on the platform); a container forgets the child and shows another.
  open func childWasTaken(_ child: ViewController, from index: Int) {}

  /// The root view, loaded by ``loadView()`` (then ``viewDidLoad()``) the first time it is asked for.
  public var view: View {
    get {
      loadViewIfNeeded()
      return loadedView!
    }
    set {
      loadedView?.viewController = nil
      loadedView = newValue
      newValue.viewController = self
    }
  }

  /// The root view if it is loaded, without loading it.
  public var viewIfLoaded: View? { loadedView }

  /// Whether the root view is loaded.
  public var isViewLoaded: Bool { loadedView != nil }

  /// Loads the root view now if it is not loaded: ``loadView()``, then ``viewDidLoad()``.
  public func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    LifecycleTrace.record(self, "loadView")
    loadView()
    if loadedView == nil {
      view = View(frame: .zero)
    }
    LifecycleTrace.record(self, "viewDidLoad")
    viewDidLoad()
  }

  /// Makes the root view and assigns it to ``view``; the default makes a plain view as large as
  /// the window of its parent or presenter when it has one in a window (the platform's default
  /// view is the screen's size, and Segue's window is its screen), and zero-sized otherwise (a
  /// view loaded before its controller is in a hierarchy under a window, in `init` say); its
  /// container sizes it in the end. Override to build your own, without calling `super`.
  open func loadView() {
    // A bounded walk: a presentation chain that loops back cannot hang it.
    let ancestors = sequence(first: self) { $0.parent ?? $0.presentingViewController }.dropFirst().prefix(256)
    let window = ancestors.lazy.compactMap { $0.viewIfLoaded?.window }.first
    view = View(frame: Rect(origin: .zero, size: window?.bounds.size ?? .zero))
  }

  /// Called once, after the root view was loaded.
  open func viewDidLoad() {}

  /// Called before the root view lays out its subviews, in the layout pass that lays it out.
  open func viewWillLayoutSubviews() {}

  /// Called after the root view laid out its subviews (its own `layoutSubviews()`), before its
  /// subviews' layout in the same pass: where a container sizes its parts.
  open func viewDidLayoutSubviews() {}

  /// Called before the root view is added to the visible hierarchy.
  open func viewWillAppear(_ animated: Bool) {}

  /// Called once the root view is in a window during an appearance, after
  /// ``viewWillAppear(_:)`` and before ``viewDidAppear(_:)``.
  open func viewIsAppearing(_ animated: Bool) {}

  /// Called after the root view appeared (its transition finished).
  open func viewDidAppear(_ animated: Bool) {}

  /// Called before the root view leaves the visible hierarchy; a cancelled interactive
  /// transition may follow it with ``viewWillAppear(_:)`` instead of ``viewDidDisappear(_:)``.
  open func viewWillDisappear(_ animated: Bool) {}

  /// Called after the root view disappeared (its transition finished).
  open func viewDidDisappear(_ animated: Bool) {}

  /// Called before the view controller is added to `parent` (or removed, when `nil`). Overrides
  /// must call `super`.
  open func willMove(toParent parent: ViewController?) {
    LifecycleTrace.record(self, "willMove(toParent: \(parent?.traceName ?? "nil"))")
  }

  /// Called after the view controller was added to `parent` (or removed, when `nil`). Overrides
  /// must call `super`.
  open func didMove(toParent parent: ViewController?) {
    LifecycleTrace.record(self, "didMove(toParent: \(parent?.traceName ?? "nil"))")
  }

  /// Whether the appearance calls this view controller receives are passed on to its children
  /// whose views are in its view; `true` by default. A container that drives its children's
  /// appearance itself returns `false` and calls ``beginAppearanceTransition(_:animated:)``.
  open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

  /// The next responder: the root view's superview.
  open override var next: Responder? { loadedView?.superview }

  /// The window of the root view, once loaded.
  override var responderWindow: Window? { loadedView?.window }

  /// The coordinator of the transition under way that involves this view controller, else its
  /// parent's; `nil` when no transition runs. A custom container may override it, calling
  /// `super` first.
  open var transitionCoordinator: (any TransitionCoordinator)? {
    activeCoordinator ?? parent?.transitionCoordinator
  }

  /// Called when the size of the view controller's view is about to change to `size` (the
  /// window was resized); animations added to `coordinator` run alongside the change. The
  /// default passes the call on to the children and to the presented view controller.
  open func viewWillTransition(to size: Size, with coordinator: any TransitionCoordinator) {
    for child in children {
      child.viewWillTransition(to: size, with: coordinator)
    }
    presentedViewController?.viewWillTransition(to: size, with: coordinator)
  }

  /// The name used for the view controller in traces and diagnostics: its title, else its type.
  public var traceName: String {
    title ?? String(describing: type(of: self))
  }
}
