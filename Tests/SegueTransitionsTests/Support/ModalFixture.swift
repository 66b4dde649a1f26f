import SegueGeometry
import SegueUI

/// "Root" in a ``WindowStage``, presenting "Sheet" full screen (without animation, so that the
/// test's delegate only sees the dismissal).
@MainActor
final class ModalFixture {
  let root = Page("Root", Color(white: 1))
  let sheet = Page("Sheet", Color(red: 0.95, green: 0.55, blue: 0.15))
  let stage: WindowStage

  init(delegate: ViewControllerTransitioningDelegate) {
    stage = WindowStage(root: root)
    sheet.transitioningDelegate = delegate
    root.present(sheet, animated: false)
    stage.step()
  }

  /// Whether "Sheet" is presented.
  var isPresented: Bool { root.presentedViewController === sheet }

  /// The titles of the pages whose views are in the window.
  var shownTitles: [String] {
    [root, sheet].filter { $0.viewIfLoaded?.window != nil }.compactMap(\.title)
  }

  /// Whether a transition of "Sheet" is under way.
  var isTransitioning: Bool { sheet.transitionCoordinator != nil }
}
