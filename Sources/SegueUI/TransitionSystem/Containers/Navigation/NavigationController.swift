import SegueGeometry
import SegueMotion

/// A container that shows one view controller of a stack at a time and moves between them with
/// push and pop transitions, the analogue of `UINavigationController`.
///
/// Its delegate may vend the animator and the interaction controller of each animated change
/// (the platform's parallax slide, `NavigationSlideAnimator`, otherwise). The
/// ``interactivePopGestureRecognizer`` pops the top view controller from the left edge (and
/// ``interactiveContentPopGestureRecognizer`` from a rightward drag in the content) with
/// whatever animator the delegate returns, scrubbing it when the delegate has no interaction
/// controller for it. Appearance calls follow the platform's navigation order (the old top's
/// `viewWillDisappear` first, B9), the cancelled interactive pop included.
///
/// Segue's policy for overlapping requests, where the platform logs and misbehaves: a request
/// made while a transition runs, or from the delegate and appearance calls of a change applied
/// at once, is queued and runs, in order, once it ended; ``viewControllers``
/// always reports the stack as it will be once every request made so far has run, and each
/// request is checked and applied against that stack. An interactive transition counts as done
/// until its interaction is cancelled, from then on as not made: requests made before the
/// cancel still lead to the stacks they reported, later ones apply to the stack kept. Misuse (pushing
/// a view controller already in the stack, popping the root, popping to one that is not in the
/// stack, an empty or repeating stack) is reported through ``TransitionDiagnostics`` as
/// ``TransitionIssue/Kind/invalidParameter`` and ignored.
@MainActor
open class NavigationController: ViewController {
  /// The kind of change a transition makes to the stack.
  public enum Operation: Sendable, Hashable {
    /// The top stays (only the controllers below it change).
    case none
    /// A view controller not in the stack becomes the top.
    case push
    /// A view controller below the top becomes the top.
    case pop
  }

  /// The object told about shown view controllers and asked for animators; weak, as on the
  /// platform.
  public weak var delegate: (any NavigationControllerDelegate)?
  /// The stack whose top is on screen (or on its way there while a transition runs).
  var shownControllers: [ViewController] = []
  /// Requests made while a transition runs, in the order made.
  var pendingRequests: [NavigationRequest] = []
  /// The request whose transition runs, if one does.
  var runningRequest: NavigationRequest?
  /// The context of the running request's transition, while it runs.
  weak var runningContext: TransitionContext?
  /// Whether a request is ending the running transition at once to run its opposite.
  var isConverting = false
  /// The percent-driven controller that holds the running transition since a touch caught it
  /// playing by itself: one that took it over after code started it, or the delegate's, which
  /// let it go (see ``TransitionContext/isCatchable``).
  var caughtCodeInteraction: PercentDrivenInteractiveTransition?
  /// Whether the running transition's interaction was cancelled: it plays back to the shown
  /// stack.
  var isRunningTransitionCancelled = false
  /// Whether the running transition is driven by ``popInteraction`` under the pop gesture.
  var isPopGestureDriving = false
  /// Whether the pop gesture under way began the running transition and still scrubs it: only
  /// that gesture's changes and end reach ``popInteraction``, not those of a pan that began
  /// while the transition was finishing or cancelling.
  var isPopGestureScrubbing = false
  /// The edge pan behind ``interactivePopGestureRecognizer``.
  let popGesture = ScreenEdgePanGestureRecognizer(edges: .left)
  /// The content pan behind ``interactiveContentPopGestureRecognizer``.
  let contentPopGesture = ContentPopGestureRecognizer()
  /// The touch that catches a pop the pop gestures began while it plays its rest.
  let catchGesture = TransitionCatchGestureRecognizer()
  /// The gesture whose changes and end reach ``popInteraction`` while ``isPopGestureScrubbing``.
  weak var scrubbingGesture: GestureRecognizer?
  /// The progress the pop showed when a touch caught it (0 for a pop a pan began): the
  /// finger's travel counts from there.
  var caughtProgress = 0.0
  /// Whether the touch scrubbing the running transition caught one that played by itself
  /// (started by code, or let go by the delegate's interaction controller) rather than the pop
  /// gesture's own: the finger's travel is mapped through the animator's curve, and a tap lets
  /// it carry on.
  var isCaughtFromCode = false
  /// The direction that furthers the caught transition, when the delegate's interaction
  /// controller that let it go said one (see ``PercentDrivenInteractiveTransition/catchDirection``).
  var caughtDirection: Vector?
  /// The interaction controller the pop gesture drives when the delegate has none.
  let popInteraction = PercentDrivenInteractiveTransition()
  /// The view the pages' views live in, filling the navigation controller's view: the container
  /// view of its transitions, as the platform's private transition view is. A percent-driven
  /// pop pauses this view's time, not the navigation controller's own view, which an enclosing
  /// container's transition (a tab switch) may be animating meanwhile.
  let transitionView = View()
  /// The bar along the top that shows the stack's items.
  public let navigationBar = NavigationBar()
  /// Whether the bar is hidden; see ``isNavigationBarHidden``.
  var navigationBarHidden = false

  /// Creates a navigation controller whose stack holds `rootViewController` alone.
  public init(rootViewController: ViewController) {
    super.init()
    configurePopGesture()
    configureNavigationBar()
    apply(NavigationRequest(stack: [rootViewController], animated: false, interactive: false))
  }

