import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueUI
import Testing

@MainActor
@Suite struct PresentationRefusalTests {
  @Test func presentingWhileThePresentationRunsIsRefusedAndChangesNothing() {
    let stage = PresentationStage()
    let first = controller("first")
    let second = controller("second")
    let log = CallLog()
    stage.root.present(first, animated: true) { log.append("first") }
    stage.application.step(stage.clock)
    #expect(stage.root.transitionCoordinator != nil, "the first presentation runs")
    let windowSubviews = stage.window.subviews

    let issues = transitionIssues {
      stage.root.present(second, animated: true) { log.append("second") }
    }
    #expect(issues.map(\.kind) == [.overlappingTransition])
    #expect(issues.first?.message.contains("second") == true)
    #expect(second.presentingViewController == nil && second.presentationController == nil)
    #expect(!second.isViewLoaded)
    #expect(stage.window.subviews.count == windowSubviews.count)
    #expect(zip(stage.window.subviews, windowSubviews).allSatisfy { $0 === $1 })

    stage.run(until: 1)
    #expect(log.entries == ["first"])
    #expect(stage.root.presentedViewController === first)
    #expect(first.presentedViewController == nil)
    #expect(!second.isViewLoaded)
  }

  @Test func presentingAgainFromAPresenterThatAlreadyPresentsIsRefusedAndChangesNothing() {
    let stage = PresentationStage()
    let first = controller("first")
    let second = controller("second")
    stage.root.present(first, animated: true)
    stage.run(until: 1)
    let windowSubviews = stage.window.subviews

    let log = CallLog()
    let issues = transitionIssues {
      stage.root.present(second, animated: true) { log.append("second") }
      stage.run(until: 2)
    }
    #expect(issues.map(\.kind) == [.overlappingTransition])
    #expect(log.entries.isEmpty)
    #expect(stage.root.presentedViewController === first)
    #expect(first.presentingViewController === stage.root)
    #expect(second.presentingViewController == nil && !second.isViewLoaded)
    #expect(zip(stage.window.subviews, windowSubviews).allSatisfy { $0 === $1 })
    #expect(stage.window.subviews.count == windowSubviews.count)
    #expect(first.view.window === stage.window)
  }

  @Test func presentingFromAViewControllerOutsideAnyWindowIsRefusedAndChangesNothing() {
    let stage = PresentationStage()
    let offscreen = controller("offscreen")
    offscreen.loadViewIfNeeded()
    let unloaded = controller("unloaded")
    let presented = controller("presented")
    let log = CallLog()
    let issues = transitionIssues {
      offscreen.present(presented, animated: true) { log.append("offscreen") }
      unloaded.present(presented, animated: false) { log.append("unloaded") }
      stage.run(until: 1)
    }
    #expect(issues.map(\.kind) == [.overlappingTransition, .overlappingTransition])
    #expect(issues.allSatisfy { $0.message.contains("no window") })
    #expect(log.entries.isEmpty)
    #expect(offscreen.presentedViewController == nil && unloaded.presentedViewController == nil)
    #expect(!unloaded.isViewLoaded)
    #expect(presented.presentingViewController == nil && !presented.isViewLoaded)
    #expect(offscreen.view.subviews.isEmpty && offscreen.view.superview == nil)
    #expect(stage.window.subviews.count == 1)
  }

  @Test func presentingFromThePresentationsCompletionIsAccepted() {
    let stage = PresentationStage()
    let first = controller("first")
    let second = controller("second")
    let issues = transitionIssues {
      stage.root.present(first, animated: true) { first.present(second, animated: true) }
      stage.run(until: 2)
    }
    #expect(issues.isEmpty)
    #expect(first.presentedViewController === second)
    #expect(second.view.window === stage.window)
  }

  @Test func dismissingFromThePresentationsCompletionIsAccepted() {
    let stage = PresentationStage()
    let first = controller("first")
    let issues = transitionIssues {
      stage.root.present(first, animated: true) { first.dismiss(animated: true) }
      stage.run(until: 2)
    }
    #expect(issues.isEmpty)
    #expect(stage.root.presentedViewController == nil)
    #expect(first.viewIfLoaded?.window == nil)
  }

  @Test func presentingFromViewDidAppearIsAccepted() {
    let stage = PresentationStage()
    let first = PresentingOnAppear()
    let second = controller("second")
    first.upcoming = second
    let issues = transitionIssues {
      stage.root.present(first, animated: true)
      stage.run(until: 2)
    }
    #expect(issues.isEmpty)
    #expect(first.presentedViewController === second)
    #expect(second.view.window === stage.window)
  }

