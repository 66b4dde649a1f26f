import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueUI
import Testing

/// Found by the whole-app soak of issue 18 (seed 60034238): a tab switch requested while
/// another runs, under a full-screen presentation that covers the tab bar controller, used to
/// leave the tab it switched away from "disappearing" for good, because a view controller whose
/// transition was still waiting to begin did not follow its parent; a push made out of the
/// window then took the stuck page's view away without ending its appearance.
@MainActor
@Suite struct QueuedTabSwitchTests {
  @Test func aTabSwitchQueuedUnderAFullScreenPresentationLeavesTheOldTabDisappeared() {
    let stage = AppStage(style: .healthBeat)
    let modal = Page("modal")
    modal.modalPresentationStyle = .fullScreen
    stage.collectingIssues {
      stage.tabs.present(modal, animated: true)
      stage.step(3)
      stage.tabs.selectedIndex = 2
      stage.step(15)
      #expect(stage.hasTransitionUnderway, "the first switch still slides")
      stage.tabs.selectedIndex = 0
      stage.step()
      #expect(stage.home.appearance == .disappeared, "the first switch took the stack off the screen")
      stage.push("pushed")
      stage.run(for: 2)
    }
    #expect(stage.issues.isEmpty, "\(stage.issues.map(\.message))")
    #expect(!stage.hasTransitionUnderway)
    #expect(stage.window.appearanceMismatches.isEmpty, "\(stage.window.appearanceMismatches)")
    #expect(stage.tabs.selectedIndex == 0)
    #expect(stage.home.appearance == .disappeared)
    #expect(stage.home.outOfOrderCalls.isEmpty, "\(stage.home.outOfOrderCalls)")
    #expect(modal.appearance == .appeared)
  }

  @Test func aChildWhoseViewLeavesItsParentOutOfTheWindowEndsItsDisappearance() {
    let parent = Page("parent")
    let child = Page("child")
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    parent.beginAppearanceTransition(true, animated: false)
    parent.endAppearanceTransition()
    parent.beginAppearanceTransition(false, animated: true)
    #expect(child.appearance == .disappearing)
    child.view.removeFromSuperview()
    #expect(child.appearance == .disappeared, "the parent's did no longer reaches the child's view")
    #expect(child.outOfOrderCalls.isEmpty, "\(child.outOfOrderCalls)")
    parent.endAppearanceTransition()
    #expect(parent.appearance == .disappeared)
  }

  @Test func aChildInAWrapperThatLeavesItsParentOutOfTheWindowEndsItsDisappearance() {
    let parent = Page("parent")
    let child = Page("child")
    let wrapper = View(frame: parent.view.bounds)
    parent.view.addSubview(wrapper)
    parent.addChild(child)
    wrapper.addSubview(child.view)
    child.didMove(toParent: parent)
    parent.beginAppearanceTransition(true, animated: false)
    parent.endAppearanceTransition()
    parent.beginAppearanceTransition(false, animated: true)
    #expect(child.appearance == .disappearing)
    wrapper.removeFromSuperview()
    #expect(child.appearance == .disappeared, "the parent's did no longer reaches the child's view")
    #expect(child.outOfOrderCalls.isEmpty, "\(child.outOfOrderCalls)")
  }
}
