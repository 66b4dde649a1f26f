import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueUI
import Testing

@MainActor
@Suite struct NavigationOverlapTests {
  @Test func aPushDuringAPushRunsOnceTheFirstEndedAndTheStackReportsBothAtOnce() {
    let stage = NavigationStage()
    stage.trace.record {
      let a = NamedController("a")
      let b = NamedController("b")
      stage.navigation.pushViewController(a, animated: true)
      stage.step()
      stage.navigation.pushViewController(b, animated: true)
      #expect(stage.navigation.viewControllers.map(\.traceName) == ["root", "a", "b"])
      #expect(stage.navigation.topViewController === b)
      #expect(b.navigationController == nil, "b waits in the queue")
      stage.run(for: 0.2)
      #expect(stage.onScreen == ["root", "a"], "the first push still runs")
      stage.settle()
      #expect(stage.onScreen == ["b"])
      #expect(stage.navigation.children.map(\.traceName) == ["root", "a", "b"])
      #expect(stage.trace.appearanceViolations.isEmpty)
    }
  }

  @Test func aPopDuringACancelledInteractivePopStillLeadsToTheStackItReported() {
    let stage = NavigationStage()
    stage.trace.record {
      stage.navigation.setViewControllers([stage.root, NamedController("a"), NamedController("b")], animated: false)
      stage.settle()
      stage.edgeDrag(to: 100, lift: false)
      stage.run(for: 0.3)
      #expect(stage.navigation.viewControllers.map(\.traceName) == ["root", "a"])
      #expect(stage.navigation.popViewController(animated: true)?.traceName == "a")
      #expect(stage.navigation.viewControllers.map(\.traceName) == ["root"])
      stage.lift(at: 100)
      stage.step()
      #expect(stage.onScreen.contains("b"), "the cancelled pop plays back first")
      stage.settle()
      #expect(stage.navigation.viewControllers.map(\.traceName) == ["root"])
      #expect(stage.onScreen == ["root"])
      #expect(stage.navigation.children.map(\.traceName) == ["root"])
      #expect(stage.trace.appearanceViolations.isEmpty)
    }
  }

  @Test func onceAnInteractivePopIsCancelledTheStackIsTheKeptOneAndLaterRequestsApplyToIt() {
    let stage = NavigationStage()
    stage.trace.record {
      let next = NamedController("next")
      stage.navigation.pushViewController(next, animated: false)
      stage.edgeDrag(to: 100, lift: false)
      stage.run(for: 0.3)
      stage.lift(at: 100)
      stage.step()
      #expect(stage.onScreen == ["root", "next"], "the cancel plays back")
      #expect(stage.navigation.viewControllers.map(\.traceName) == ["root", "next"])
      stage.navigation.pushViewController(NamedController("third"), animated: true)
      stage.settle()
      #expect(stage.navigation.viewControllers.map(\.traceName) == ["root", "next", "third"])
      #expect(stage.onScreen == ["third"])
      #expect(stage.trace.appearanceViolations.isEmpty)
    }
  }

