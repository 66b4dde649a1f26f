import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueUI
import Testing

@MainActor
@Suite struct NavigationTransitionTests {
  @Test func anAnimatedPushFollowsTheNavigationOrderAndTheTransitionSequence() {
    let stage = NavigationStage()
    let next = NamedController("next")
    var lines: [String] = []
    let issues = transitionIssues {
      lines = stage.traced {
        stage.navigation.pushViewController(next, animated: true)
        stage.settle()
      }
    }
    #expect(issues.isEmpty)
    #expect(
      lines.filter { !$0.contains("coordinator") } == [
        "next.willMove(toParent: nav)",
        "delegate.willShow(next, true)",
        "next.loadView", "next.viewDidLoad",
        "root.viewWillDisappear(true)",
        "next.viewWillAppear(true)",
        "NavigationSlideAnimator.animateTransition",
        "next.viewIsAppearing(true)",
        "root.viewDidDisappear(true)",
        "next.viewDidAppear(true)",
        "next.didMove(toParent: nav)",
        "delegate.didShow(next, true)",
        "NavigationSlideAnimator.animationEnded(true)",
      ])
    #expect(stage.trace.appearanceViolations.isEmpty)
    #expect(stage.onScreen == ["next"])
    #expect(next.view.frame == stage.window.bounds)
    #expect(stage.root.view.frame == stage.window.bounds, "the lower page is back at its frame for the pop")
  }

  @Test func theDefaultPushSlidesTheNewPageInAndTheOldOneByThirtyPercentUnderADimmingView() {
    let stage = NavigationStage()
    let next = NamedController("next")
    stage.navigation.pushViewController(next, animated: true)
    stage.step()
    #expect(stage.onScreen == ["root", "next"])
    let dimming = stage.navigation.pageViews[1]
    #expect(dimming.viewController == nil && dimming.backgroundColor == .black)
    stage.run(for: 0.35 / 2)
    let eased = TimingFunction.easeInEaseOut.value(at: 0.5)
    #expect(isClose(stage.shownX(next.view), stage.width * (1 - eased), tolerance: 1e-6))
    #expect(isClose(stage.shownX(stage.root.view), -0.3 * stage.width * eased, tolerance: 1e-6))
    #expect(isClose(dimming.layer.presentation(at: stage.clock.now).opacity, 0.1 * eased, tolerance: 1e-6))
    stage.run(for: 0.35 / 2)
    #expect(stage.onScreen == ["next"], "the dimming view and the old page are gone at the end")
  }

  @Test func theDefaultPopSlidesTheTopPageOutAndUncoversTheLowerOne() {
    let stage = NavigationStage()
    let next = NamedController("next")
    stage.navigation.pushViewController(next, animated: false)
    let lines = stage.traced {
      stage.navigation.popViewController(animated: true)
      stage.step()
      #expect(stage.onScreen == ["root", "next"])
      #expect(isClose(stage.shownX(stage.root.view), -0.3 * stage.width, tolerance: 1e-6))
      #expect(isClose(stage.shownX(next.view), 0, tolerance: 1e-6))
      stage.run(for: 0.35 / 2)
      #expect(isClose(stage.shownX(next.view), stage.width / 2, tolerance: 1e-6))
      #expect(isClose(stage.shownX(stage.root.view), -0.15 * stage.width, tolerance: 1e-6))
      stage.settle()
    }
    #expect(NavigationStage.controllerCalls(lines) == NavigationStage.finishedPopLines)
    #expect(stage.onScreen == ["root"])
    #expect(stage.root.view.frame == stage.window.bounds)
  }

  @Test func aPoppedViewControllerIsReleasedOnceThePopCompleted() {
    let stage = NavigationStage()
    weak var released: ViewController?
    do {
      let next = NamedController("next")
      released = next
      stage.navigation.pushViewController(next, animated: true)
      stage.settle()
      stage.navigation.popViewController(animated: true)
    }
    stage.step()
    #expect(released != nil, "still on screen while the pop runs")
    stage.settle()
    #expect(released == nil)
  }

  @Test func aDelegatesAnimatorRunsForPushAndPopWithTheOperation() {
    let stage = NavigationStage()
    let animator = SlideAnimator()
    animator.duration = 0.5
    stage.delegate.animator = animator
    let next = NamedController("next")
    stage.navigation.pushViewController(next, animated: true)
    stage.step()
    stage.run(for: 0.25)
    #expect(
      isClose(stage.shownX(next.view), stage.width * (1 - TimingFunction.easeInEaseOut.value(at: 0.5)), tolerance: 1e-6)
    )
    stage.settle()
    stage.navigation.popViewController(animated: true)
    stage.settle()
    #expect(stage.delegate.operations == [.push, .pop])
    #expect(animator.endedWith == [true, true])
    #expect(stage.onScreen == ["root"])
    #expect(stage.root.view.frame == stage.window.bounds)
  }

  @Test func aResizedWindowResizesTheTopPage() {
    let stage = NavigationStage()
    stage.window.transition(toSize: Size(width: 568, height: 320), duration: 0.2)
    stage.run(for: 0.5)
    #expect(stage.root.view.frame == Rect(x: 0, y: 0, width: 568, height: 320))
  }
}
