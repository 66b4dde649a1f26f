import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueUI
import Testing

@MainActor
@Suite struct TabBarControllerTests {
  @Test func theFirstChildFillsTheAreaAboveTheTabBarWhoseItemsShowTheTitles() {
    let stage = TabStage()
    #expect(stage.tabs.selectedIndex == 0)
    #expect(stage.shownTitles == ["A"])
    #expect(stage.a.view.frame == Rect(x: 0, y: 0, width: 320, height: 519))
    #expect(stage.tabs.tabBar.frame == Rect(x: 0, y: 519, width: 320, height: 49))
    #expect(stage.tabs.tabBar.items.map(\.title) == ["A", "B", "C"])
    #expect(stage.tabs.tabBar.selectedItem === stage.a.tabBarItem)
    #expect(stage.b.tabBarController === stage.tabs)
    #expect(stage.a.isAppearingOrAppeared && !stage.b.isViewLoaded)
  }

  @Test func aTapWithoutAnAnimatorSwitchesAtOnceInTheTabBarsAppearanceOrder() {
    let stage = TabStage()
    let trace = LifecycleTrace()
    trace.record { stage.tapTab(1) }
    #expect(
      trace.lines == [
        "B.loadView", "B.viewDidLoad", "B.viewWillAppear(false)", "A.viewWillDisappear(false)",
        "B.viewIsAppearing(false)", "A.viewDidDisappear(false)", "B.viewDidAppear(false)",
      ])
    #expect(stage.delegate.calls == ["shouldSelect B", "animator A→B", "didSelect B"])
    #expect(stage.tabs.selectedIndex == 1)
    #expect(stage.shownTitles == ["B"])
    #expect(stage.b.view.frame == Rect(x: 0, y: 0, width: 320, height: 519))
    #expect(stage.tabs.tabBar.selectedItem === stage.b.tabBarItem)
  }

  @Test func reselectingTheShownTabStillTellsTheDelegateAndCodeNeverDoes() {
    let stage = TabStage()
    stage.tapTab(0)
    #expect(stage.delegate.calls == ["shouldSelect A", "didSelect A"])
    stage.delegate.calls = []
    stage.tabs.selectedIndex = 2
    #expect(stage.delegate.calls == ["animator A→C"])
    #expect(stage.shownTitles == ["C"])
  }

  @Test func aTabTheDelegateRefusesStaysUnselected() {
    let stage = TabStage()
    stage.delegate.refused = ["B", "C"]
    stage.tapTab(2)
    #expect(stage.delegate.calls == ["shouldSelect C"])
    #expect(stage.tabs.selectedIndex == 0)
  }

  @Test func anAnimatedSwitchMovesTheSelectionAtOnceAndTheDidCallsWaitForTheEnd() {
    let stage = TabStage()
    stage.delegate.animator = { SlideAnimator() }
    let trace = LifecycleTrace(clock: stage.clock)
    trace.record {
      stage.tapTab(1)
      #expect(stage.tabs.selectedIndex == 1)
      #expect(stage.delegate.calls == ["shouldSelect B", "animator A→B", "interaction", "didSelect B"])
      stage.step()
      #expect(stage.shownTitles == ["A", "B"])
      stage.run(for: 1.1)
    }
    #expect(
      trace.lines.filter { $0.contains(".view") && !$0.contains("Load") } == [
        "B.viewWillAppear(true)", "A.viewWillDisappear(true)", "B.viewIsAppearing(true)",
        "A.viewDidDisappear(true)", "B.viewDidAppear(true)",
      ])
    #expect(trace.appearanceViolations.isEmpty)
    #expect(stage.shownTitles == ["B"])
    #expect(stage.b.view.frame == Rect(x: 0, y: 0, width: 320, height: 519))
  }

  @Test func aCancelledInteractiveSwitchLeavesTheOldTabSelectedAndShown() {
    let stage = TabStage()
    let interaction = PercentDrivenInteractiveTransition()
    stage.delegate.animator = { SlideAnimator() }
    stage.delegate.interaction = interaction
    let trace = LifecycleTrace(clock: stage.clock)
    trace.record {
      stage.tabs.selectedIndex = 2
      stage.step()
      interaction.update(0.4)
      stage.step()
      #expect(stage.shownTitles == ["A", "C"])
      interaction.cancel()
      stage.run(for: 1)
    }
    #expect(stage.tabs.selectedIndex == 0)
    #expect(stage.tabs.tabBar.selectedItem === stage.a.tabBarItem)
    #expect(stage.shownTitles == ["A"])
    #expect(stage.a.view.frame == Rect(x: 0, y: 0, width: 320, height: 519))
    #expect(
      trace.lines.filter { $0.contains(".view") && !$0.contains("Load") } == [
        "C.viewWillAppear(true)", "A.viewWillDisappear(true)", "C.viewIsAppearing(true)",
        "C.viewWillDisappear(true)", "C.viewDidDisappear(true)", "A.viewWillAppear(true)", "A.viewIsAppearing(true)",
        "A.viewDidAppear(true)",
      ])
    #expect(trace.appearanceViolations.isEmpty)
  }

  @Test func theWindowResizedDuringASwitchSizesTheTabShownAtItsEnd() {
    let stage = TabStage()
    let interaction = PercentDrivenInteractiveTransition()
    stage.delegate.animator = { SlideAnimator() }
    stage.tapTab(1)
    stage.run(for: 0.3)
    stage.window.transition(toSize: Size(width: 568, height: 320))
    stage.run(for: 1.5)
    #expect(stage.shownTitles == ["B"])
    #expect(stage.b.view.frame == Rect(x: 0, y: 0, width: 568, height: 271), "B fills the area above the bar")
    stage.delegate.interaction = interaction
    stage.tabs.selectedIndex = 2
    stage.step()
    interaction.update(0.3)
    stage.window.transition(toSize: Size(width: 320, height: 568))
    stage.run(for: 0.5)
    interaction.cancel()
    stage.run(for: 1)
    #expect(stage.shownTitles == ["B"])
    #expect(
      stage.b.view.frame == Rect(x: 0, y: 0, width: 320, height: 519), "a cancelled switch leaves B at the new size")
  }

  @Test func aSwitchThatAFullScreenPresentationCoversLeavesTheNewTabDisappearedUntilTheDismissal() {
    let stage = TabStage()
    let (modal, trace) = stage.presentModalWhileTracing()
    stage.tabs.selectedIndex = 1
    stage.run(for: 1)
    #expect(!stage.b.isAppearingOrAppeared, "B is under the presented view")
    modal.dismiss(animated: true)
    stage.run(for: 1)
    stage.application.lifecycleTrace = nil
    #expect(stage.b.isAppearingOrAppeared)
    // The switch begins after the presentation began to cover the tab bar controller: B gets
    // no calls until the dismissal uncovers it.
    #expect(
      trace.lines.filter { $0.hasPrefix("B.view") && !$0.contains("Load") } == [
        "B.viewWillAppear(true)", "B.viewIsAppearing(true)", "B.viewDidAppear(true)",
      ])
    #expect(trace.appearanceViolations.isEmpty)
  }

  @Test func aSwitchRequestedWhileTheTabBarControllerDisappearsGivesTheOldTabItsDidDisappear() {
    let stage = TabStage()
    let (modal, trace) = stage.presentModalWhileTracing()
    stage.step()
    stage.tabs.selectedIndex = 1
    stage.run(for: 1)
    modal.dismiss(animated: true)
    stage.run(for: 1)
    stage.application.lifecycleTrace = nil
    #expect(trace.lines.filter { $0.hasPrefix("A.view") } == ["A.viewWillDisappear(true)", "A.viewDidDisappear(true)"])
    #expect(stage.b.isAppearingOrAppeared && !stage.a.isAppearingOrAppeared)
    #expect(trace.appearanceViolations.isEmpty)
  }

  @Test func tapsDuringATransitionAreIgnoredAndCodeSelectionsWaitForItsEnd() {
    let stage = TabStage()
    stage.delegate.animator = { SlideAnimator() }
    stage.tapTab(1)
    stage.delegate.calls = []
    stage.tapTab(2)
    #expect(stage.delegate.calls.isEmpty)
    stage.tabs.selectedIndex = 2
    #expect(stage.tabs.selectedIndex == 1)
    stage.run(for: 1.1)
    #expect(stage.tabs.selectedIndex == 2)
    #expect(stage.delegate.calls == ["animator B→C", "interaction"])
    stage.run(for: 1.1)
    #expect(stage.shownTitles == ["C"])
  }

  @Test func aSelectionFromTheAppearanceCallsOfASwitchAtOnceWaitsUntilTheSwitchIsDone() {
    let stage = TabStage()
    let d = AppearanceHookController("D")
    let e = AppearanceHookController("E")
    stage.tabs.viewControllers = [stage.a, d, e]
    d.onWillAppear = { stage.tabs.selectedIndex = 2 }
    e.onDidAppear = { stage.tabs.setViewControllers([stage.a, e], animated: false) }
    let trace = LifecycleTrace()
    trace.record { stage.tabs.selectedIndex = 1 }
    #expect(stage.tabs.selectedViewController === e)
    #expect(stage.tabs.viewControllers?.map(\.traceName) == ["A", "E"], "E's change ran after the switch to E")
    #expect(e.view.superview != nil && d.viewIfLoaded?.superview == nil && stage.a.viewIfLoaded?.superview == nil)
    #expect(
      trace.lines.filter { $0.contains(".view") && !$0.contains("Load") } == [
        "D.viewWillAppear(false)", "A.viewWillDisappear(false)", "D.viewIsAppearing(false)",
        "A.viewDidDisappear(false)", "D.viewDidAppear(false)",
        "E.viewWillAppear(false)", "D.viewWillDisappear(false)", "E.viewIsAppearing(false)",
        "D.viewDidDisappear(false)", "E.viewDidAppear(false)",
      ])
    #expect(trace.appearanceViolations.isEmpty)
  }

  @Test func replacingTheChildrenKeepsTheIndexAndReleasesTheOnesThatLeft() {
    let stage = TabStage()
    stage.tabs.selectedIndex = 1
    weak var released: ViewController?
    do {
      let d = NamedController("D")
      released = d
      let trace = LifecycleTrace()
      trace.record { stage.tabs.setViewControllers([stage.a, d, stage.c], animated: false) }
      #expect(
        trace.lines == [
          "B.willMove(toParent: nil)", "D.willMove(toParent: Tabs)", "D.loadView", "D.viewDidLoad",
          "D.viewWillAppear(false)", "B.viewWillDisappear(false)", "D.viewIsAppearing(false)",
          "B.viewDidDisappear(false)", "D.viewDidAppear(false)", "B.didMove(toParent: nil)",
          "D.didMove(toParent: Tabs)",
        ])
      #expect(stage.tabs.selectedViewController === d)
      #expect(stage.tabs.tabBar.items.map(\.title) == ["A", "D", "C"])
      #expect(stage.b.parent == nil && stage.b.viewIfLoaded?.superview == nil)
    }
    stage.tabs.viewControllers = [stage.a, stage.b]
    #expect(released == nil)
    #expect(stage.tabs.selectedViewController === stage.b)
    #expect(stage.shownTitles == ["B"])
  }

  @Test func outOfRangeSelectionsAreReportedAndIgnored() {
    let stage = TabStage()
    let issues = transitionIssues {
      stage.tabs.selectedIndex = 7
      stage.tabs.selectedViewController = NamedController("Stranger")
    }
    #expect(issues.map(\.kind) == [.invalidParameter, .invalidParameter])
    #expect(issues.first?.message.contains("selectedIndex 7") == true)
    #expect(stage.tabs.selectedIndex == 0)
  }

  @Test func aTabThatLeftIsReleasedWithItsItem() {
    let stage = TabStage()
    weak var leaving: ViewController?
    weak var item: TabBarItem?
    do {
      let page = NamedController("D")
      leaving = page
      item = page.tabBarItem
      stage.tabs.viewControllers = [stage.a, page]
      stage.tabs.viewControllers = [stage.a]
    }
    #expect(leaving == nil && item == nil)
  }

  @Test func aTitleChangeShowsInTheTabBar() {
    let stage = TabStage()
    stage.b.title = "Bee"
    #expect(stage.tabs.tabBar.items[1].title == "Bee")
  }

  /// New children set by the delegate while it is asked for the switch's animator wait for the
  /// switch, as changes made while a switch runs do, instead of pulling B away under it.
  @Test func childrenTheDelegateSetsWhileAskedForAnAnimatorFollowTheSwitch() {
    let stage = TabStage()
    let delegate = ReentrantTabDelegate()
    stage.tabs.delegate = delegate
    let d = NamedController("D")
    delegate.onAnimator = { stage.tabs.viewControllers = [stage.a, d] }
    let trace = LifecycleTrace(clock: stage.clock)
    let issues = trace.record {
      transitionIssues {
        stage.tabs.selectedIndex = 1
        stage.run(for: 1)
      }
    }
    #expect(issues.isEmpty)
    #expect(stage.tabs.viewControllers?.map(\.traceName) == ["A", "D"])
    #expect(stage.tabs.selectedViewController === d && stage.tabs.tabBar.selectedItem === d.tabBarItem)
    #expect(stage.tabs.view.subviews[0].subviews.compactMap { $0.viewController?.traceName } == ["D"])
    #expect(stage.b.parent == nil && !stage.b.isAppearingOrAppeared)
    #expect(trace.appearanceViolations.isEmpty)
  }
}

/// A tab bar controller delegate that runs `onAnimator` once, from inside the question for an
/// animator, then vends a 0.2 s slide.
@MainActor
final class ReentrantTabDelegate: TabBarControllerDelegate {
  var onAnimator: (() -> Void)?

  func tabBarController(
    _ tabBarController: TabBarController, animationControllerForTransitionFrom fromVC: ViewController,
    to toVC: ViewController
  ) -> (any AnimatedTransitioning)? {
    let hook = onAnimator
    onAnimator = nil
    hook?()
    let animator = SlideAnimator()
    animator.duration = 0.2
    return animator
  }
}
