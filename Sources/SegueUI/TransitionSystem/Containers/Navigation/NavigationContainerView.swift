/// A navigation controller's root view: it keeps the transition view at its bounds, the bar
/// along its top and, between transitions, the top view controller's view at the transition
/// view's bounds, so that the page follows a resized window.
final class NavigationContainerView: View {
  /// The navigation controller whose view this is.
  weak var navigationController: NavigationController?

  override func layoutSubviews() {
    guard let navigationController else { return }
    let transitionView = navigationController.transitionView
    if transitionView.superview === self, transitionView.frame != bounds { transitionView.frame = bounds }
    let bar = navigationController.navigationBar
    if bar.superview === self {
      let frame = navigationController.navigationBarFrame
      if bar.frame != frame { bar.frame = frame }
    }
    guard navigationController.runningRequest == nil,
      let top = navigationController.shownControllers.last?.viewIfLoaded, top.superview === transitionView,
      top.frame != transitionView.bounds
    else { return }
    top.frame = transitionView.bounds
  }
}
