import SegueGeometry
import SegueUI

/// A navigation controller showing "Top" pushed over "Root" in a ``WindowStage``.
@MainActor
final class StackFixture {
  let root = Page("Root", Color(white: 1))
  let top = Page("Top", Color(red: 0.2, green: 0.4, blue: 0.9))
  let navigation: NavigationController
  let stage: WindowStage
  /// The frame of the pages' views at rest.
  let pageFrame: Rect

  init() {
    navigation = NavigationController(rootViewController: root)
    stage = WindowStage(root: navigation)
    navigation.pushViewController(top, animated: false)
    stage.step()
    pageFrame = top.view.frame
  }

  /// The titles of the pages whose views are in the window.
  var shownTitles: [String] {
    [root, top].filter { $0.viewIfLoaded?.window != nil }.compactMap(\.title)
  }
}
