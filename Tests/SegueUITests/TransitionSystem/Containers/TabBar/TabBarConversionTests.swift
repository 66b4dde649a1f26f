import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueUI
import Testing

/// Selecting the tab a switch is leaving ends the switch at once and switches back from what
/// is on screen; a touch on a switch that plays by itself catches it.
@MainActor
@Suite struct TabBarConversionTests {
  /// A slide towards the higher tab index or back, so that the switch back plays the same
  /// motion backwards.
  private final class DirectionalSlide: AnimatedTransitioning {
    let tabs: TabBarController

    init(tabs: TabBarController) {
      self.tabs = tabs
    }

    func transitionDuration(using transitionContext: (any ContextTransitioning)?) -> Double { 0.4 }

    func animateTransition(using transitionContext: any ContextTransitioning) {
      guard let from = transitionContext.viewController(forKey: .from),
        let to = transitionContext.viewController(forKey: .to), let fromView = transitionContext.view(forKey: .from),
        let toView = transitionContext.view(forKey: .to)
      else { return transitionContext.completeTransition(false) }
      let children = tabs.viewControllers ?? []
      let forward = (children.firstIndex { $0 === to } ?? 0) > (children.firstIndex { $0 === from } ?? 0)
      let width = transitionContext.containerView.bounds.width * (forward ? 1 : -1)
      let final = transitionContext.finalFrame(for: to)
      toView.frame = final.offsetBy(dx: width, dy: 0)
      transitionContext.containerView.addSubview(toView)
      View.animate(
        withDuration: 0.4, delay: 0, options: transitionContext.isInteractive ? .curveLinear : .curveEaseInOut,
        animations: {
          toView.frame = final
          fromView.frame = final.offsetBy(dx: -width, dy: 0)
        },
        completion: { _ in
          let cancelled = transitionContext.transitionWasCancelled
          if cancelled { fromView.frame = final }
          transitionContext.completeTransition(!cancelled)
        })
    }
  }

  @Test(arguments: [0.05, 0.2, 0.35])
  func selectingTheTabBeingLeftEndsTheSwitchAndSlidesBackFromWhereItIs(after seconds: Double) {
    let stage = TabStage()
    stage.delegate.animator = { DirectionalSlide(tabs: stage.tabs) }
    let trace = LifecycleTrace()
    trace.record {
      stage.tabs.selectedIndex = 1
      stage.run(for: seconds)
      let shown = stage.shownX(stage.b.view)
      #expect(shown > 0 && shown < stage.window.bounds.width)
      stage.tabs.selectedIndex = 0
      #expect(stage.tabs.selectedIndex == 0, "the switch back began at once")
      stage.step()
      let first = stage.shownX(stage.b.view)
      #expect(first >= shown - 1e-6 && first - shown < 0.1 * stage.window.bounds.width, "\(shown) → \(first)")
      stage.run(for: 1)
    }
    #expect(stage.shownTitles == ["A"])
    #expect(
      trace.lines.filter { $0.contains(".view") && !$0.contains("Load") } == [
        "B.viewWillAppear(true)", "A.viewWillDisappear(true)", "B.viewIsAppearing(true)",
        "A.viewDidDisappear(true)", "B.viewDidAppear(true)",
        "A.viewWillAppear(true)", "B.viewWillDisappear(true)", "A.viewIsAppearing(true)",
        "B.viewDidDisappear(true)", "A.viewDidAppear(true)",
      ])
    #expect(trace.appearanceViolations.isEmpty)
  }

  @Test func aTapOnTheTabBeingLeftConvertsTheSwitchAndATapOnAThirdIsIgnored() {
    let stage = TabStage()
    stage.delegate.animator = { DirectionalSlide(tabs: stage.tabs) }
    stage.tapTab(1)
    stage.tapTab(2)
    #expect(stage.tabs.selectedIndex == 1, "a tap on a third tab is ignored during the switch")
    stage.tapTab(0)
    #expect(stage.tabs.selectedIndex == 0)
    stage.run(for: 1)
    #expect(stage.shownTitles == ["A"])
  }

  /// A finger landing in the middle of the children's area and moving `dx` points across in
  /// ten frames, then lifting at rest (a tap when `dx` is 0).
  private func drag(_ stage: TabStage, by dx: Double) {
    let frame = stage.application.frameScheduler.frameDuration
    let start = Point(x: 160, y: 250)
    stage.application.enqueue(
      SegueTestSupport.drag(
        from: start, to: Point(x: start.x + dx, y: start.y), at: stage.clock.now + frame, steps: 10,
        interval: frame, lift: false)
        + [
          TouchInput(
            identifier: 0, location: Point(x: start.x + dx, y: start.y), phase: .ended,
            timestamp: stage.clock.now + frame * 14)
        ])
    stage.run(for: frame * 15)
  }

  @Test func aTouchCatchesASwitchAndADragBackCancelsIt() {
    let stage = TabStage()
    stage.delegate.animator = { DirectionalSlide(tabs: stage.tabs) }
    let trace = LifecycleTrace()
    trace.record {
      stage.tabs.selectedIndex = 1
      stage.run(for: 0.1)
      let shown = stage.shownX(stage.b.view)
      drag(stage, by: 0)
      #expect(stage.tabs.selectedIndex == 1, "a tap lets the switch carry on")
      stage.run(for: 1)
      #expect(stage.shownTitles == ["B"])
      stage.tabs.selectedIndex = 2
      stage.run(for: 0.1)
      drag(stage, by: 250)
      stage.run(for: 1)
      #expect(shown > 0)
    }
    #expect(stage.tabs.selectedIndex == 1, "dragged back, the switch to C was cancelled")
    #expect(stage.shownTitles == ["B"])
    #expect(trace.appearanceViolations.isEmpty)
  }
}
