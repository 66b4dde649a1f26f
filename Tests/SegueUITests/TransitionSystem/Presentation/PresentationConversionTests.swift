import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueUI
import Testing

/// A dismissal while a presentation plays (and a presentation again while its dismissal plays)
/// ends the running transition at once and starts its own from what is on screen.
@MainActor
@Suite struct PresentationConversionTests {
  /// The y of `view`'s frame origin as shown now.
  private func shownY(_ stage: PresentationStage, _ view: View) -> Double {
    let values = stage.shown(view)
    return values.position.y - values.bounds.size.height * values.anchorPoint.y
  }

  @Test(arguments: [0.05, 0.2, 0.35])
  func aDismissalDuringThePresentationEndsItAndSlidesDownFromWhereTheScreenIs(after seconds: Double) {
    let stage = PresentationStage()
    let presented = controller("presented")
    let trace = LifecycleTrace()
    var presentCompleted = false
    var dismissCompleted = false
    trace.record {
      stage.root.present(presented, animated: true) { presentCompleted = true }
      stage.run(until: stage.clock.now + seconds)
      let shown = shownY(stage, presented.view)
      #expect(shown > 0 && shown < stage.window.bounds.height)
      var issues: [TransitionIssue] = []
      issues = transitionIssues { presented.dismiss(animated: true) { dismissCompleted = true } }
      #expect(issues.isEmpty, "the dismissal is not refused: \(issues)")
      #expect(presentCompleted, "the presentation completed at once")
      #expect(presented.isBeingDismissed)
      stage.step()
      let first = shownY(stage, presented.view)
      #expect(first >= shown - 1e-6 && first - shown < 0.1 * stage.window.bounds.height, "\(shown) → \(first)")
      stage.runFrames { stage.root.presentedViewController == nil && !presented.isBeingDismissed }
      stage.step()
    }
    #expect(dismissCompleted)
    #expect(presented.view.window == nil)
    let calls = trace.lines.filter {
      ($0.hasPrefix("presented.view") || $0.hasPrefix("root.view")) && !$0.hasSuffix("Load")
    }
    #expect(
      calls == [
        "root.viewWillDisappear(true)", "presented.viewWillAppear(true)", "presented.viewIsAppearing(true)",
        "root.viewDidDisappear(true)", "presented.viewDidAppear(true)",
        "presented.viewWillDisappear(true)", "root.viewWillAppear(true)", "root.viewIsAppearing(true)",
        "presented.viewDidDisappear(true)", "root.viewDidAppear(true)",
      ])
    #expect(trace.appearanceViolations.isEmpty)
  }

  /// A stage whose full-screen "presented" has been on its way out for `seconds`.
  private func dismissing(for seconds: Double) -> (PresentationStage, ViewController) {
    let stage = PresentationStage()
    let presented = controller("presented")
    stage.root.present(presented, animated: true)
    stage.run(until: 1)
    presented.dismiss(animated: true)
    stage.run(until: stage.clock.now + seconds)
    return (stage, presented)
  }

  @Test func presentingAgainDuringTheDismissalEndsItAndSlidesUpFromWhereTheScreenIs() {
    let (stage, presented) = dismissing(for: 0.15)
    let shown = shownY(stage, presented.view)
    #expect(shown > 0 && shown < stage.window.bounds.height)
    var completed = false
    let issues = transitionIssues { stage.root.present(presented, animated: true) { completed = true } }
    #expect(issues.isEmpty, "the presentation is not refused: \(issues)")
    #expect(stage.root.presentedViewController === presented && presented.isBeingPresented)
    stage.step()
    let first = shownY(stage, presented.view)
    #expect(first <= shown + 1e-6 && shown - first < 0.1 * stage.window.bounds.height, "\(shown) → \(first)")
    stage.runFrames { !presented.isBeingPresented }
    #expect(completed)
    #expect(shownY(stage, presented.view) == 0)
    #expect(stage.root.view.window == nil, "the full-screen presentation removed the presenter's view again")
  }

  @Test func aSecondDismissalDuringTheDismissalIsIgnoredAsBefore() {
    let (stage, presented) = dismissing(for: 0.1)
    let issues = transitionIssues { presented.dismiss(animated: true) }
    #expect(issues.map(\.kind) == [.overlappingTransition])
    stage.runFrames { stage.root.presentedViewController == nil }
    #expect(presented.view.window == nil)
  }
}

/// A touch on a presentation or dismissal that plays by itself catches it.
@MainActor
@Suite struct PresentationCatchTests {
  /// A finger landing mid-screen and moving `dy` points down in ten frames, then lifting at
  /// rest (a tap when `dy` is 0).
  private func drag(_ stage: PresentationStage, by dy: Double) {
    let frame = stage.application.frameScheduler.frameDuration
    let start = Point(x: 160, y: 400)
    stage.application.enqueue(
      SegueTestSupport.drag(
        from: start, to: Point(x: start.x, y: start.y + dy), at: stage.clock.now + frame, steps: 10,
        interval: frame, lift: false)
        + [
          TouchInput(
            identifier: 0, location: Point(x: start.x, y: start.y + dy), phase: .ended,
            timestamp: stage.clock.now + frame * 14)
        ])
    stage.run(until: stage.clock.now + frame * 15)
  }

  @Test func aTouchCatchesAPresentationAndADragDownCancelsIt() {
    let stage = PresentationStage()
    let presented = controller("presented")
    let trace = LifecycleTrace()
    var completed = false
    trace.record {
      stage.root.present(presented, animated: true) { completed = true }
      stage.run(until: stage.clock.now + 0.2)
      drag(stage, by: 400)
      stage.runFrames { !presented.isBeingPresented }
      stage.step()
    }
    #expect(!completed && stage.root.presentedViewController == nil, "the presentation was cancelled")
    #expect(presented.view.window == nil && stage.root.view.window != nil)
    #expect(trace.appearanceViolations.isEmpty)
  }

  @Test func aTapOnADismissalLetsItCarryOn() {
    let stage = PresentationStage()
    let presented = controller("presented")
    stage.root.present(presented, animated: true)
    stage.run(until: 1)
    presented.dismiss(animated: true)
    stage.run(until: stage.clock.now + 0.1)
    drag(stage, by: 0)
    stage.runFrames { stage.root.presentedViewController == nil }
    #expect(presented.view.window == nil)
  }
}
