import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueUI
import Testing

@MainActor
@Suite struct NavigationControllerTests {
  @Test func theRootViewControllerIsAChildShownAtTheNavigationControllersBounds() {
    let stage = NavigationStage()
    stage.step()
    #expect(stage.navigation.viewControllers.map(\.traceName) == ["root"])
    #expect(stage.navigation.children.map(\.traceName) == ["root"])
    #expect(stage.navigation.topViewController === stage.root)
    #expect(stage.navigation.visibleViewController === stage.root)
    #expect(stage.root.navigationController === stage.navigation)
    #expect(stage.onScreen == ["root"])
    #expect(stage.root.view.frame == stage.window.bounds)
    #expect(stage.root.isAppearingOrAppeared)
    stage.edgeDrag(to: 300)
    stage.settle()
    #expect(stage.onScreen == ["root"], "nothing to pop")
  }

  @Test func aNonAnimatedPushAppliesAtOnceInNavigationOrder() {
    let stage = NavigationStage()
    let next = NamedController("next")
    let lines = stage.traced { stage.navigation.pushViewController(next, animated: false) }
    #expect(
      lines == [
        "next.willMove(toParent: nav)",
        "delegate.willShow(next, false)",
        "root.viewWillDisappear(false)",
        "next.loadView", "next.viewDidLoad",
        "next.viewWillAppear(false)",
        "next.viewIsAppearing(false)",
        "root.viewDidDisappear(false)",
        "next.viewDidAppear(false)",
        "next.didMove(toParent: nav)",
        "delegate.didShow(next, false)",
      ])
    #expect(stage.onScreen == ["next"])
    #expect(next.view.frame == stage.window.bounds)
    #expect(stage.navigation.viewControllers.map(\.traceName) == ["root", "next"])
    #expect(next.navigationController === stage.navigation)
    #expect(stage.navigation.interactivePopGestureRecognizer?.isEnabled == true)
    #expect(stage.trace.appearanceViolations.isEmpty)
  }

  @Test func aNonAnimatedPopRemovesTheChildAndReleasesIt() {
    let stage = NavigationStage()
    weak var released: ViewController?
    do {
      let next = NamedController("next")
      released = next
      stage.navigation.pushViewController(next, animated: false)
    }
    var popped: ViewController?
    let lines = stage.traced { popped = stage.navigation.popViewController(animated: false) }
    #expect(popped?.traceName == "next")
    #expect(
      lines == [
        "next.willMove(toParent: nil)",
        "delegate.willShow(root, false)",
        "next.viewWillDisappear(false)",
        "root.viewWillAppear(false)",
        "root.viewIsAppearing(false)",
        "next.viewDidDisappear(false)",
        "root.viewDidAppear(false)",
        "next.didMove(toParent: nil)",
        "delegate.didShow(root, false)",
      ])
    popped = nil
    #expect(released == nil)
    #expect(stage.onScreen == ["root"])
    #expect(stage.navigation.children.map(\.traceName) == ["root"])
  }

  @Test func popToRootAndPopToReturnThePoppedViewControllersBottomFirst() {
    let stage = NavigationStage()
    let pages = ["a", "b", "c", "d"].map(NamedController.init)
    stage.navigation.setViewControllers([stage.root] + pages, animated: false)
    #expect(stage.onScreen == ["d"])
    #expect(stage.navigation.popToViewController(pages[1], animated: false)?.map(\.traceName) == ["c", "d"])
    #expect(stage.navigation.viewControllers.map(\.traceName) == ["root", "a", "b"])
    #expect(stage.navigation.popToRootViewController(animated: false)?.map(\.traceName) == ["a", "b"])
    #expect(stage.navigation.popToRootViewController(animated: false)?.isEmpty == true)
    #expect(stage.onScreen == ["root"])
    #expect(stage.navigation.children.map(\.traceName) == ["root"])
    #expect(pages.allSatisfy { $0.parent == nil && !$0.isAppearingOrAppeared })
  }

  @Test func settingTheStackBelowTheTopChangesNoAppearance() {
    let stage = NavigationStage()
    let a = NamedController("a")
    let lines = stage.traced { stage.navigation.viewControllers = [a, stage.root] }
    #expect(lines == ["a.willMove(toParent: nav)", "a.didMove(toParent: nav)"])
    #expect(stage.navigation.children.map(\.traceName) == ["a", "root"])
    #expect(stage.onScreen == ["root"])
  }

  @Test func misuseIsReportedAndIgnored() {
    let stage = NavigationStage()
    let next = NamedController("next")
    let stranger = NamedController("stranger")
    let issues = transitionIssues {
      #expect(stage.navigation.popViewController(animated: true) == nil)
      stage.navigation.pushViewController(stage.root, animated: true)
      stage.navigation.pushViewController(next, animated: false)
      stage.navigation.pushViewController(next, animated: false)
      #expect(stage.navigation.popToViewController(stranger, animated: true) == nil)
      stage.navigation.setViewControllers([], animated: false)
      stage.navigation.setViewControllers([next, next], animated: false)
      stage.navigation.pushViewController(stage.navigation, animated: false)
    }
    #expect(issues.map(\.kind) == Array(repeating: .invalidParameter, count: 7))
    #expect(stage.navigation.viewControllers.map(\.traceName) == ["root", "next"])
    #expect(stage.onScreen == ["next"])
  }

  @Test func aNavigationControllerOffScreenChangesItsStackWithoutAppearanceCalls() {
    let navigation = NavigationController(rootViewController: NamedController("root"))
    navigation.title = "nav"
    let next = NamedController("next")
    let trace = LifecycleTrace()
    trace.record { navigation.pushViewController(next, animated: true) }
    #expect(trace.lines == ["next.willMove(toParent: nav)", "next.didMove(toParent: nav)"])
    #expect(navigation.pageViews.compactMap { $0.viewController?.traceName } == ["next"])
  }
}
