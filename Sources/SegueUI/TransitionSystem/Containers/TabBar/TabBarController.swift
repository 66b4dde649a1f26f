import SegueGeometry

/// A container that shows one of its children at a time, above a tab bar that chooses between
/// them: the analogue of `UITabBarController`.
///
/// Switches follow the platform: the delegate is asked for an animator, then for an
/// interaction controller for it; without an animator the switch happens at once. Appearance
/// calls come in the tab bar's order (the new child's `viewWillAppear` before the old child's
/// `viewWillDisappear`, B9), and `did` calls when the transition completed; a cancelled
/// interactive switch gives the cancelled-pop order and leaves the old child selected.
///
/// Segue's choices where the platform is silent or unlike Segue:
/// - The children's views fill the area above the tab bar (the platform's opaque bar); they do
///   not extend underneath it.
/// - Every child gets a tab; there is no "More" tab past five.
/// - While a transition runs, taps on the tab bar are ignored, as the platform's tab bar
///   ignores them. A selection or a new set of children made by code while a transition runs
///   is applied, in order, once the transition ended; until then ``selectedIndex`` reports the
///   transition's destination. So is one made from the appearance calls of a change made at
///   once (a `viewWillAppear(_:)` that selects another tab), or from the delegate while it is
///   asked for a switch's animator or interaction controller: it follows once that change is
///   done.
@MainActor
open class TabBarController: ViewController {
  /// The object asked about selections and transitions; weak, as on the platform.
  public weak var delegate: (any TabBarControllerDelegate)?
  /// The bar showing the children's items.
  public let tabBar = TabBar()
  /// The view the children's views live in, above the tab bar: the container view of the
  /// tab bar controller's transitions.
  let transitionView = View()
  /// The selected child, if any.
  var selectedChild: ViewController?
  /// The transition under way, if one runs.
  var runningContext: TransitionContext?
  /// Changes asked for by code while a transition ran or a change was made at once, applied
  /// once it ends.
  var deferredChanges: [() -> Void] = []
  /// Whether a selection or a new set of children is being applied at once.
  var isChangingAtOnce = false
  /// The touch that catches a switch playing by itself; see ``catchTarget``.
  lazy var transitionCatch = TransitionCatch { [weak self] in self?.catchTarget }

  /// Creates a tab bar controller with no children.
  public override init() {
    super.init()
    tabBar.itemTapped = { [weak self] index in self?.userTappedItem(at: index) }
  }

  /// Makes the view: the children's area, holding the selected child's view, and the tab bar
  /// below it.
  open override func loadView() {
    let root = ContainerRootView { [weak self] in self?.layoutContainer() }
    root.addSubview(transitionView)
    root.addSubview(tabBar)
    if let selectedChild { transitionView.addSubview(selectedChild.view) }
    transitionView.addGestureRecognizer(transitionCatch.gesture)
    view = root
  }

  /// The children, in the order of their tabs; setting it is
  /// ``setViewControllers(_:animated:)`` without animation.
  public var viewControllers: [ViewController]? {
    get { children.isEmpty ? nil : children }
    set { setViewControllers(newValue, animated: false) }
  }

  /// The index of the selected child; `Int.max` (the platform's `NSNotFound`) when there are
  /// none. Setting it selects that child, with the delegate's animator when it vends one; an
  /// index out of range is reported and ignored.
  public var selectedIndex: Int {
    get { selectedChild.flatMap { child in children.firstIndex { $0 === child } } ?? Int.max }
    set {
      guard children.indices.contains(newValue) else {
        TransitionDiagnostics.report(
          .invalidParameter, "\(traceName): selectedIndex \(newValue) is out of range 0..<\(children.count); ignored")
        return
      }
      select(children[newValue])
    }
  }

  /// The selected child. Setting it selects that child, with the delegate's animator when it
  /// vends one; a view controller that is not a child is reported and ignored.
  public var selectedViewController: ViewController? {
    get { selectedChild }
    set {
      guard let newValue else { return }
      guard children.contains(where: { $0 === newValue }) else {
        TransitionDiagnostics.report(
          .invalidParameter, "\(traceName): \(newValue.traceName) is not one of its view controllers; ignored")
        return
      }
      select(newValue)
    }
  }

  /// Replaces the children with `viewControllers`, keeping the selected one if it stays, else
  /// the same index (or the first). Children that leave are removed with their disappear
  /// calls; `animated` is passed to the appearance calls.
  public func setViewControllers(_ viewControllers: [ViewController]?, animated: Bool) {
    guard !isChanging else {
      deferredChanges.append { [weak self] in self?.setViewControllers(viewControllers, animated: animated) }
      return
    }
    changeAtOnce { replaceChildren(with: viewControllers ?? [], animated: animated) }
  }

  /// A child cannot be taken while the tab bar controller switches tabs or changes its children.
  open override func reasonToKeep(_ child: ViewController) -> String? {
    super.reasonToKeep(child) ?? (isChanging ? "since \(traceName) is switching tabs or changing its children" : nil)
  }

  /// A child another view controller took loses its tab; when it was selected, the child now at
  /// its index (else the first) is selected at once, with appearance calls while on screen.
  open override func childWasTaken(_ child: ViewController, from index: Int) {
    tabBar.items = children.map(\.tabBarItem)
    guard child === selectedChild else {
      tabBar.selectedItem = selectedChild?.tabBarItem
      return
    }
    let next = children.indices.contains(index) ? children[index] : children.first
    changeAtOnce { switchAtOnce(to: next, from: child, animated: false) }
  }

  /// The tab bar controller lays out the children's area and the bar.
  func layoutContainer() {
    let barHeight = TabBar.standardHeight
    let bounds = view.bounds
    tabBar.frame = Rect(x: 0, y: bounds.height - barHeight, width: bounds.width, height: barHeight)
    transitionView.frame = Rect(x: 0, y: 0, width: bounds.width, height: max(0, bounds.height - barHeight))
    if runningContext == nil, let child = selectedChild?.viewIfLoaded, child.superview === transitionView {
      child.frame = transitionView.bounds
    }
  }

  /// A tap during a switch is ignored unless it selects the tab the switch is leaving, which
  /// converts the switch (see ``select(_:)``).
  private func userTappedItem(at index: Int) {
    guard children.indices.contains(index) else { return }
    let child = children[index]
    let converts = convertibleSwitch(to: child) != nil
    guard runningContext == nil || converts else { return }
    guard delegate?.tabBarController(self, shouldSelect: child) ?? true else { return }
    // A cancelled switch heading back still has its target selected: a tap on it converts.
    if child !== selectedChild || converts { select(child) }
    delegate?.tabBarController(self, didSelect: child)
  }
}
