import SegueGeometry
import SegueTransitions
import SegueUI

/// Health Beat: a tab bar controller of History (in a navigation controller) and Graph. In the
/// pop-up part, the "+" in the History tab's navigation bar presents the Add Entry view controller with the custom
/// style, the history controller as its transitioning delegate vending the pop-up fade both
/// ways; the pop-up's view swallows touches outside it (its `hitTest` override), and Cancel
/// dismisses it. In the tabs part, the tab interactive transition is the tab bar controller's
/// delegate: screen-edge pans slide between the tabs, finishing past half way and otherwise
/// cancelled, and tab taps slide on their own.
@MainActor
final class HealthBeatApp: DemoApp {
  /// What the scenario shows.
  enum Part {
    /// The custom pop-up presented and dismissed.
    case popUp
    /// The interactive tab slide.
    case tabs
  }

  let tabs = TabBarController()
  let history = HistoryController()
  private let part: Part
  private var tabTransition: TabInteractiveTransition?

  init(size: Size, part: Part) {
    self.part = part
    tabs.title = "RootTabBarController"
    let navigation = NavigationController(rootViewController: history)
    navigation.title = "HistoryNavigation"
    navigation.tabBarItem = TabBarItem(title: "History")
    tabs.viewControllers = [
      navigation, DemoPage(title: "Graph", color: DemoPage.palette[1], detail: "weights over time"),
    ]
    if part == .tabs { tabTransition = TabInteractiveTransition(tabBarController: tabs) }
  }

  var rootViewController: ViewController { tabs }

  var script: [DemoStep] {
    switch part {
    case .popUp:
      [
        .wait(0.4), .tap("+") { [history] in history.navigationController?.navigationBar.pointOfRightBarButtonItem },
        .wait(0.6),
        .tap("outside the pop-up") { [tabs] in
          tabs.viewIfLoaded.map { Point(x: $0.bounds.width / 2, y: $0.bounds.height * 0.85) }
        },
        .wait(0.4), .tap("Cancel", on: { [history] in history.addEntry?.cancelButton }), .wait(0.6),
      ]
    case .tabs:
      [
        .wait(0.4),
        .edgePan("from the right edge, past half way", fromLeft: false, to: Point(x: 0.2, y: 0.5), seconds: 0.5),
        .wait(0.9),
        .edgePan("from the left edge, not half way", fromLeft: true, to: Point(x: 0.35, y: 0.5), seconds: 0.5),
        .wait(0.9),
        .tap(tab: 0, of: tabs.tabBar), .wait(0.6),
      ]
    }
  }
}
