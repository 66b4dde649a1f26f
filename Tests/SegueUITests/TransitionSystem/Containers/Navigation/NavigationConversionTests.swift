import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueUI
import Testing

/// iOS 18's interruption: a request for the opposite change while a transition plays ends that
/// transition at once and starts its own from what is on screen, in the same frame.
@MainActor
@Suite struct NavigationConversionTests {
  /// The calls of a push of "next" that completes, then of the pop that takes it away again.
  private static let pushThenPopLines =
    [
      "root.viewDidDisappear(true)", "next.viewDidAppear(true)", "next.didMove(toParent: nav)",
      "delegate.didShow(next, true)",
    ]
    + NavigationStage.finishedPopLines

  @Test(arguments: [0.05, 0.1, 0.2, 0.3])
  func aPopDuringAPushEndsThePushAndPopsFromWhereThePageIs(after seconds: Double) {
    let (stage, next) = NavigationStage.pushing(for: seconds)
    let shown = stage.shownX(next.view)
    #expect(shown > 0 && shown < stage.width)
    let lines = stage.traced {
      #expect(stage.navigation.popViewController(animated: true) === next)
      #expect(stage.navigation.viewControllers.map(\.traceName) == ["root"])
      stage.step()
      let first = stage.shownX(next.view)
      #expect(first >= shown - 1e-6, "the page moves back towards the right from where it was")
      #expect(first - shown < 0.1 * stage.width, "the pop starts where the push left the page: \(shown) → \(first)")
      stage.settle()
    }
    #expect(NavigationStage.controllerCalls(lines) == Self.pushThenPopLines)
    #expect(stage.onScreen == ["root"])
    #expect(stage.navigation.children.map(\.traceName) == ["root"])
    #expect(stage.trace.appearanceViolations.isEmpty)
  }

  @Test func theConvertedPopTakesWhatTheRestOfThePushWouldHaveTaken() {
    let (stage, next) = NavigationStage.pushing(for: 0.1)
    let start = stage.clock.now
    stage.navigation.popViewController(animated: true)
    var previous = stage.shownX(next.view)
    while stage.hasTransitionUnderway {
      stage.step()
      guard next.view.window != nil else { break }
      let x = stage.shownX(next.view)
      #expect(x >= previous - 1e-6, "the page only moves right on its way out")
      previous = x
    }
    // The push had been under way for 0.1 s: going back takes about as long.
    #expect(stage.clock.now - start < 0.1 + 4 * stage.application.frameScheduler.frameDuration)
  }

  @Test func aPushOfThePageAPopTakesAwayEndsThePopAndPushesItBack() {
    let (stage, next) = NavigationStage.withTwoPages()
    stage.navigation.popViewController(animated: true)
    stage.run(for: 0.1)
    let shown = stage.shownX(next.view)
    #expect(shown > 0 && shown < stage.width)
    let lines = stage.traced {
      stage.navigation.pushViewController(next, animated: true)
      stage.step()
      let first = stage.shownX(next.view)
      #expect(first <= shown + 1e-6 && shown - first < 0.1 * stage.width, "from \(shown) to \(first)")
      stage.settle()
    }
    #expect(
      NavigationStage.controllerCalls(lines) == [
        "next.viewDidDisappear(true)", "root.viewDidAppear(true)", "next.didMove(toParent: nil)",
        "delegate.didShow(root, true)", "next.willMove(toParent: nav)", "delegate.willShow(next, true)",
        "root.viewWillDisappear(true)", "next.viewWillAppear(true)",
        "next.viewIsAppearing(true)", "root.viewDidDisappear(true)", "next.viewDidAppear(true)",
        "next.didMove(toParent: nav)", "delegate.didShow(next, true)",
      ])
    #expect(stage.onScreen == ["next"])
    #expect(stage.navigation.viewControllers.map(\.traceName) == ["root", "next"])
    #expect(stage.trace.appearanceViolations.isEmpty)
  }

  @Test func aBackSwipeDuringAPushConvertsItAndThePageFollowsTheFingerFromWhereItWas() {
    let (stage, next) = NavigationStage.pushing(for: 0.15)
    stage.edgeDrag(to: 62, steps: 6, lift: false)
    stage.step(2)
    let shown = stage.shownX(next.view)
    stage.run(for: 0.1)
    #expect(stage.navigation.viewControllers.map(\.traceName) == ["root"], "the swipe began a pop")
    let followed = stage.shownX(next.view)
    #expect(followed > shown, "the page follows the finger right")
    #expect(stage.hasTransitionUnderway, "the finger holds the pop")
    stage.lift(at: 62)
    stage.settle()
    #expect(stage.onScreen == ["root"] || stage.onScreen == ["next"])
    #expect(stage.trace.appearanceViolations.isEmpty)
  }

  /// The swipe's pop is linear under the finger while the push eased: the pop starts at the
  /// mirror of what the push showed, not of its time.
  @Test(arguments: [2, 4, 8, 14])
  func aBackSwipeDuringAPushTakesThePageFromWhereItIs(afterFrames frames: Int) {
    let stage = NavigationStage()
    let next = NamedController("next")
    stage.navigation.pushViewController(next, animated: true)
    stage.step(frames)
    stage.edgeDrag(to: 62, steps: 6, lift: false)
    var xs = [stage.shownX(next.view)]
    for _ in 0..<8 {
      stage.step()
      xs.append(stage.shownX(next.view))
    }
    let steps = zip(xs, xs.dropFirst()).map { abs($1 - $0) }
    #expect(steps.allSatisfy { $0 < 25 }, "no frame jumps: \(xs)")
    #expect(stage.navigation.viewControllers.map(\.traceName) == ["root"], "the swipe converted the push")
  }

  @Test func aPopDuringAPushWithoutAnimationEndsThePushAndPopsAtOnce() {
    let (stage, _) = NavigationStage.pushing(for: 0.1)
    stage.navigation.popViewController(animated: false)
    #expect(stage.onScreen == ["root"])
    #expect(stage.navigation.children.map(\.traceName) == ["root"])
    stage.settle()
    #expect(stage.trace.appearanceViolations.isEmpty)
  }

  @Test func aPopToAnotherPageDuringAPushStillWaits() {
    let stage = NavigationStage()
    let a = NamedController("a")
    let b = NamedController("b")
    stage.navigation.setViewControllers([stage.root, a], animated: false)
    stage.navigation.pushViewController(b, animated: true)
    stage.run(for: 0.1)
    stage.navigation.popToRootViewController(animated: true)
    stage.step()
    #expect(stage.onScreen.contains("b"), "the push plays on")
    stage.settle()
    #expect(stage.onScreen == ["root"])
    #expect(stage.trace.appearanceViolations.isEmpty)
  }
}
