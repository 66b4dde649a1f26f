/// The root view of a tab bar controller: the children's area, holding the selected child's
/// view, above the tab bar, laid out by the controller.
@MainActor
final class TabBarControllerView: View {
  private weak var controller: TabBarController?

  init(controller: TabBarController) {
    self.controller = controller
    super.init(frame: .zero)
    addSubview(controller.transitionView)
    addSubview(controller.tabBar)
    if let selected = controller.selectedViewController {
      controller.transitionView.addSubview(selected.view)
    }
  }

  override func layoutSubviews() {
    controller?.layoutContainer()
  }
}
