import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueUI
import Testing

/// Vends ``SlideUpAnimator``s both ways and, for dismissal, its percent-driven interaction
/// controller.
@MainActor
final class InteractiveDismissalDelegate: ViewControllerTransitioningDelegate {
  let interaction = PercentDrivenInteractiveTransition()

  func animationController(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> (any AnimatedTransitioning)? {
    SlideUpAnimator(isPresenting: true)
  }

  func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? {
    SlideUpAnimator(isPresenting: false)
  }

  func interactionControllerForDismissal(using animator: any AnimatedTransitioning) -> (any InteractiveTransitioning)? {
    interaction
  }
}

@MainActor
@Suite struct InteractiveDismissalTests {
  @Test func aCancelledInteractiveDismissalLeavesThePresentedViewControllerOnScreen() {
    let stage = PresentationStage()
    let delegate = InteractiveDismissalDelegate()
    let presented = controller("presented")
    presented.transitioningDelegate = delegate
    stage.root.present(presented, animated: true)
    stage.run(until: 1)
    #expect(stage.root.view.superview == nil)
    let container = presented.view.superview

    let trace = LifecycleTrace()
    let issues = trace.record {
      transitionIssues {
        presented.dismiss(animated: true) { trace.append(subject: "test", call: "dismissCompletion") }
        stage.application.step(stage.clock)
        presented.transitionCoordinator?.notifyWhenInteractionChanges { context in
          trace.append(subject: "test", call: "interactionHandler(cancelled: \(context.isCancelled))")
        }
        #expect(delegate.interaction.transitionContext != nil, "the dismissal started")
        delegate.interaction.update(0.3)
        let shownY = presented.view.layer.presentation(at: stage.clock.now).position.y
        #expect(isClose(shownY, 284 + 0.3 * 568, tolerance: 1e-6))
        trace.append(subject: "test", call: "cancel")
        delegate.interaction.cancel()
        stage.runFrames { presented.transitionCoordinator == nil }
      }
    }
    stage.application.step(stage.clock)
    print("Cancelled interactive dismissal trace:\n" + trace.lines.joined(separator: "\n"))
    #expect(trace.appearanceViolations.isEmpty)

    #expect(issues.isEmpty)
    #expect(
      trace.lines == [
        "presented.viewWillDisappear(true)",
        "root.viewWillAppear(true)",
        "FullScreenPresentationController.dismissalTransitionWillBegin",
        "PercentDrivenInteractiveTransition.startInteractiveTransition",
        "root.viewIsAppearing(true)",
        "FullScreenPresentationController.containerViewWillLayoutSubviews",
        "FullScreenPresentationController.containerViewDidLayoutSubviews",
        "test.cancel",
        "coordinator.interactionChanged(interactive: false, cancelled: true)",
        "test.interactionHandler(cancelled: true)",
        "FullScreenPresentationController.dismissalTransitionDidEnd(false)",
        "root.viewWillDisappear(true)",
        "root.viewDidDisappear(true)",
        "presented.viewWillAppear(true)",
        "presented.viewIsAppearing(true)",
        "presented.viewDidAppear(true)",
        "SlideUpAnimator.animationEnded(false)",
      ])
    #expect(presented.presentingViewController === stage.root)
    #expect(stage.root.presentedViewController === presented)
    #expect(presented.presentationController != nil)
    #expect(presented.view.superview === container && container?.superview === stage.window)
    #expect(presented.view.frame == stage.window.bounds)
    #expect(presented.view.layer.presentation(at: stage.clock.now).position.y == 284)
    #expect(stage.root.view.superview == nil, "the presenter's view is out of the window again")
    #expect(stage.window.subviews.count == 1)

    // The presented view controller can still be dismissed, without interaction this time.
    let log = CallLog()
    presented.transitioningDelegate = nil
    presented.dismiss(animated: true) { log.append("dismissed") }
    stage.run(until: stage.clock.now + 1)
    #expect(log.entries == ["dismissed"])
    #expect(stage.root.presentedViewController == nil)
    #expect(stage.root.view.superview === stage.window && stage.root.view.frame == stage.window.bounds)
    #expect(stage.window.subviews.count == 1)
  }

  @Test func aCancelledDismissalOfACollapsedFullScreenStackLeavesThePresentersViewOut() {
    let stage = PresentationStage()
    let b = controller("B")
    let c = controller("C")
    let delegate = InteractiveDismissalDelegate()
    c.transitioningDelegate = delegate
    stage.presentStack(b, c)
    #expect(stage.root.view.window == nil && b.view.window == nil && c.view.window != nil)
    let trace = LifecycleTrace()
    let issues = transitionIssues {
      trace.record {
        stage.root.dismiss(animated: true)
        stage.application.step(stage.clock)
        delegate.interaction.update(0.3)
        delegate.interaction.cancel()
        stage.runFrames { c.transitionCoordinator == nil }
        stage.run(until: stage.clock.now + 1)
      }
    }
    #expect(stage.root.presentedViewController === c && c.presentingViewController === stage.root)
    #expect(!stage.root.isAppearingOrAppeared)
    #expect(trace.appearanceViolations.isEmpty)
    #expect(issues.isEmpty, "SlideUpAnimator removed the view it added on cancel")
    #expect(stage.root.view.window == nil, "a disappeared presenter of a full-screen presentation is out of the window")
    #expect(stage.window.subviews.count == 1)
  }
}
