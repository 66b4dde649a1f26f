import SegueGeometry
import SegueUI

/// The custom container of the objc.io article and its interactive sequel: it shows one of a
/// fixed set of children at a time, under a row of numbered buttons, and moves between them
/// with transitions its delegate may customise, driven by a pan across the screen or by any
/// interaction controller the delegate vends.
///
/// It is written as a user's container would be, on Segue's public API only (the proof that
/// the article can be written outside Segue), and lives beside the articles' animators since
/// it is an article's container, not a platform class.
///
/// The sequence, as the articles build it: the delegate is asked for an animator (else
/// ``HorizontalSlideAnimator``, the article's private animated transition, runs); the interaction controller is the container's own pan
/// interaction while a pan is beginning, else, for an animator the delegate vended, the one
/// the delegate gives, else none. The buttons' selection moves alongside the transition
/// through its coordinator (the article's closing challenge), so a scrubbed transition scrubs
/// the buttons too, and a cancelled one puts them back.
///
/// Segue's choices where the articles are silent:
/// - Appearance calls come in navigation order (the old child's `will` call first).
/// - A cancelled transition undoes the containment calls it began: the new child gets
///   `willMove(toParent: nil)` and leaves, the old one `didMove(toParent:)` back to the
///   container.
/// - While a transition runs a pan that begins is ignored, and a selection (by code, the
///   delegate's answers included, or by a button) waits until the transition ended. Unlike the
///   article's, the buttons stay enabled, but the two whose fills animate alongside (the
///   children the transition moves between) ignore touches meanwhile, as animating views do, so
///   a tap selects only the third child.
/// - Selecting by code the child a transition is leaving converts it, as a navigation
///   controller's opposite requests do (see ``/SegueUI/NavigationController``): a transition
///   that plays by itself ends at once and the one back starts in the same frame from what was
///   on screen (see ``/SegueUI/TransitionContext/reversalProgress(interactive:)``); one the
///   delegate gives an interaction controller starts where that controller says. Selections
///   the ended transition's completions make wait for the one back.
/// - A touch catches a transition that plays by itself (see ``/SegueUI/TransitionCatch``): a
///   finger moving left furthers a move to a later child, a finger moving right a move to an
///   earlier one.
/// - The pan begins only towards a child (a pan to the left when there is a next one, to the
///   right when there is a previous one), so that a pan towards none is left to other
///   recognizers, such as a tab bar's edge pans around the container.
/// - Selecting a child that another view controller holds takes it back, unless that one
///   cannot give it up now (reported, and the selection is ignored).
@MainActor
open class ContainerViewController: ViewController {
  /// The children the container moves between, in the order of their buttons.
  public let viewControllers: [ViewController]
  /// The object told about selections and asked for animators and interaction controllers;
  /// weak, as on the platform.
  public weak var delegate: (any ContainerViewControllerDelegate)?
  /// The view the children's views live in: the container view of the transitions.
  let containerView = View()
  /// The row of buttons.
  let buttonsView: ContainerButtonsView
  /// The pan interaction the container drives its own transitions with.
  private(set) var defaultInteraction: PanGestureInteractiveTransition!
  /// The selected child, if any.
  var selectedChild: ViewController?
  /// The transition under way, if one runs.
  var runningContext: TransitionContext?
  /// Selections asked for by code while a transition ran, applied once it ends.
  var deferredSelections: [ViewController] = []
  /// The touch that catches a transition playing by itself; see `catchTarget`.
  lazy var transitionCatch = TransitionCatch { [weak self] in self?.catchTarget }
  /// Whether a transition is being ended at once to convert it: selections made meanwhile wait
  /// for the converted transition.
  var isConverting = false
  /// Whether the delegate is being asked for a transition's animator or interaction controller:
  /// selections it makes meanwhile wait for that transition like those made while it runs.
  var isAskingDelegate = false

