import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueUI
import Testing

/// An animator broken in one of the ways users' animators are.
@MainActor
final class BrokenAnimator: AnimatedTransitioning {
  enum Fault {
    case neverCompletes, completesTwice, forgetsTheToView, ignoresTheFinalFrame, leavesAMessOnCancel,
      completesTrueAfterCancel
  }

  let fault: Fault
  private(set) var endedWith: [Bool] = []

  init(_ fault: Fault) {
    self.fault = fault
  }

  func transitionDuration(using transitionContext: (any ContextTransitioning)?) -> Double { 0.5 }

  func animateTransition(using transitionContext: any ContextTransitioning) {
    let container = transitionContext.containerView
    guard let toView = transitionContext.view(forKey: .to), let fromView = transitionContext.view(forKey: .from) else {
      return
    }
    if fault != .forgetsTheToView { container.addSubview(toView) }
    if fault == .leavesAMessOnCancel {
      container.addSubview(View(frame: Rect(x: 0, y: 0, width: 20, height: 20)))
    }
    View.animate(
      withDuration: 0.5,
      animations: {
        fromView.alpha = 0.5
        if self.fault == .ignoresTheFinalFrame { toView.frame = Rect(x: 10, y: 10, width: 100, height: 100) }
      },
      completion: { _ in
        let cancelled = transitionContext.transitionWasCancelled
        if self.fault != .leavesAMessOnCancel { fromView.alpha = 1 }
        switch self.fault {
        case .neverCompletes: break
        case .completesTwice:
          transitionContext.completeTransition(!cancelled)
          transitionContext.completeTransition(!cancelled)
        case .completesTrueAfterCancel: transitionContext.completeTransition(true)
        default: transitionContext.completeTransition(!cancelled)
        }
      })
  }

  func animationEnded(_ transitionCompleted: Bool) {
    endedWith.append(transitionCompleted)
  }
}

@MainActor
@Suite struct TransitionDiagnosticsTests {
  /// Runs a transition from A to B with `animator` for `duration` seconds, interactively
  /// cancelled at 0.4 when `cancel` is set; returns the issues reported.
  private func run(_ animator: BrokenAnimator, cancel: Bool = false, for duration: Double = 1) -> (
    TransitionStage, [TransitionIssue]
  ) {
    let stage = TransitionStage()
    let issues = transitionIssues {
      let interaction = cancel ? PercentDrivenInteractiveTransition() : nil
      let context = stage.context(animator: animator, interaction: interaction)
      context.observer = { if $0 == .ended(completed: true) { stage.a.view.removeFromSuperview() } }
      context.start()
      stage.step()
      if let interaction {
        interaction.update(0.4)
        interaction.cancel()
      }
      stage.run(until: stage.clock.now + duration)
    }
    return (stage, issues)
  }

  /// The watchdog counts the container's own time: while an enclosing view's time is held
  /// paused (another transition a finger holds), the wait is not the animator's fault; once
  /// that time runs again the count goes on.
  @Test func theWatchdogWaitsWhileTheContainersTimeIsHeldPaused() {
    let animator = BrokenAnimator(.neverCompletes)
    let stage = TransitionStage()
    let holder = stage.container.superview!.layer
    var issues = transitionIssues {
      let context = stage.context(animator: animator, interaction: nil)
      context.start()
      stage.step()
      holder.timing.timeOffset = holder.localTime(atAbsolute: stage.clock.now)
      holder.timing.speed = 0
      stage.run(until: stage.clock.now + 5)
    }
    #expect(issues.isEmpty && animator.endedWith.isEmpty, "held paused, the transition waits")
    holder.timing.beginTime = stage.clock.now
    holder.timing.speed = 1
    issues = transitionIssues { stage.run(until: stage.clock.now + 2.2) }
    #expect(issues.map(\.kind) == [.neverCompleted])
  }

  /// Held paused for ten times its limit (2 s here), the transition is ended all the same, so
  /// none hangs for ever behind a time that never runs again.
  @Test func theWatchdogEndsATransitionHeldPausedTenTimesItsLimit() {
    let animator = BrokenAnimator(.neverCompletes)
    let stage = TransitionStage()
    let context = stage.context(animator: animator, interaction: nil)
    let issues = transitionIssues {
      context.start()
      stage.step()
      stage.container.layer.timing.timeOffset = stage.container.layer.localTime(atAbsolute: stage.clock.now)
      stage.container.layer.timing.speed = 0
      stage.run(until: stage.clock.now + 19)
      #expect(!context.isComplete)
      stage.run(until: stage.clock.now + 2)
    }
    #expect(context.isComplete && issues.map(\.kind) == [.neverCompleted])
  }

