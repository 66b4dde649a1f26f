import SegueGeometry
import SegueUI

/// A navigation stack with the platform's default push and pop: a button pushes the next
/// message, a pan from the left edge pops it back interactively. The script pushes twice,
/// pops with a pan that finishes, and starts a pop that is cancelled.
@MainActor
final class NavigationApp: DemoApp {
  private(set) lazy var navigation: NavigationController = {
    let navigation = NavigationController(rootViewController: page(0))
    navigation.title = "Navigation"
    return navigation
  }()

  init(size: Size) {}

  private func page(_ index: Int) -> DemoPage {
    let title = index == 0 ? "Inbox" : "Message \(index)"
    let button = DemoButton(title: "Open") { [weak self] in
      guard let self else { return }
      self.navigation.pushViewController(self.page(index + 1), animated: true)
    }
    return DemoPage(
      title: title, color: DemoPage.palette[(index + 2) % DemoPage.palette.count],
      detail: "swipe from the left edge to go back", button: button)
  }

  var rootViewController: ViewController { navigation }

  var script: [DemoStep] {
    let open = DemoStep.tap("Open", on: { [navigation] in (navigation.topViewController as? DemoPage)?.button })
    return [
      .wait(0.4), open, .wait(0.7), open, .wait(0.7),
      .edgePan("from the left edge, most of the way", fromLeft: true, to: Point(x: 0.8, y: 0.5), seconds: 0.5),
      .wait(0.7),
      .edgePan("from the left edge, a little, slowly", fromLeft: true, to: Point(x: 0.3, y: 0.5), seconds: 0.9),
      .wait(0.8),
    ]
  }
}
