import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueUI
import Testing

@MainActor
@Suite struct NavigationInteractivePopTests {
  private func popGesture(_ stage: NavigationStage) -> PanGestureRecognizer {
    stage.navigation.interactivePopGestureRecognizer as! PanGestureRecognizer
  }

  /// The progress the finger stands for now.
  private func fingerProgress(_ stage: NavigationStage) -> Double {
    popGesture(stage).translation(in: stage.navigation.view).x / stage.width
  }

  @Test func theEdgePanScrubsTheDefaultSlideWithTheFinger() {
    let (stage, next) = NavigationStage.withTwoPages()
    #expect(popGesture(stage).isEnabled)
    stage.edgeDrag(to: 130, lift: false)
    stage.run(for: 0.3)
    let progress = fingerProgress(stage)
    #expect(progress > 0.3 && progress < 0.45)
    #expect(stage.onScreen == ["root", "next"])
    #expect(isClose(stage.shownX(next.view), progress * stage.width, tolerance: 1e-6))
    #expect(isClose(stage.shownX(stage.root.view), -0.3 * stage.width * (1 - progress), tolerance: 1e-6))
    #expect(stage.navigation.viewControllers.map(\.traceName) == ["root"], "the stack as it will be")
  }

  @Test func liftingPastHalfWayFinishesThePop() {
    let stage = NavigationStage.withTwoPages().0
    weak let released = stage.navigation.topViewController
    let lines = stage.traced {
      stage.edgeDrag(to: 220, lift: false)
      stage.run(for: 0.5)
      stage.lift(at: 220)
      stage.settle()
    }
    #expect(NavigationStage.controllerCalls(lines) == NavigationStage.finishedPopLines)
    #expect(stage.onScreen == ["root"])
    #expect(stage.root.view.frame == stage.window.bounds)
    #expect(stage.shownX(stage.root.view) == 0)
    #expect(stage.navigation.children.map(\.traceName) == ["root"])
    #expect(released == nil)
  }

  @Test func liftingBeforeHalfWayCancelsThePopInThePlatformsOrderAndKeepsEverything() {
    let (stage, next) = NavigationStage.withTwoPages()
    var issues: [TransitionIssue] = []
    var lines: [String] = []
    issues = transitionIssues {
      lines = stage.traced {
        stage.edgeDrag(to: 100, lift: false)
        stage.run(for: 0.3)
        stage.lift(at: 100)
        stage.settle()
      }
    }
    #expect(issues.isEmpty)
    #expect(
      NavigationStage.controllerCalls(lines) == NavigationStage.finishedPopLines.prefix(5) + [
        "root.viewWillDisappear(true)",
        "root.viewDidDisappear(true)",
        "next.viewWillAppear(true)",
        "next.viewIsAppearing(true)",
        "next.viewDidAppear(true)",
        "next.didMove(toParent: nav)",
      ])
    #expect(stage.trace.appearanceViolations.isEmpty)
    #expect(stage.navigation.viewControllers.map(\.traceName) == ["root", "next"])
    #expect(stage.navigation.children.map(\.traceName) == ["root", "next"])
    #expect(stage.onScreen == ["next"])
    #expect(next.view.frame == stage.window.bounds && stage.shownX(next.view) == 0)
    #expect(stage.navigation.pageViews.count == 1)
    #expect(popGesture(stage).isEnabled, "the gesture can pop again")
  }

  @Test func aFastFlickFinishesThePopBeforeHalfWay() {
    let (stage, _) = NavigationStage.withTwoPages()
    stage.edgeDrag(to: 80, steps: 3)
    stage.settle()
    #expect(stage.navigation.viewControllers.map(\.traceName) == ["root"])
    #expect(stage.onScreen == ["root"])
  }

  @Test func aDelegatesCustomAnimatorWithoutInteractionControllerIsScrubbedByTheEdgePan() {
    let animator = SlideAnimator()
    let (stage, next) = NavigationStage.withTwoPages(animator: animator)
    stage.edgeDrag(to: 150, lift: false)
    stage.run(for: 0.3)
    let progress = fingerProgress(stage)
    #expect(progress > 0.35)
    #expect(isClose(stage.shownX(stage.root.view), stage.width * (1 - progress), tolerance: 1e-6))
    #expect(isClose(stage.shownX(next.view), -stage.width * progress, tolerance: 1e-6))
    stage.lift(at: 150)
    stage.settle()
    #expect(animator.endedWith == [false])
    #expect(stage.onScreen == ["next"])
    #expect(next.view.frame == stage.window.bounds)

    stage.edgeDrag(to: 250, lift: false)
    stage.run(for: 0.3)
    stage.lift(at: 250)
    stage.settle()
    #expect(animator.endedWith == [false, true])
    #expect(stage.onScreen == ["root"])
    #expect(stage.root.view.frame == stage.window.bounds)
  }

  @Test func aDelegatesInteractionControllerDrivesAPopTheEdgePanStarted() {
    let (stage, _) = NavigationStage.withTwoPages(animator: SlideAnimator())
    let interaction = PercentDrivenInteractiveTransition()
    stage.delegate.interaction = interaction
    stage.edgeDrag(to: 200, lift: false)
    stage.run(for: 0.3)
    #expect(interaction.transitionContext != nil)
    #expect(interaction.percentComplete == 0, "the edge pan does not drive the delegate's controller")
    interaction.update(0.6)
    interaction.finish()
    stage.lift(at: 200)
    stage.settle()
    #expect(stage.onScreen == ["root"])
  }

  @Test func aGestureDelegateThatRefusesToBeginKeepsTheBackSwipeOff() {
    final class Refusing: GestureRecognizerDelegate {
      func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { false }
    }
    let (stage, _) = NavigationStage.withTwoPages()
    let refusing = Refusing()
    popGesture(stage).delegate = refusing
    stage.edgeDrag(to: 250)
    stage.settle()
    #expect(stage.navigation.viewControllers.map(\.traceName) == ["root", "next"])
    #expect(stage.onScreen == ["next"])
  }

  /// A pop by code is not the opposite of a pop: the swipe has nothing to convert, and the pop
  /// plays on (a push, which it converts, is in `NavigationConversionTests`).
  @Test func theEdgePanDoesNothingWhileATransitionItCannotConvertRuns() {
    let (stage, _) = NavigationStage.withTwoPages()
    stage.navigation.setViewControllers([stage.root, NamedController("a"), NamedController("b")], animated: false)
    stage.navigation.popViewController(animated: true)
    stage.step()
    stage.edgeDrag(to: 200)
    stage.settle()
    #expect(stage.navigation.viewControllers.map(\.traceName) == ["root", "a"])
    #expect(stage.onScreen == ["a"])
  }

  @Test func anAppThatTurnsTheSwipesOffKeepsThemOffAcrossPushesAndPops() {
    let (stage, _) = NavigationStage.withTwoPages()
    stage.navigation.interactivePopGestureRecognizer?.isEnabled = false
    stage.navigation.interactiveContentPopGestureRecognizer?.isEnabled = false
    stage.navigation.pushViewController(NamedController("third"), animated: true)
    stage.settle()
    stage.navigation.popViewController(animated: true)
    stage.settle()
    stage.edgeDrag(to: 300)
    stage.settle()
    #expect(stage.navigation.interactivePopGestureRecognizer?.isEnabled == false)
    #expect(stage.navigation.viewControllers.map(\.traceName) == ["root", "next"])
    stage.navigation.interactivePopGestureRecognizer?.isEnabled = true
    stage.edgeDrag(to: 300)
    stage.settle()
    #expect(stage.navigation.viewControllers.map(\.traceName) == ["root"])
  }
}