  @Test func aTransitionNeverCompletedIsCompletedByTheWatchdogAndReported() {
    let animator = BrokenAnimator(.neverCompletes)
    let (stage, early) = run(animator, for: 1.9)
    #expect(early.isEmpty)
    #expect(animator.endedWith.isEmpty)
    let late = transitionIssues { stage.run(until: stage.clock.now + 0.2) }
    #expect(late.map(\.kind) == [.neverCompleted])
    #expect(late.first?.message.contains("BrokenAnimator never called completeTransition(_:)") == true)
    #expect(animator.endedWith == [true])
    #expect(stage.b.isAppearingOrAppeared)
    #expect(stage.b.transitionCoordinator == nil)
  }

  @Test func aClockJumpDoesNotFireTheWatchdogBeforeTheAnimationsReport() {
    let stage = TransitionStage()
    let animator = SlideAnimator()
    let context = stage.context(animator: animator)
    let issues = transitionIssues {
      context.start()
      stage.step()
      stage.step()
      stage.clock.advance(by: 10)
      stage.application.runFrame()
    }
    #expect(issues.isEmpty)
    #expect(animator.endedWith == [true])
    #expect(context.isComplete)
  }

  @Test func aSecondCompletionIsIgnoredAndReported() {
    let animator = BrokenAnimator(.completesTwice)
    let (_, issues) = run(animator)
    #expect(issues.map(\.kind) == [.completedTwice])
    #expect(animator.endedWith == [true])
  }

  @Test func aMissingToViewIsAddedAndReported() {
    let animator = BrokenAnimator(.forgetsTheToView)
    let (stage, issues) = run(animator)
    #expect(issues.map(\.kind) == [.toViewMissing])
    #expect(stage.b.view.superview === stage.container)
    #expect(stage.b.isAppearingOrAppeared)
  }

  @Test func anIgnoredFinalFrameIsEnforcedAndReported() {
    let animator = BrokenAnimator(.ignoresTheFinalFrame)
    let (stage, issues) = run(animator)
    #expect(issues.map(\.kind) == [.finalFrameIgnored])
    #expect(issues.first?.message.contains("the view of B") == true)
    #expect(stage.b.view.frame == stage.container.bounds)
  }

  @Test func aCancelThatTheAnimatorDidNotUndoIsRestoredAndReported() {
    let animator = BrokenAnimator(.leavesAMessOnCancel)
    let (stage, issues) = run(animator, cancel: true)
    #expect(issues.map(\.kind) == [.cancelNotUndone])
    #expect(issues.first?.message.contains("changed alpha of the view of A") == true)
    #expect(issues.first?.message.contains("left a View") == true)
    #expect(stage.container.subviews.count == 1 && stage.container.subviews.first === stage.a.view)
    #expect(stage.a.view.alpha == 1)
    #expect(stage.a.view.frame == stage.container.bounds)
    #expect(animator.endedWith == [false])
  }

  @Test func completingAsFinishedAfterACancelIsTreatedAsACancel() {
    let animator = BrokenAnimator(.completesTrueAfterCancel)
    let (stage, issues) = run(animator, cancel: true)
    #expect(issues.map(\.kind) == [.completedAfterCancel])
    #expect(animator.endedWith == [false])
    #expect(stage.b.view.superview == nil)
    #expect(stage.a.isAppearingOrAppeared)
  }

  @Test func anInteractionControllerWithoutAnAnimatorCancelsTheTransition() {
    let stage = TransitionStage()
    let context = PrivateTransitionContext(container: stage.container, from: stage.a, to: stage.b)
    let issues = transitionIssues { PercentDrivenInteractiveTransition().startInteractiveTransition(context) }
    #expect(issues.map(\.kind) == [.missingAnimator])
    #expect(context.completed == [false])
  }
}

@MainActor
@Suite struct OverlappingTransitionTests {
  @Test func aTransitionRequestedWhileOneRunsIsRefusedAndItsObserverToldSo() {
    let stage = TransitionStage()
    let first = stage.context(animator: SlideAnimator())
    first.start()
    stage.step()
    let firstCoordinator = stage.b.transitionCoordinator as AnyObject?
    var secondEvents: [TransitionEvent] = []
    let issues = transitionIssues {
      let second = stage.context(animator: SlideAnimator())
      second.observer = { secondEvents.append($0) }
      second.start()
    }
    #expect(issues.map(\.kind) == [.overlappingTransition])
    #expect(issues.first?.message.contains("transition of A") == true)
    #expect(secondEvents == [.ended(completed: false), .refused], "ended at once, and nothing else")
    #expect(stage.b.transitionCoordinator === firstCoordinator)
    stage.run(until: 1.1)
    #expect(first.isComplete)
  }
}
