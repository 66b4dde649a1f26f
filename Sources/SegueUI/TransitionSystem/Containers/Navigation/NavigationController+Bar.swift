import SegueGeometry

extension NavigationController {
  /// How long ``setNavigationBarHidden(_:animated:)`` takes to slide the bar, in seconds: the
  /// platform's `UINavigationControllerHideShowBarDuration`.
  public static let hideShowBarDuration = 0.2

  /// Whether the navigation bar is hidden; setting it is
  /// ``setNavigationBarHidden(_:animated:)`` without animation.
  public var isNavigationBarHidden: Bool {
    get { navigationBarHidden }
    set { setNavigationBarHidden(newValue, animated: false) }
  }

  /// Hides or shows the navigation bar, sliding it up out of the view or down into it when
  /// `animated`: alongside the transition when one of the stack runs (a `viewWillAppear(_:)`
  /// that hides the bar, as on the platform: scrubbed by an interactive pop, settled by the
  /// transition's end), else over ``hideShowBarDuration``.
  public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    guard hidden != navigationBarHidden else { return }
    navigationBarHidden = hidden
    guard isViewLoaded else { return }
    let bar = navigationBar
    let frame = navigationBarFrame
    if !hidden { bar.isHidden = false }
    guard animated, view.window?.application != nil else {
      View.performWithoutAnimation { bar.frame = frame }
      bar.isHidden = hidden
      return
    }
    if runningRequest != nil, let coordinator = shownControllers.last?.activeCoordinator {
      coordinator.animateChrome { bar.frame = frame }
      return
    }
    View.animate(
      withDuration: Self.hideShowBarDuration, delay: 0, options: .curveEaseInOut,
      animations: {
        bar.frame = frame
      },
      completion: { [weak self] _ in
        guard let self, navigationBarHidden == hidden else { return }
        bar.isHidden = hidden
      })
  }

  /// The bar's frame in the navigation controller's view: along the top, or just above it while
  /// hidden.
  var navigationBarFrame: Rect {
    let height = NavigationBar.standardHeight
    return Rect(x: 0, y: navigationBarHidden ? -height : 0, width: view.bounds.width, height: height)
  }

  /// Wires the bar's back button to pop.
  func configureNavigationBar() {
    navigationBar.backTapped = { [weak self] in
      guard let self, runningRequest == nil, shownControllers.count > 1 else { return }
      popViewController(animated: true)
    }
  }

  /// Shows the shown stack's items in the bar at once, the bar where its hidden state puts it.
  func showStackInBar() {
    navigationBar.show(shownControllers.map(\.navigationItem))
    guard isViewLoaded else { return }
    let frame = navigationBarFrame
    View.performWithoutAnimation { navigationBar.frame = frame }
    navigationBar.isHidden = navigationBarHidden
  }
}
