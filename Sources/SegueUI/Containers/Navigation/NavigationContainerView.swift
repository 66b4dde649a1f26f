/// A navigation controller's root view: between transitions it keeps the top view
/// controller's view at its bounds, so that the page follows a resized window.
final class NavigationContainerView: View {
  /// The navigation controller whose view this is.
  weak var navigationController: NavigationController?

  override func layoutSubviews() {
    guard let navigationController, navigationController.runningRequest == nil,
      let top = navigationController.shownControllers.last?.viewIfLoaded, top.superview === self, top.frame != bounds
    else { return }
    top.frame = bounds
  }
}
