import SegueGeometry
import SegueImage
import SegueRender
import SegueTestSupport
import SegueUI

/// A tab bar controller of a red page "A" and a blue page "B", embedded at (40, 60), 240 × 400,
/// in a black parent filling a ``WindowStage``'s window: the tab bar controller's children's
/// area does not span the window and its container view is offset.
@MainActor
final class EmbeddedTabsFixture {
  let tabs = TabBarController()
  let a = Page("A", Color(red: 1, green: 0, blue: 0))
  let b = Page("B", Color(red: 0, green: 0, blue: 1))
  let stage: WindowStage
  private let renderer: OffscreenRenderer

  /// Embeds the tab bar controller, whose delegate is `delegate`, in a window.
  init(delegate: any TabBarControllerDelegate) {
    tabs.viewControllers = [a, b]
    tabs.delegate = delegate
    let parent = Page("Parent", Color(white: 0))
    parent.addChild(tabs)
    tabs.view.frame = Self.tabsFrame
    parent.view.addSubview(tabs.view)
    tabs.didMove(toParent: parent)
    stage = WindowStage(root: parent)
    renderer = OffscreenRenderer(for: stage.window)
  }

  /// Runs one frame and returns what the window shows then.
  func renderedFrame() -> Bitmap {
    stage.application.renderer = renderer
    defer { stage.application.renderer = nil }
    stage.step()
    return renderer.frame
  }

  /// Where the tab bar controller's view is, in the window.
  static let tabsFrame = Rect(x: 40, y: 60, width: 240, height: 400)
}
