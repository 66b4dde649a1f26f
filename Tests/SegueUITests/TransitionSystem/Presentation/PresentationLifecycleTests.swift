import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueUI
import Testing

@MainActor
@Suite struct PresentationLifecycleTests {
  @Test func aFullScreenPresentationAndDismissalCallEveryoneInThePlatformsOrder() {
    let stage = PresentationStage()
    let presented = controller("presented")
    let trace = LifecycleTrace()
    trace.record {
      stage.root.present(presented, animated: true) {
        LifecycleTrace.active?.append(subject: "test", call: "presented")
      }
      stage.run(until: 1)
      #expect(
        trace.lines == [
          "presented.loadView",
          "presented.viewDidLoad",
          "root.viewWillDisappear(true)",
          "presented.viewWillAppear(true)",
          "FullScreenPresentationController.presentationTransitionWillBegin",
          "CoverVerticalAnimator.animateTransition",
          "presented.viewIsAppearing(true)",
          "FullScreenPresentationController.containerViewWillLayoutSubviews",
          "FullScreenPresentationController.containerViewDidLayoutSubviews",
          "FullScreenPresentationController.presentationTransitionDidEnd(true)",
          "root.viewDidDisappear(true)",
          "presented.viewDidAppear(true)",
          "root.presentCompletion",
          "test.presented",
          "CoverVerticalAnimator.animationEnded(true)",
        ])
      #expect(stage.root.view.superview == nil, "a full-screen presentation removes the presenter's view")
      #expect(presented.view.window === stage.window)
      #expect(presented.view.convert(presented.view.bounds, to: stage.window) == stage.window.bounds)

      let presentLines = trace.lines.count
      presented.dismiss(animated: true) { LifecycleTrace.active?.append(subject: "test", call: "dismissed") }
      stage.run(until: 2)
      #expect(
        Array(trace.lines.dropFirst(presentLines)) == [
          "presented.viewWillDisappear(true)",
          "root.viewWillAppear(true)",
          "FullScreenPresentationController.dismissalTransitionWillBegin",
          "CoverVerticalAnimator.animateTransition",
          "root.viewIsAppearing(true)",
          "FullScreenPresentationController.containerViewWillLayoutSubviews",
          "FullScreenPresentationController.containerViewDidLayoutSubviews",
          "FullScreenPresentationController.dismissalTransitionDidEnd(true)",
          "presented.viewDidDisappear(true)",
          "root.viewDidAppear(true)",
          "root.dismissCompletion",
          "test.dismissed",
          "CoverVerticalAnimator.animationEnded(true)",
        ])
      #expect(stage.root.view.superview === stage.window)
      #expect(stage.window.subviews.count == 1 && stage.window.subviews.first === stage.root.view)
      #expect(stage.root.view.frame == stage.window.bounds)
      #expect(presented.view.superview == nil)
      #expect(presented.presentingViewController == nil)
    }
  }

  @Test func aCustomPresentationLeavesThePresenterWithoutAppearanceCalls() {
    let (stage, presented, trace) = tracedCustomPresentation(forwarding: false)
    trace.record {
      stage.root.present(presented, animated: true)
      stage.run(until: 1)
      #expect(presented.presentingViewController === stage.root)
      presented.dismiss(animated: true)
      stage.run(until: 2)
      #expect(stage.root.presentedViewController == nil)

      #expect(trace.lines.filter { $0.hasPrefix("root.") }.isEmpty)
      #expect(
        trace.lines.filter { $0.hasPrefix("presented.view") } == [
          "presented.viewWillAppear(true)",
          "presented.viewIsAppearing(true)",
          "presented.viewDidAppear(true)",
          "presented.viewWillDisappear(true)",
          "presented.viewDidDisappear(true)",
        ])
      #expect(stage.root.view.superview === stage.window, "the presenter's view stays")
    }
  }

  @Test func aCustomPresentationForwardsAppearanceToThePresenterWhenAsked() {
    let (stage, presented, trace) = tracedCustomPresentation(forwarding: true)
    trace.record {
      stage.root.present(presented, animated: true)
      stage.run(until: 1)
      let presentLines = trace.lines.filter { $0.hasPrefix("root.view") || $0.hasPrefix("presented.view") }
      #expect(
        presentLines == [
          "root.viewWillDisappear(true)",
          "presented.viewWillAppear(true)",
          "presented.viewIsAppearing(true)",
          "root.viewDidDisappear(true)",
          "presented.viewDidAppear(true)",
        ])
      #expect(stage.root.view.superview === stage.window, "the presenter's view stays")

      let before = trace.lines.count
      presented.dismiss(animated: true)
      stage.run(until: 2)
      let dismissLines = trace.lines.dropFirst(before).filter {
        $0.hasPrefix("root.view") || $0.hasPrefix("presented.view")
      }
      #expect(
        dismissLines == [
          "presented.viewWillDisappear(true)",
          "root.viewWillAppear(true)",
          "root.viewIsAppearing(true)",
          "presented.viewDidDisappear(true)",
          "root.viewDidAppear(true)",
        ])
      #expect(stage.root.presentedViewController == nil)
    }
  }

  /// A stage, a loaded `.custom` view controller "presented" (forwarding appearance to its
  /// presenter when asked), and a trace to record into.
  private func tracedCustomPresentation(forwarding: Bool) -> (PresentationStage, ViewController, LifecycleTrace) {
    let stage = PresentationStage()
    let presented = controller("presented", style: .custom)
    presented.forwardsAppearanceToPresenter = forwarding
    presented.loadViewIfNeeded()
    return (stage, presented, LifecycleTrace())
  }

  @Test func dismissRequestedFromViewDidAppearIsSeenAsBeingDismissed() {
    let stage = PresentationStage()
    let presented = FlagProbeController("presented")
    presented.onDidAppear = { presented.dismiss(animated: true) }
    let issues = transitionIssues {
      stage.root.present(presented, animated: true)
      stage.run(until: 0.45)
      #expect(presented.isBeingDismissed, "the dismissal requested from viewDidAppear is under way")
      stage.run(until: 2)
    }
    #expect(issues.isEmpty)
    #expect(stage.root.presentedViewController == nil)
    #expect(presented.seen == ["willAppear(isBeingPresented: true)", "willDisappear(isBeingDismissed: true)"])
  }

  @Test func presentRequestedFromViewDidDisappearIsSeenAsBeingPresented() {
    let stage = PresentationStage()
    let presented = FlagProbeController("presented")
    stage.root.present(presented, animated: true)
    stage.run(until: 1)
    presented.onDidDisappear = { stage.root.present(presented, animated: true) }
    let issues = transitionIssues {
      presented.dismiss(animated: true)
      stage.run(until: 3)
    }
    #expect(issues.isEmpty)
    #expect(stage.root.presentedViewController === presented)
    #expect(
      presented.seen == [
        "willAppear(isBeingPresented: true)", "willDisappear(isBeingDismissed: true)",
        "willAppear(isBeingPresented: true)",
      ])
  }
}

/// Records `isBeingPresented` / `isBeingDismissed` as seen from its `will` appearance calls.
@MainActor
final class FlagProbeController: AppearanceHookController {
  private(set) var seen: [String] = []

  override func viewWillAppear(_ animated: Bool) {
    seen.append("willAppear(isBeingPresented: \(isBeingPresented))")
    super.viewWillAppear(animated)
  }

  override func viewWillDisappear(_ animated: Bool) {
    seen.append("willDisappear(isBeingDismissed: \(isBeingDismissed))")
    super.viewWillDisappear(animated)
  }
}
