import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueUI
import Testing

/// Bugs C, D and G of issue 18: a tab switch made while a child's interactive pop is held, and
/// edge pans that follow each other closely.
@MainActor
@Suite struct InteractivePopInterruptionTests {
  /// A stage with "page" pushed onto the stack and settled.
  private func stageWithPage(animatesTabs: Bool) -> (AppStage, Page) {
    let stage = AppStage(animatesTabs: animatesTabs)
    let page = stage.push("page")
    stage.run(for: 1)
    return (stage, page)
  }

  @Test(arguments: [false, true])
  func aPopHeldWhenTheTabSwitchesAwayAndReleasedBeforeHalfWayIsCancelled(animatesTabs: Bool) {
    let (stage, page) = stageWithPage(animatesTabs: animatesTabs)
    stage.collectingIssues {
      stage.edgeDrag(to: 0.3 * 390, lift: false)
      stage.step(12)
      #expect(stage.hasTransitionUnderway)
      stage.tabs.selectedIndex = 1
      stage.step()
      stage.lift(at: 0.3 * 390)
      stage.run(for: 2)
      #expect(!stage.hasTransitionUnderway)
    }
    #expect(stage.issues.isEmpty, "\(stage.issues.map(\.message))")
    #expect(stage.navigation.viewControllers.last === page)
    #expect(stage.tabs.selectedIndex == 1)
    #expect(page.appearance == .disappeared)
    #expect(stage.home.appearance == .disappeared)
    stage.tabs.selectedIndex = 0
    stage.run(for: 1)
    #expect(page.appearance == .appeared)
    #expect(page.isInWindow)
    #expect(!stage.home.isInWindow)
  }

  @Test(arguments: [10, 60, 120])
  func aTabSwitchDuringAHeldPopRunsInItsOwnTimeAndBlamesNoOne(heldFrames: Int) {
    let (stage, page) = stageWithPage(animatesTabs: true)
    stage.collectingIssues {
      stage.edgeDrag(to: 0.4 * 390, lift: false)
      stage.step(12)
      stage.tabs.selectedIndex = 2
      var frames = 0
      while stage.tabs.transitionCoordinatorIsRunning, frames < 600 {
        stage.step()
        frames += 1
        if frames == heldFrames { stage.lift(at: 0.4 * 390) }
      }
      #expect(Double(frames) / 60 < 0.25 + 0.1, "the switch took \(frames) frames")
      stage.lift(at: 0.4 * 390)
      stage.run(for: 2)
      #expect(!stage.hasTransitionUnderway)
    }
    #expect(stage.issues.isEmpty, "\(stage.issues.map(\.message))")
    #expect(stage.navigation.viewControllers.last === page)
    #expect(stage.plain.appearance == .appeared)
  }

  @Test(arguments: [0, 1, 2, 5])
  func aSecondShortEdgePanAfterACancelledOneAlsoCancels(gap: Int) {
    let (stage, page) = stageWithPage(animatesTabs: true)
    stage.collectingIssues {
      stage.edgeDrag(to: 0.12 * 390)
      stage.step(15)
      stage.run(for: 1)
      #expect(stage.navigation.viewControllers.last === page)
      stage.edgeDrag(to: 0.12 * 390)
      stage.step(14)
      stage.step(gap)
      stage.edgeDrag(to: 0.097 * 390)
      stage.step(15)
      stage.run(for: 2)
    }
    #expect(stage.issues.isEmpty, "\(stage.issues.map(\.message))")
    #expect(stage.navigation.viewControllers.last === page)
    #expect(page.appearance == .appeared)
  }
}

extension TabBarController {
  /// Whether a tab switch runs.
  var transitionCoordinatorIsRunning: Bool {
    (viewControllers ?? []).contains { $0.transitionCoordinator != nil }
  }
}