  /// The stack, root first, as it will be once every request made so far has run; setting it
  /// is ``setViewControllers(_:animated:)`` without animation.
  public var viewControllers: [ViewController] {
    get { expectedStack }
    set { setViewControllers(newValue, animated: false) }
  }

  /// The top of ``viewControllers``.
  public var topViewController: ViewController? { expectedStack.last }

  /// The view controller presented over the navigation controller, if any, else the top one.
  public var visibleViewController: ViewController? { presentedViewController ?? topViewController }

  /// The left-edge pan that pops the top view controller interactively, installed on the
  /// navigation controller's view; it acts only while there is a view controller to pop and no
  /// other transition runs. Its `isEnabled` is the app's: set it to `false` (or give it a
  /// delegate that refuses to begin) to keep the edge swipe off.
  public var interactivePopGestureRecognizer: GestureRecognizer? { popGesture }

  /// The pan that pops the top view controller from a rightward drag anywhere in the content
  /// (iOS 26's content back swipe), scrubbing the pop as the edge pan does; it yields to the
  /// edge pan and to any recognizer in the content that recognizes first (see
  /// `ContentPopGestureRecognizer`). Disable it to keep only the edge.
  public var interactiveContentPopGestureRecognizer: GestureRecognizer? { contentPopGesture }

  /// Pushes `viewController` onto the stack, with the delegate's animator when `animated`;
  /// a view controller already in the stack is reported and ignored.
  public func pushViewController(_ viewController: ViewController, animated: Bool) {
    let stack = expectedStack
    guard !stack.contains(where: { $0 === viewController }), viewController !== self else {
      return reportMisuse(
        "pushViewController(_:animated:) of \(viewController.traceName), which is already in the stack or is the navigation controller"
      )
    }
    request(stack + [viewController], animated: animated)
  }

  /// Pops the top view controller and returns it; with only the root left it reports the
  /// misuse and returns `nil`.
  @discardableResult
  public func popViewController(animated: Bool) -> ViewController? {
    let stack = expectedStack
    guard stack.count > 1 else {
      reportMisuse("popViewController(animated:) with only the root view controller in the stack")
      return nil
    }
    request(Array(stack.dropLast()), animated: animated)
    return stack.last
  }

  /// Pops every view controller above the root and returns them, bottom first (empty when
  /// the root is the top).
  @discardableResult
  public func popToRootViewController(animated: Bool) -> [ViewController]? {
    guard let root = expectedStack.first else { return nil }
    return popToViewController(root, animated: animated)
  }

  /// Pops the view controllers above `viewController` and returns them, bottom first; one not
  /// in the stack is reported and gives `nil`.
  @discardableResult
  public func popToViewController(_ viewController: ViewController, animated: Bool) -> [ViewController]? {
    let stack = expectedStack
    guard let index = stack.firstIndex(where: { $0 === viewController }) else {
      reportMisuse("popToViewController(_:animated:) to \(viewController.traceName), which is not in the stack")
      return nil
    }
    let popped = Array(stack[(index + 1)...])
    if !popped.isEmpty { request(Array(stack[...index]), animated: animated) }
    return popped
  }

  /// Replaces the stack with `viewControllers`: animated as a push when the new top was not in
  /// the stack, as a pop when it was below the top, at once when the top stays. An empty stack,
  /// one that repeats a view controller or holds the navigation controller is reported and
  /// ignored.
  public func setViewControllers(_ viewControllers: [ViewController], animated: Bool) {
    let repeats = viewControllers.enumerated().contains { index, controller in
      viewControllers[..<index].contains { $0 === controller }
    }
    guard !viewControllers.isEmpty, !repeats, !viewControllers.contains(where: { $0 === self }) else {
      return reportMisuse(
        "setViewControllers(_:animated:) with an empty stack, a repeated view controller or the navigation controller itself"
      )
    }
    request(viewControllers, animated: animated)
  }

  /// Makes a plain view that carries the interactive pop gesture and holds the transition
  /// view, which holds the top view controller's view, both sized to its bounds, and the
  /// navigation bar over them.
  open override func loadView() {
    let container = NavigationContainerView(frame: .zero)
    container.navigationController = self
    view = container
    container.addSubview(transitionView)
    container.addSubview(navigationBar)
    navigationBar.isHidden = navigationBarHidden
    view.addGestureRecognizer(popGesture)
    view.addGestureRecognizer(contentPopGesture)
    view.addGestureRecognizer(catchGesture)
    if let top = shownControllers.last {
      top.view.frame = view.bounds
      transitionView.addSubview(top.view)
    }
    updatePopGesture()
  }

  /// A view controller cannot be taken from the stack while a change of it runs.
  open override func reasonToKeep(_ child: ViewController) -> String? {
    super.reasonToKeep(child) ?? (runningRequest != nil ? "since \(traceName) is changing its stack" : nil)
  }

  /// A view controller another one took leaves the stack; see `forgetTaken(_:)`.
  open override func childWasTaken(_ child: ViewController, from index: Int) {
    forgetTaken(child)
  }

  /// The stack once every request made so far has run.
  var expectedStack: [ViewController] {
    pendingRequests.last?.stack ?? (isRunningTransitionCancelled ? nil : runningRequest?.stack) ?? shownControllers
  }

  private func reportMisuse(_ what: String) {
    TransitionDiagnostics.report(.invalidParameter, "NavigationController: \(what); ignored")
  }
}
