import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueUI
import Testing

/// Bug F of issue 18: Health Beat's tab edge pans over the custom container's own pan used to
/// leave a page "appearing" while it was not shown; and a pan towards no child used to take the
/// finger from the tab's edge pan.
@MainActor
@Suite struct TabPanOverContainerTests {
  /// A Health Beat app on the container's tab, settled.
  private func containerStage() -> AppStage {
    let stage = AppStage(style: .healthBeat)
    stage.tabs.selectedIndex = 1
    stage.run(for: 1)
    return stage
  }

  /// Every page's appearance agrees with the window once the app settled.
  private func expectSettled(_ stage: AppStage) {
    #expect(!stage.hasTransitionUnderway)
    #expect(stage.window.appearanceMismatches.isEmpty, "\(stage.window.appearanceMismatches)")
    for page in [stage.home, stage.plain] + stage.containerPages {
      let agrees = page.isInWindow ? page.appearance == .appeared : page.appearance == .disappeared
      #expect(agrees, "\(page.title ?? "") is \(page.appearance), \(page.isInWindow ? "in" : "out of") the window")
    }
  }

  @Test func tabPansStartedWhileTheContainersPanFinishesLeaveEveryAppearanceRight() {
    let stage = containerStage()
    stage.collectingIssues {
      stage.drag(from: 300, to: 300 - 0.61 * 390)
      stage.step(14)
      stage.drag(from: 388, to: 388 - 0.74 * 390)
      stage.step(14)
      stage.drag(from: 388, to: 388 - 0.19 * 390)
      stage.run(for: 3)
    }
    #expect(stage.issues.isEmpty, "\(stage.issues.map(\.message))")
    expectSettled(stage)
  }

  @Test func aLeftEdgePanOnTheFirstChildSwitchesTabsInsteadOfPanningTheContainer() {
    let stage = containerStage()
    stage.collectingIssues {
      stage.drag(from: 2, to: 2 + 0.7 * 390)
      stage.run(for: 3)
    }
    #expect(stage.issues.isEmpty, "\(stage.issues.map(\.message))")
    #expect(stage.tabs.selectedIndex == 0)
    #expect(stage.container.selectedViewController === stage.containerPages[0])
    expectSettled(stage)
  }

  @Test func childSwitchesRequestedWhileAnInteractiveTabSwitchIsCancelledGiveTheirCalls() {
    let stage = containerStage()
    stage.collectingIssues {
      stage.drag(from: 2, to: 2 + 0.3 * 390, steps: 10, lift: false)
      stage.step(12)
      stage.container.selectedViewController = stage.containerPages[1]
      stage.step()
      stage.container.selectedViewController = stage.containerPages[2]
      stage.step(20)
      stage.lift(at: 2 + 0.3 * 390)
      stage.run(for: 3)
    }
    #expect(stage.issues.isEmpty, "\(stage.issues.map(\.message))")
    #expect(stage.tabs.selectedIndex == 1)
    #expect(stage.container.selectedViewController === stage.containerPages[2])
    expectSettled(stage)
  }
}
