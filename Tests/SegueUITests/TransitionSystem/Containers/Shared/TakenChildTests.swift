import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueUI
import Testing

/// A view controller that another container takes (`addChild`, directly or through that
/// container's API) or that is removed from its parent (`removeFromParent()`) leaves its old
/// container consistent: its tab, its place in a stack or its selection is forgotten at once, a
/// shown child leaves the screen with its disappear calls, and a child in the middle of a change
/// is refused with a diagnostic, as are cycles of parents and presented view controllers.
@MainActor
@Suite struct TakenChildTests {
  @Test func aSelectedTabTakenByAnotherTabBarControllerGivesWayToTheTabAtItsIndex() {
    let stage = TabStage()
    let other = emptyTabs("Other")
    let trace = LifecycleTrace()
    trace.record { other.viewControllers = [stage.a] }
    #expect(
      trace.lines == [
        "A.willMove(toParent: Other)",
        "B.loadView", "B.viewDidLoad", "B.viewWillAppear(false)", "A.viewWillDisappear(false)",
        "B.viewIsAppearing(false)", "A.viewDidDisappear(false)", "B.viewDidAppear(false)",
        "A.didMove(toParent: Other)",
      ])
    #expect(trace.appearanceViolations.isEmpty)
    #expect(stage.tabs.viewControllers?.map(\.traceName) == ["B", "C"])
    #expect(stage.tabs.tabBar.items.map(\.title) == ["B", "C"])
    #expect(stage.tabs.selectedIndex == 0)
    #expect(stage.tabs.tabBar.selectedItem === stage.b.tabBarItem)
    #expect(stage.shownTitles == ["B"])
    #expect(stage.a.parent === other && other.selectedViewController === stage.a)
  }

  @Test func anUnselectedTabTakenLosesOnlyItsItem() {
    let stage = TabStage()
    let other = TabBarController()
    let trace = LifecycleTrace()
    trace.record { other.viewControllers = [stage.c] }
    #expect(trace.lines.filter { $0.hasPrefix("A.") || $0.hasPrefix("B.") }.isEmpty)
    #expect(stage.tabs.tabBar.items.map(\.title) == ["A", "B"])
    #expect(stage.tabs.selectedViewController === stage.a)
    #expect(stage.tabs.tabBar.selectedItem === stage.a.tabBarItem)
  }

  @Test func theLastTabTakenWhileSelectedGivesWayToTheFirstAndTheOnlyTabToNone() {
    let stage = TabStage()
    stage.tabs.selectedIndex = 2
    let other = TabBarController()
    other.viewControllers = [stage.c]
    #expect(stage.tabs.selectedViewController === stage.a)
    #expect(stage.shownTitles == ["A"])
    other.viewControllers = [stage.a, stage.b]
    #expect(stage.tabs.viewControllers == nil)
    #expect(stage.tabs.selectedIndex == Int.max)
    #expect(stage.tabs.tabBar.items.isEmpty && stage.tabs.tabBar.selectedItem == nil)
    #expect(stage.shownTitles.isEmpty)
    #expect(!stage.a.isAppearingOrAppeared)
  }

  @Test func aTabInASwitchUnderWayIsRefusedAndCanBeTakenOnceItEnded() {
    let stage = TabStage()
    stage.animateSwitches(over: 0.3)
    stage.tapTab(1)
    let other = emptyTabs("Other")
    let issues = transitionIssues { other.viewControllers = [stage.b, stage.c] }
    #expect(issues.map(\.kind) == [.invalidParameter, .invalidParameter])
    #expect(
      issues.map(\.message) == [
        "Other: cannot take B from Tabs, since it takes part in a transition; ignored — take it once that is over",
        "Other: cannot take C from Tabs, since Tabs is switching tabs or changing its children; ignored — take it once that is over",
      ])
    #expect(other.viewControllers == nil && stage.b.parent === stage.tabs)
    stage.run(for: 0.5)
    #expect(stage.shownTitles == ["B"])
    other.viewControllers = [stage.b]
    #expect(other.viewControllers?.first === stage.b)
    #expect(stage.tabs.tabBar.items.map(\.title) == ["A", "C"])
    #expect(stage.shownTitles == ["C"])
  }

  @Test func aPresentedViewControllerCannotBeTakenAsAChild() {
    let stage = TabStage()
    let modal = NamedController("M")
    stage.tabs.present(modal, animated: false)
    stage.step()
    let other = emptyTabs("Other")
    let issues = transitionIssues { other.viewControllers = [modal] }
    #expect(issues.map(\.message) == ["Other: cannot take M, which Tabs presents; ignored — dismiss it first"])
    #expect(other.viewControllers == nil && modal.parent == nil)
    #expect(modal.presentingViewController === stage.tabs && modal.isAppearingOrAppeared)
  }

  @Test func aContainerCannotBecomeAChildOfItselfOrOfItsOwnDescendant() {
    let stage = TabStage()
    let nav = NavigationController(rootViewController: NamedController("root"))
    nav.title = "nav"
    stage.tabs.viewControllers = [nav, stage.b]
    stage.step()
    let issues = transitionIssues {
      nav.pushViewController(stage.tabs, animated: false)
      stage.a.addChild(stage.a)
    }
    #expect(
      issues.map(\.message) == [
        "nav: cannot take Tabs, which is one of its ancestors; ignored",
        "A: cannot take A, which is itself; ignored",
      ])
    #expect(stage.tabs.parent == nil && stage.a.parent == nil)
    #expect(nav.viewControllers.map(\.traceName) == ["root"])
    #expect(nav.transitionCoordinator == nil)
  }

  @Test func aPresentedViewControllerCannotBePushed() {
    let stage = NavigationStage()
    let modal = NamedController("M")
    modal.modalPresentationStyle = .overFullScreen
    stage.navigation.present(modal, animated: false)
    stage.run(for: 1)
    let issues = transitionIssues { stage.navigation.pushViewController(modal, animated: false) }
    #expect(issues.map(\.kind) == [.invalidParameter])
    #expect(modal.parent == nil && stage.navigation.viewControllers.map(\.traceName) == ["root"])
    modal.dismiss(animated: false)
    stage.run(for: 1)
    #expect(stage.onScreen == ["root"])
  }

  @Test func theSelectedTabRemovedFromItsParentGivesWayToTheTabAtItsIndex() {
    let stage = TabStage()
    let trace = LifecycleTrace()
    trace.record { stage.a.unembed() }
    // A's view leaves the window first (`unembed`), which ends its appearance; B follows.
    #expect(
      trace.lines == [
        "A.willMove(toParent: nil)", "A.viewWillDisappear(false)", "A.viewDidDisappear(false)",
        "B.loadView", "B.viewDidLoad", "B.viewWillAppear(false)", "B.viewIsAppearing(false)", "B.viewDidAppear(false)",
        "A.didMove(toParent: nil)",
      ])
    #expect(trace.appearanceViolations.isEmpty)
    #expect(stage.tabs.viewControllers?.map(\.traceName) == ["B", "C"])
    #expect(stage.tabs.tabBar.items.map(\.title) == ["B", "C"])
    #expect(stage.tabs.selectedViewController === stage.b && stage.shownTitles == ["B"])
  }

  @Test func theTopRemovedFromItsNavigationControllerShowsTheOneBelow() {
    let stage = NavigationStage()
    let page = NamedController("page")
    stage.navigation.pushViewController(page, animated: false)
    stage.step()
    page.unembed()
    #expect(stage.navigation.viewControllers.map(\.traceName) == ["root"])
    #expect(stage.navigation.children.map(\.traceName) == ["root"])
    #expect(stage.onScreen == ["root"] && stage.root.isAppearingOrAppeared && !page.isAppearingOrAppeared)
    #expect(stage.trace.appearanceViolations.isEmpty)
  }

  @Test func aChildInASwitchUnderWayCannotBeRemovedFromItsParent() {
    let stage = TabStage()
    stage.animateSwitches(over: 0.3)
    stage.tapTab(1)
    let issues = transitionIssues { stage.b.removeFromParent() }
    #expect(
      issues.map(\.message) == [
        "B.removeFromParent(): Tabs keeps it, since it takes part in a transition; ignored — remove it once that is over"
      ])
    #expect(stage.b.parent === stage.tabs)
    stage.run(for: 0.5)
    #expect(stage.shownTitles == ["B"])
  }

  @Test func theTopTakenFromANavigationStackShowsTheOneBelowInNavigationOrder() {
    let stage = NavigationStage()
    let page = NamedController("page")
    stage.navigation.pushViewController(page, animated: false)
    stage.step()
    let tabs = emptyTabs("Tabs")
    let lines = stage.traced { tabs.viewControllers = [page] }
    #expect(
      lines == [
        "page.willMove(toParent: Tabs)",
        "delegate.willShow(root, false)",
        "page.viewWillDisappear(false)", "root.viewWillAppear(false)", "root.viewIsAppearing(false)",
        "page.viewDidDisappear(false)", "root.viewDidAppear(false)",
        "delegate.didShow(root, false)",
        "page.didMove(toParent: Tabs)",
      ])
    #expect(stage.trace.appearanceViolations.isEmpty)
    #expect(stage.navigation.viewControllers.map(\.traceName) == ["root"])
    #expect(stage.navigation.children.map(\.traceName) == ["root"])
    #expect(stage.onScreen == ["root"])
    stage.edgeDrag(to: 300)
    stage.settle()
    #expect(stage.navigation.viewControllers.map(\.traceName) == ["root"], "nothing to pop")
  }

  @Test func aControllerTakenFromBelowTheTopLeavesTheStackQuietly() {
    let stage = NavigationStage()
    let middle = NamedController("middle")
    let top = NamedController("top")
    stage.navigation.setViewControllers([stage.root, middle, top], animated: false)
    stage.step()
    let other = NavigationController(rootViewController: NamedController("other"))
    let lines = stage.traced { other.pushViewController(middle, animated: false) }
    #expect(lines.filter { !$0.hasPrefix("middle.") }.isEmpty)
    #expect(stage.navigation.viewControllers.map(\.traceName) == ["root", "top"])
    stage.navigation.popViewController(animated: false)
    #expect(stage.onScreen == ["root"])
    #expect(other.viewControllers.map(\.traceName) == ["other", "middle"])
  }

  @Test func theWholeStackTakenLeavesAnEmptyNavigationControllerThatAcceptsAPush() {
    let stage = NavigationStage()
    stage.step()
    let tabs = TabBarController()
    tabs.viewControllers = [stage.root]
    #expect(stage.navigation.viewControllers.isEmpty && stage.navigation.topViewController == nil)
    #expect(stage.onScreen.isEmpty && !stage.root.isAppearingOrAppeared)
    let next = NamedController("next")
    stage.navigation.pushViewController(next, animated: true)
    stage.settle()
    #expect(stage.onScreen == ["next"])
    #expect(stage.trace.appearanceViolations.isEmpty)
  }

  @Test func aPushOfAControllerInAStackChangingElsewhereIsRefusedAndTheStackKept() {
    let stage = NavigationStage()
    stage.step()
    let page = NamedController("page")
    stage.navigation.pushViewController(page, animated: true)
    stage.step()
    let other = NavigationController(rootViewController: NamedController("other"))
    other.title = "other nav"
    let issues = transitionIssues { other.pushViewController(page, animated: false) }
    #expect(
      issues.map(\.message) == [
        "other nav: cannot take page from nav, since it takes part in a transition; ignored — take it once that is over"
      ])
    #expect(other.viewControllers.map(\.traceName) == ["other"])
    stage.settle()
    #expect(stage.navigation.viewControllers.map(\.traceName) == ["root", "page"])
    #expect(stage.onScreen == ["page"])
  }

}

/// A tab bar controller without children, titled `title` for traces and diagnostics.
@MainActor
private func emptyTabs(_ title: String) -> TabBarController {
  let tabs = TabBarController()
  tabs.title = title
  return tabs
}
