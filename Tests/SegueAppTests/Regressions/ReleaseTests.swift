import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueUI
import Testing

/// Bug E of issue 18: releasing a window or application while a presentation is up used to
/// leak the whole controller tree through the presenter ↔ presented ↔ presentation controller
/// cycle.
@MainActor
@Suite struct ReleaseTests {
  @Test(arguments: [ModalPresentationStyle.fullScreen, .overFullScreen, .custom])
  func droppingTheAppWithAPresentationUpReleasesEveryController(style: ModalPresentationStyle) {
    weak var tabs: TabBarController?
    weak var modal: Page?
    weak var presentationController: PresentationController?
    weak var window: Window?
    do {
      let stage = AppStage()
      let presented = Page("modal")
      presented.modalPresentationStyle = style
      stage.tabs.present(presented, animated: true)
      stage.run(for: 1)
      #expect(presented.appearance == .appeared)
      tabs = stage.tabs
      modal = presented
      presentationController = presented.presentationController
      window = stage.window
    }
    #expect(window == nil)
    #expect(tabs == nil)
    #expect(modal == nil)
    #expect(presentationController == nil)
  }

  @Test func droppingTheAppMidPresentationReleasesEveryController() {
    weak var tabs: TabBarController?
    weak var modal: Page?
    do {
      let stage = AppStage()
      let presented = Page("modal")
      stage.tabs.present(presented, animated: true)
      stage.step(5)
      tabs = stage.tabs
      modal = presented
    }
    #expect(tabs == nil)
    #expect(modal == nil)
  }

  @Test func droppingTheAppDuringAHeldPopOrATabSwitchReleasesEveryController() {
    weak var tabs: TabBarController?
    weak var page: Page?
    do {
      let stage = AppStage()
      let pushed = stage.push("page")
      stage.run(for: 1)
      stage.edgeDrag(to: 120, lift: false)
      stage.step(12)
      stage.tabs.selectedIndex = 2
      stage.step(3)
      tabs = stage.tabs
      page = pushed
    }
    #expect(tabs == nil)
    #expect(page == nil)
  }
}