  @Test func pushesFromTheAppearanceCallsOfANonAnimatedPushRunOnceItWasApplied() {
    let stage = NavigationStage()
    stage.application.runFrame()
    let p = AppearanceHookController("p")
    let q = AppearanceHookController("q")
    let r = NamedController("r")
    p.onWillAppear = { stage.navigation.pushViewController(q, animated: false) }
    q.onDidAppear = { stage.navigation.pushViewController(r, animated: true) }
    stage.trace.record {
      stage.navigation.pushViewController(p, animated: false)
      #expect(stage.navigation.viewControllers.map(\.traceName) == ["root", "p", "q", "r"])
      #expect(stage.onScreen == ["q"], "q's push followed p's; r's animated push starts on the next frame")
      stage.settle()
      #expect(stage.onScreen == ["r"])
      #expect(stage.navigation.children.map(\.traceName) == ["root", "p", "q", "r"])
      #expect(
        stage.trace.lines.filter { $0.hasPrefix("p.view") && !$0.contains("Load") } == [
          "p.viewWillAppear(false)", "p.viewIsAppearing(false)", "p.viewDidAppear(false)",
          "p.viewWillDisappear(false)", "p.viewDidDisappear(false)",
        ])
      #expect(stage.trace.appearanceViolations.isEmpty)
    }
  }

  @Test func aNonAnimatedChangeDuringATransitionIsQueuedAndAppliedAtItsEnd() {
    let stage = NavigationStage()
    stage.trace.record {
      let a = NamedController("a")
      let x = NamedController("x")
      stage.navigation.pushViewController(a, animated: true)
      stage.step()
      let delegateCalls = stage.traced {
        stage.navigation.viewControllers = [x]
        stage.run(for: 0.1)
      }.filter { $0.hasPrefix("delegate") }
      #expect(delegateCalls.isEmpty, "nothing of x yet")
      #expect(stage.navigation.viewControllers.map(\.traceName) == ["x"])
      stage.settle()
      #expect(stage.onScreen == ["x"])
      #expect(stage.navigation.children.map(\.traceName) == ["x"])
      #expect(stage.root.parent == nil && a.parent == nil)
      #expect(stage.trace.appearanceViolations.isEmpty)
    }
  }

  @Test func requestsQueuedBehindOneAnotherRunInOrderAndLeaveOnlyTheTopOnScreen() {
    let stage = NavigationStage()
    stage.trace.record {
      let pages = ["a", "b", "c"].map(NamedController.init)
      for page in pages { stage.navigation.pushViewController(page, animated: true) }
      stage.navigation.popToViewController(pages[0], animated: true)
      stage.navigation.pushViewController(pages[2], animated: false)
      #expect(stage.navigation.viewControllers.map(\.traceName) == ["root", "a", "c"])
      let lines = stage.traced {
        for _ in 0..<200 {
          stage.step()
          #expect(stage.onScreen.count <= 2)
        }
      }
      #expect(
        lines.filter { $0.hasPrefix("delegate.didShow") } == [
          "delegate.didShow(a, true)", "delegate.didShow(b, true)", "delegate.didShow(c, true)",
          "delegate.didShow(a, true)", "delegate.didShow(c, false)",
        ])
      #expect(stage.trace.appearanceViolations.isEmpty)
      #expect(stage.onScreen == ["c"])
      #expect(stage.trace.appearanceViolations.isEmpty)
    }
  }

  @Test func aRequestMadeAfterAnAnimatorCancelledAPushAppliesToTheStackKept() {
    let stage = NavigationStage()
    let root = AppearanceHookController("hooked root")
    stage.navigation.setViewControllers([root], animated: false)
    stage.step()
    stage.delegate.animator = RefusingAnimator()
    let page = NamedController("page")
    let next = NamedController("next")
    stage.navigation.pushViewController(page, animated: true)
    var stackSeen: [String] = []
    // The root is back on screen: the push was cancelled.
    root.onDidAppear = {
      stackSeen = stage.navigation.viewControllers.map(\.traceName)
      stage.navigation.pushViewController(next, animated: false)
    }
    stage.run(for: 1)
    #expect(stackSeen == ["hooked root"])
    #expect(stage.navigation.viewControllers.map(\.traceName) == ["hooked root", "next"])
    #expect(stage.onScreen == ["next"])
  }
}

/// Plays a short animation, then declines the transition: `completeTransition(false)` without
/// any interaction, as an animator for a push the app refuses does.
@MainActor
final class RefusingAnimator: AnimatedTransitioning {
  func transitionDuration(using transitionContext: (any ContextTransitioning)?) -> Double { 0.2 }

  func animateTransition(using transitionContext: any ContextTransitioning) {
    let container = transitionContext.containerView
    View.animate(
      withDuration: 0.2, animations: { container.alpha = 0.99 },
      completion: { _ in
        container.alpha = 1
        transitionContext.completeTransition(false)
      })
  }
}
