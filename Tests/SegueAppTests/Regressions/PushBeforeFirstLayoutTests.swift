import SegueGeometry
import SegueTestSupport
import SegueUI
import Testing

/// Found by the whole-app model with the library's gestures (issue 23): a page pushed with an
/// animation onto the stack of a new root view controller before the window's first layout
/// pass began at the stack's size then, zero, and kept it after the transition (the navigation
/// controller, unlike the tab bar controller and the custom container, asked for no layout pass
/// at its end): it had appeared, invisible, and no touch could reach it.
@MainActor
@Suite struct PushBeforeFirstLayoutTests {
  @Test func aPagePushedBeforeTheFirstLayoutPassFillsTheStackOnceShown() {
    let stage = Stage(width: 390, height: 844)
    let tree = AppTree(style: .atOnce)
    stage.window.rootViewController = tree.tabs
    let page = Page("pushed")
    tree.navigation.pushViewController(page, animated: true)
    stage.run(for: 1)
    #expect(page.appearance == .appeared)
    #expect(page.view.frame == tree.navigation.view.bounds && page.view.frame.size == Size(width: 390, height: 795))
  }
}
