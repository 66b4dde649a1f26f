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

  /// Hides or shows the navigation bar, sliding it up out of the view or down into it over
  /// ``hideShowBarDuration`` when `animated`.
  public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    guard hidden != navigationBarHidden else { return }
    navigationBarHidden = hidden
    guard isViewLoaded else { return }
    if !hidden { navigationBar.isHidden = false }
    let bar = navigationBar
    let frame = navigationBarFrame
    guard animated, view.window?.application != nil else {
      View.performWithoutAnimation { bar.frame = frame }
      bar.isHidden = hidden
      return
    }
    View.animate(withDuration: Self.hideShowBarDuration, delay: 0, options: .curveEaseInOut, animations: {
      bar.frame = frame
    }, completion: { [weak self] _ in
      guard let self, self.navigationBarHidden == hidden else { return }
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

  /// Shows the shown stack's items in the bar at once.
  func showStackInBar() {
    navigationBar.show(shownControllers.map(\.navigationItem))
  }
}
