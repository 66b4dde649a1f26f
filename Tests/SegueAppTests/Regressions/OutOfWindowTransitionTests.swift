import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueUI
import Testing

/// Bug A of issue 18: a transition begun while its container is out of the window used to never
/// end, silently. View animations of views outside a window now complete on the next frame with
/// `finished == true`, and the watchdog counts wherever the transition's views are.
@MainActor
@Suite struct OutOfWindowTransitionTests {
  @Test func aPushWhoseStackLeavesTheWindowInTheSameFrameCompletes() {
    let stage = AppStage(animatesTabs: false)
    stage.collectingIssues {
      let page = stage.push("page")
      stage.tabs.selectedIndex = 1
      stage.step(3)
      #expect(stage.navigation.viewControllers.last === page)
      #expect(!stage.hasTransitionUnderway)
      #expect(page.appearance == .disappeared)
      #expect(!page.isInWindow)
    }
    #expect(stage.issues.isEmpty, "\(stage.issues.map(\.message))")
  }

  @Test func aPushedPageShowsWhenItsTabComesBack() {
    let stage = AppStage(animatesTabs: false)
    let page = stage.push("page")
    stage.tabs.selectedIndex = 1
    stage.step(3)
    stage.tabs.selectedIndex = 0
    stage.step(2)
    #expect(page.appearance == .appeared)
    #expect(page.isInWindow)
    #expect(stage.home.appearance == .disappeared)
    #expect(!stage.home.isInWindow)
  }

  @Test func aViewAnimationOfAViewThatLeftTheWindowCompletesOnTheNextFrameAsFinished() {
    let stage = AppStage()
    let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    stage.home.view.addSubview(view)
    view.removeFromSuperview()
    var finished: Bool?
    View.animate(withDuration: 5, animations: { view.alpha = 0.5 }, completion: { finished = $0 })
    #expect(finished == nil)
    stage.step()
    #expect(finished == true)
    #expect(view.alpha == 0.5)
  }

  @Test func aViewAnimationOfAViewAddedToTheWindowInTheSameFrameRuns() {
    let stage = AppStage()
    let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    let holder = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    stage.home.view.addSubview(holder)
    holder.removeFromSuperview()
    holder.addSubview(view)
    var finished: Bool?
    View.animate(withDuration: 1, animations: { view.alpha = 0.5 }, completion: { finished = $0 })
    stage.home.view.addSubview(holder)
    stage.step(10)
    #expect(finished == nil)
    stage.run(for: 1)
    #expect(finished == true)
  }

  @Test func aPushWhoseStackIsCoveredByAFullScreenPresentationInTheSameFrameCompletes() {
    let stage = AppStage(animatesTabs: false)
    stage.collectingIssues {
      let page = stage.push("page")
      let modal = Page("modal")
      stage.tabs.present(modal, animated: false)
      stage.step(3)
      #expect(stage.navigation.viewControllers.last === page)
      #expect(!stage.hasTransitionUnderway)
      #expect(page.appearance == .disappeared)
      #expect(modal.appearance == .appeared)
      stage.tabs.dismiss(animated: true)
      stage.run(for: 1)
      #expect(page.appearance == .appeared)
      #expect(page.isInWindow)
    }
    #expect(stage.issues.isEmpty, "\(stage.issues.map(\.message))")
  }

  @Test func aPushInterruptedByANewRootEndsAndReleasesTheOldApp() {
    weak var oldTabs: TabBarController?
    weak var page: Page?
    let stage = AppStage(animatesTabs: false)
    let newRoot = Page("new root")
    stage.collectingIssues {
      do {
        let app = AppStage(animatesTabs: false)
        oldTabs = app.tabs
        page = app.push("page")
        app.window.rootViewController = newRoot
        app.step(3)
        #expect(!app.hasTransitionUnderway)
        #expect(newRoot.appearance == .appeared)
      }
    }
    #expect(stage.issues.isEmpty, "\(stage.issues.map(\.message))")
    #expect(oldTabs == nil)
    #expect(page == nil)
  }
}