  /// Creates a container of `viewControllers`; the first is selected when the view loads.
  public init(viewControllers: [ViewController]) {
    self.viewControllers = viewControllers
    buttonsView = ContainerButtonsView(count: viewControllers.count)
    super.init()
    containerView.backgroundColor = .black
    defaultInteraction = PanGestureInteractiveTransition(gestureRecognizerIn: containerView) { [weak self] recognizer in
      self?.panBegan(recognizer)
    }
    defaultInteraction.shouldBegin = { [weak self] recognizer in self?.hasNeighbour(towards: recognizer) ?? false }
    containerView.addGestureRecognizer(transitionCatch.gestureRecognizer)
    buttonsView.tapped = { [weak self] index in
      guard let self else { return }
      self.selectedViewController = self.viewControllers[index]
    }
  }

  /// The pan gesture recognizer that starts the container's own interactive transitions;
  /// disable it to use only the delegate's interactions.
  public var interactiveTransitionGestureRecognizer: GestureRecognizer { defaultInteraction.recognizer }

  /// The child shown, or being transitioned to. Setting it starts the transition to that child;
  /// a view controller that is not one of ``viewControllers`` is reported and ignored.
  public var selectedViewController: ViewController? {
    get { selectedChild }
    set {
      guard let newValue else { return }
      guard viewControllers.contains(where: { $0 === newValue }) else {
        TransitionDiagnostics.report(
          .invalidParameter, "\(traceName): \(newValue.traceName) is not one of its view controllers; ignored")
        return
      }
      select(newValue)
    }
  }

  /// Makes the view: the children's area filling it, the buttons centred in its top half, and
  /// the first child shown.
  open override func loadView() {
    let root = View()
    root.backgroundColor = .black
    root.addSubview(containerView)
    root.addSubview(buttonsView)
    view = root
    if let child = selectedChild ?? viewControllers.first {
      selectedChild = nil
      show(child)
    }
  }

  /// Lays out the children's area, the buttons and the shown child; subclasses call `super`.
  open override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    layoutContainer()
  }

  /// A child cannot be taken while the container switches children (until the transition
  /// ended: the container's own removal of the child it left comes then).
  open override func reasonToKeep(_ child: ViewController) -> String? {
    super.reasonToKeep(child)
      ?? (runningContext?.isComplete == false ? "since \(traceName) is switching children" : nil)
  }

  /// The shown child, taken by another view controller, leaves the screen at once (with its
  /// disappear calls while the container is on screen) and no button stays selected: the
  /// container shows none of its children until one is selected again.
  open override func childWasTaken(_ child: ViewController, from index: Int) {
    guard child === selectedChild else { return }
    let onScreen = appearanceState == .appeared
    if onScreen { child.beginAppearanceTransition(false, animated: false) }
    if let view = child.viewIfLoaded, view.superview === containerView { view.removeFromSuperview() }
    if onScreen { child.endAppearanceTransition() }
    selectedChild = nil
    buttonsView.select(nil)
  }

  /// Lays out the children's area, the buttons and the shown child.
  private func layoutContainer() {
    let bounds = view.bounds
    containerView.frame = bounds
    let row = buttonsView.bounds.size
    buttonsView.frame = Rect(
      x: ((bounds.width - row.width) / 2).rounded(), y: ((bounds.height / 2 - row.height) / 2).rounded(),
      width: row.width, height: row.height)
    if runningContext == nil, let child = selectedChild?.viewIfLoaded, child.superview === containerView {
      child.frame = containerView.bounds
    }
  }

  /// The position of `child` among ``viewControllers``.
  func index(of child: ViewController) -> Int? {
    viewControllers.firstIndex { $0 === child }
  }

  /// Whether a child lies in the direction `recognizer`'s finger moves: the pan begins only then,
  /// so a pan towards no child is left to other recognizers (a tab bar's edge pan).
  private func hasNeighbour(towards recognizer: PanGestureRecognizer) -> Bool {
    guard runningContext == nil, let current = selectedChild, let index = index(of: current) else { return false }
    let leftToRight = recognizer.velocity(in: recognizer.view).x > 0
    return leftToRight ? index > 0 : index + 1 < viewControllers.count
  }

  private func panBegan(_ recognizer: PanGestureRecognizer) {
    guard runningContext == nil, let current = selectedChild, let index = index(of: current) else { return }
    let leftToRight = recognizer.velocity(in: recognizer.view).x > 0
    if !leftToRight && index + 1 < viewControllers.count {
      selectedViewController = viewControllers[index + 1]
    } else if leftToRight && index > 0 {
      selectedViewController = viewControllers[index - 1]
    }
  }
}
