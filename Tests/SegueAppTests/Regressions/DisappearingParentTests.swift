import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueUI
import Testing

/// Bug B of issue 18: changing a container's child while the container disappears used to
/// leave the old child with `viewWillDisappear` and no `viewDidDisappear`.
@MainActor
@Suite struct DisappearingParentTests {
  @Test func aCustomContainerSwitchingChildrenWhileItsTabLeavesEndsTheOldChildsDisappearance() {
    let stage = AppStage()
    stage.tabs.selectedIndex = 1
    stage.run(for: 1)
    stage.collectingIssues {
      stage.tabs.selectedIndex = 2
      stage.step()
      stage.container.selectedViewController = stage.containerPages[2]
      stage.run(for: 2)
    }
    #expect(stage.issues.isEmpty, "\(stage.issues.map(\.message))")
    for page in stage.containerPages {
      #expect(page.appearance == .disappeared, "\(page.title ?? "") is \(page.appearance)")
      #expect(!page.isInWindow)
    }
    #expect(stage.plain.appearance == .appeared)
    stage.tabs.selectedIndex = 1
    stage.run(for: 1)
    #expect(stage.containerPages[2].appearance == .appeared)
    #expect(stage.containerPages[0].appearance == .disappeared)
  }

  @Test func aPopDuringAFullScreenPresentationEndsThePoppedPagesDisappearance() {
    let stage = AppStage()
    let first = stage.push("first")
    stage.run(for: 1)
    let second = stage.push("second")
    stage.run(for: 1)
    stage.collectingIssues {
      let modal = Page("modal")
      stage.tabs.present(modal, animated: true)
      stage.step(9)
      _ = stage.navigation.popToViewController(stage.home, animated: true)
      stage.run(for: 2)
      #expect(modal.appearance == .appeared)
    }
    #expect(stage.issues.isEmpty, "\(stage.issues.map(\.message))")
    for page in [stage.home, first, second] {
      #expect(page.appearance == .disappeared, "\(page.title ?? "") is \(page.appearance)")
    }
    stage.tabs.dismiss(animated: true)
    stage.run(for: 2)
    #expect(stage.home.appearance == .appeared)
    #expect(first.appearance == .disappeared)
    #expect(second.appearance == .disappeared)
    #expect(stage.navigation.viewControllers.count == 1)
  }
}
