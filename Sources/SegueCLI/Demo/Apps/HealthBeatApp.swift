import SegueGeometry
import SegueTransitions
import SegueUI

/// Health Beat: a tab bar controller of History (in a navigation controller) and Graph. In the
/// pop-up part, the "+" in the History tab's navigation bar presents the Add Entry view controller with the custom
/// style, the history controller as its transitioning delegate vending the pop-up fade both
/// ways; a tap on the weight field brings the keyboard up (the pop-up moves to keep the field
/// above it), "73.5" and Return are typed on the keyboard's keys (the date field takes over),
/// a second Return sends the keyboard away (the pop-up centres again); the pop-up's view
/// swallows touches outside it (its `hitTest` override), and Cancel dismisses it. In the tabs part, the tab interactive transition is the tab bar controller's
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
        .wait(0.6), .tap("the weight field", on: { [history] in history.addEntry?.weightTextField }), .wait(0.5),
      ] + "73.5".flatMap { [type(.character($0)), .wait(0.15)] } + [
        type(.return), .wait(0.5), type(.return), .wait(0.5),
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

  /// A tap on `key` of the window's keyboard.
  private func type(_ key: KeyboardView.Key) -> DemoStep {
    .tap("the keyboard's \(key.caption)", on: { [tabs] in tabs.viewIfLoaded?.window?.keyboardView?.view(for: key) })
  }
}