  @Test func aDismissalRefusedBecauseAViewControllerItLeadsToIsStillPresentingChangesNothing() {
    let stage = PresentationStage()
    let b = controller("B")
    let c = controller("C")
    let d = controller("D")
    stage.presentStack(b, c)
    c.present(d, animated: true)
    stage.runFrameNow()
    stage.run(until: stage.clock.now + 0.1)
    let trace = LifecycleTrace()
    var issues: [TransitionIssue] = []
    trace.record { issues = transitionIssues { stage.root.dismiss(animated: true) } }
    #expect(
      issues.map(\.message) == [
        "dismiss(animated:) of B while a transition of C, which it leads to, runs; refused (dismiss from the completion of the running transition)"
      ])
    #expect(stage.root.presentedViewController === b)
    #expect(b.presentedViewController === c && c.presentedViewController === d)
    #expect(trace.lines.isEmpty)
    stage.run(until: stage.clock.now + 1)
    stage.root.dismiss(animated: false)
    stage.run(until: stage.clock.now + 1)
    #expect(stage.root.presentedViewController == nil && !d.isAppearingOrAppeared)
  }

  @Test func aPresentationMadeFromThePresentationControllerHookStandsAndTheOuterOneIsRefused() {
    let stage = PresentationStage()
    let delegate = ReentrantTransitioningDelegate()
    let presented = controller("presented", style: .custom)
    presented.transitioningDelegate = delegate
    let other = controller("other", style: .overFullScreen)
    delegate.onPresentationController = { stage.root.present(other, animated: true) }
    let issues = transitionIssues {
      stage.root.present(presented, animated: true)
      stage.run(until: 2)
    }
    #expect(!issues.isEmpty, "the clash is reported")
    #expect(other.presentingViewController === stage.root && other.view.window != nil)
    #expect(stage.root.presentedViewController === other, "the model must say what is on screen")
    stage.root.dismiss(animated: true)
    stage.run(until: 4)
    #expect(other.view.window == nil, "root.dismiss(animated:) dismissed nothing")
    #expect(!presented.isBeingPresented, "the refused presentation is not under way")
  }

  @Test func aDismissalRefusedAtItsStartClearsIsBeingDismissedAndEndsNoHookItDidNotBegin() {
    let stage = PresentationStage()
    let delegate = ReentrantTransitioningDelegate()
    let presented = controller("presented")
    presented.transitioningDelegate = delegate
    let x = controller("X", style: .overFullScreen)
    stage.root.present(presented, animated: true)
    stage.run(until: 1)
    let trace = LifecycleTrace()
    var completionRan = false
    let issues = transitionIssues {
      trace.record {
        delegate.onAnimatorForDismissed = { presented.present(x, animated: true) }
        presented.dismiss(animated: true) { completionRan = true }
        stage.run(until: 3)
      }
    }
    #expect(issues.map(\.kind) == [.overlappingTransition])
    #expect(!completionRan, "a refused request runs no completion")
    #expect(presented.presentedViewController === x && stage.root.presentedViewController === presented)
    #expect(!presented.isBeingDismissed, "no dismissal is under way")
    let hooks = trace.lines.filter { $0.hasPrefix("FullScreenPresentationController.dismissal") }
    #expect(hooks.isEmpty || hooks.first == "FullScreenPresentationController.dismissalTransitionWillBegin")
  }
}

/// Presents ``upcoming`` (once) when its view has appeared, as apps show an alert or an
/// onboarding screen.
@MainActor
final class PresentingOnAppear: ViewController {
  var upcoming: ViewController?

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    guard let upcoming else { return }
    self.upcoming = nil
    present(upcoming, animated: true)
  }
}

/// A transitioning delegate whose hooks each run a closure once (re-entering the presentation
/// API from inside UIKit-style delegate callbacks), vending `SlideUpAnimator`s.
@MainActor
final class ReentrantTransitioningDelegate: ViewControllerTransitioningDelegate {
  var onPresentationController: (() -> Void)?
  var onAnimatorForDismissed: (() -> Void)?

  func animationController(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> (any AnimatedTransitioning)? {
    SlideUpAnimator(isPresenting: true)
  }

  func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? {
    let action = onAnimatorForDismissed
    onAnimatorForDismissed = nil
    action?()
    return SlideUpAnimator(isPresenting: false)
  }

  func presentationController(
    forPresented presented: ViewController, presenting: ViewController?, source: ViewController
  ) -> PresentationController? {
    let action = onPresentationController
    onPresentationController = nil
    action?()
    return nil
  }
}
