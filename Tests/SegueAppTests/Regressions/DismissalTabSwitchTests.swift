import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueUI
import Testing

/// Bug H of issue 18: two tab switches during an animated full-screen dismissal used to leave a
/// child "appeared" while its view was out of the window, with balanced calls that the trace's
/// appearance check could not see; ``Window/appearanceMismatches`` sees it.
@MainActor
@Suite struct DismissalTabSwitchTests {
  /// An app with a full-screen "modal" presented over its tab bar controller, settled.
  private func stageWithModalUp() -> (AppStage, Page) {
    let stage = AppStage()
    let modal = Page("modal")
    stage.tabs.present(modal, animated: true)
    stage.run(for: 1)
    return (stage, modal)
  }

  @Test func twoTabSwitchesDuringAFullScreenDismissalLeaveEveryAppearanceAgreeingWithTheWindow() {
    let (stage, modal) = stageWithModalUp()
    stage.collectingIssues {
      stage.tabs.dismiss(animated: true)
      stage.step(20)
      stage.tabs.selectedIndex = 2
      stage.step()
      stage.tabs.selectedIndex = 1
      stage.run(for: 2)
    }
    #expect(stage.issues.isEmpty, "\(stage.issues.map(\.message))")
    #expect(stage.window.appearanceMismatches.isEmpty, "\(stage.window.appearanceMismatches)")
    #expect(stage.tabs.selectedIndex == 1)
    #expect(stage.containerPages[0].appearance == .appeared)
    #expect(stage.plain.appearance == .disappeared)
    #expect(stage.home.appearance == .disappeared)
    #expect(modal.appearance == .disappeared)
  }

  @Test func theCheckNamesAControllerThatAppearedOutOfTheWindow() {
    let stage = AppStage()
    let trace = LifecycleTrace(clock: stage.clock)
    #expect(stage.window.appearanceMismatches.isEmpty)
    trace.record {
      stage.home.view.removeFromSuperview()
      stage.home.beginAppearanceTransition(true, animated: false)
      stage.home.endAppearanceTransition()
    }
    #expect(trace.appearanceViolations.isEmpty, "the calls are balanced")
    #expect(stage.window.appearanceMismatches == ["home has appeared but its view is not in the window"])
    #expect(trace.contractViolations(in: stage.window) == stage.window.appearanceMismatches)
  }

  @Test func aTabLeftAtOnceAfterItAppearedWhileTheTabBarStillAppearsDisappears() {
    let (stage, _) = stageWithModalUp()
    stage.collectingIssues {
      stage.tabs.dismiss(animated: true)
      stage.step(2)
      stage.tabDelegate.duration = 0.05
      stage.tabs.selectedIndex = 2
      stage.step(6)
      #expect(stage.plain.appearance == .appeared)
      stage.tabDelegate.animates = false
      stage.tabs.selectedIndex = 1
      #expect(stage.plain.appearance == .disappeared)
      stage.run(for: 2)
    }
    #expect(stage.issues.isEmpty, "\(stage.issues.map(\.message))")
    #expect(stage.window.appearanceMismatches.isEmpty, "\(stage.window.appearanceMismatches)")
    #expect(stage.containerPages[0].appearance == .appeared)
  }

  /// Found by the whole-app soak: a switch away and back made while a full-screen presentation
  /// covers the tab bar controller brought the stack's view back after the tab bar controller's
  /// `viewDidDisappear`, and its pages stayed "disappearing".
  @Test func aTabSwitchedAwayAndBackUnderAFullScreenPresentationEndsDisappeared() {
    let stage = AppStage()
    let modal = Page("modal")
    stage.collectingIssues {
      stage.tabs.present(modal, animated: true)
      stage.step(10)
      stage.tabs.selectedIndex = 1
      stage.tabs.selectedIndex = 0
      stage.run(for: 2)
    }
    #expect(stage.issues.isEmpty, "\(stage.issues.map(\.message))")
    #expect(stage.home.appearance == .disappeared)
    #expect(stage.window.appearanceMismatches.isEmpty, "\(stage.window.appearanceMismatches)")
    stage.tabs.dismiss(animated: true)
    stage.run(for: 1)
    #expect(stage.home.appearance == .appeared)
    #expect(stage.window.appearanceMismatches.isEmpty, "\(stage.window.appearanceMismatches)")
  }
}
