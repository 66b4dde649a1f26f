import SegueGeometry
import SegueTestSupport
import SegueUI

/// A tab bar controller with the pages "A", "B" and "C" in a ``WindowStage``; the children's
/// views fill the 320 × 519 area above the tab bar.
@MainActor
final class TabsFixture {
  let tabs = TabBarController()
  let a = Page("A", Color(red: 0.2, green: 0.4, blue: 0.9))
  let b = Page("B", Color(red: 0.95, green: 0.55, blue: 0.15))
  let c = Page("C", Color(red: 0.3, green: 0.7, blue: 0.3))
  let stage: WindowStage

  init() {
    tabs.title = "Tabs"
    tabs.viewControllers = [a, b, c]
    stage = WindowStage(root: tabs)
  }

  /// The children's area.
  static let childFrame = Rect(x: 0, y: 0, width: 320, height: 519)

  /// The titles of the children whose views are in the tab bar controller's view.
  var shownTitles: [String] {
    [a, b, c].filter { $0.viewIfLoaded?.isDescendant(of: tabs.view) == true }.compactMap(\.title)
  }

  /// Whether a switch of the tab bar controller is under way.
  var isSwitching: Bool {
    [a, b, c].contains { $0.transitionCoordinator != nil }
  }
}
