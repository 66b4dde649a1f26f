import SegueTestSupport
import SegueUI
import Testing

@MainActor
@Suite struct LifecycleTraceContractTests {
  private func trace(_ lines: [(String, String)]) -> LifecycleTrace {
    let trace = LifecycleTrace()
    for (subject, call) in lines { trace.append(subject: subject, call: call) }
    return trace
  }

  @Test func theCancelledPopOrderKeepsTheContract() {
    let cancelled = trace([
      ("Current", "viewWillDisappear(true)"), ("New", "viewWillAppear(true)"), ("New", "viewIsAppearing(true)"),
      ("coordinator", "interactionChanged(interactive: false, cancelled: true)"), ("New", "viewWillDisappear(true)"),
      ("New", "viewDidDisappear(true)"), ("Current", "viewWillAppear(true)"), ("Current", "viewDidAppear(true)"),
    ])
    #expect(cancelled.appearanceViolations.isEmpty)
  }

  @Test func anUnmatchedWillAndADidOutOfTurnAreReported() {
    let broken = trace([
      ("A", "viewWillAppear(true)"), ("B", "viewDidDisappear(false)"), ("B", "viewDidDisappear(false)"),
      ("C", "viewWillAppear(false)"), ("C", "viewIsAppearing(false)"), ("C", "viewIsAppearing(false)"),
      ("C", "viewDidAppear(false)"),
    ])
    #expect(
      broken.appearanceViolations == [
        "event 2: B.viewDidDisappear(false) while B is disappeared",
        "event 5: C.viewIsAppearing(false) while C is appearing",
        "A ends the trace appearing: a will call was never matched",
      ])
  }

  @Test func everyTransitionOfTheSuiteKeepsTheContract() {
    let stage = TransitionStage()
    let interaction = PercentDrivenInteractiveTransition()
    let context = stage.context(animator: SlideAnimator(), interaction: interaction)
    stage.trace.record {
      context.start()
      stage.step()
      interaction.update(0.6)
      interaction.cancel()
      stage.run(until: 1)
      let again = stage.context(animator: SlideAnimator())
      again.start()
      stage.run(until: 2.1)
      #expect(again.isComplete)
      #expect(stage.trace.appearanceViolations.isEmpty)
    }
  }
}
