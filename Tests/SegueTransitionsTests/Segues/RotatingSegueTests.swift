import SegueGeometry
import SegueTestSupport
import SegueTransitions
import SegueUI
import Testing

/// Counts the segue's completions.
@MainActor
private final class CompletionCounter: RotatingSegueDelegate {
  var count = 0
  func segueDidComplete() { count += 1 }
}

@MainActor
@Suite struct RotatingSegueTests {
  /// The transition issues Segue reports while `body` runs.
  private func issuesReported(_ body: () -> Void) -> [TransitionIssue] {
    TransitionDiagnostics.collectingIssues(body).issues
  }

  /// Performs a rotating segue for each pair telling `counter`, running a frame of `stage`
  /// after each when one is given.
  private func perform(
    _ pairs: [(ViewController, ViewController)], telling counter: CompletionCounter,
    steppingEach stage: AnimatorStage? = nil
  ) {
    for (source, destination) in pairs {
      let segue = RotatingSegue(identifier: "next", source: source, destination: destination)
      segue.delegate = counter
      segue.perform()
      stage?.step()
    }
  }

  /// The stage with a third child, "Third", for segues in a row.
  private func stageWithThirdFace() -> (AnimatorStage, Page) {
    let stage = AnimatorStage()
    let third = Page("Third", Color(red: 0.3, green: 0.7, blue: 0.3))
    stage.root.addChild(third)
    third.didMove(toParent: stage.root)
    return (stage, third)
  }

  @Test(arguments: [true, false])
  func theCubeTurnsAndTheDestinationTakesTheSourcesPlace(goesForward: Bool) {
    let stage = AnimatorStage()
    let counter = CompletionCounter()
    let trace = LifecycleTrace(clock: stage.clock)
    trace.record {
      do {
        let segue = RotatingSegue(identifier: "segue", source: stage.from, destination: stage.to)
        segue.goesForward = goesForward
        segue.delegate = counter
        segue.perform()
      }
      stage.step()
      stage.run(for: 0.25)
      #expect(stage.from.view.isHidden && stage.to.view.isHidden, "the real views hide while the cube turns")
      #expect(counter.count == 0)
      stage.run(for: 0.35)
    }
    #expect(counter.count == 1)
    #expect(stage.container.subviews.count == 1 && stage.container.subviews.first === stage.to.view)
    #expect(stage.to.view.frame == stage.container.bounds && !stage.to.view.isHidden)
    #expect(stage.from.parent === stage.root && stage.to.parent === stage.root, "the children stay children")
    #expect(
      trace.lines.filter { $0.contains(".view") && !$0.contains("Load") } == [
        "From.viewWillDisappear(true)", "To.viewWillAppear(true)", "To.viewIsAppearing(true)",
        "From.viewDidDisappear(true)", "To.viewDidAppear(true)",
      ])
    #expect(trace.appearanceViolations.isEmpty)
  }

  @Test func aSourceWithoutASuperviewIsReportedAndNothingHappens() {
    let stage = AnimatorStage()
    let counter = CompletionCounter()
    let issues = issuesReported {
      perform([(stage.to, stage.from)], telling: counter)
      stage.run(for: 1)
    }
    #expect(issues.map(\.kind) == [.invalidParameter])
    #expect(issues.first?.message.contains("no superview") == true)
    #expect(
      counter.count == 0 && stage.container.subviews.count == 1 && stage.container.subviews.first === stage.from.view)
  }

  /// A second segue performed while the first still turns (a quick double tap on the recipe's
  /// Next button, which moves the container's index at once) waits and turns next.
  @Test func aSegueFromTheFaceStillTurningInTurnsOnceTheFirstEnded() {
    let (stage, third) = stageWithThirdFace()
    let counter = CompletionCounter()
    let issues = issuesReported {
      perform([(stage.from, stage.to), (stage.to, third)], telling: counter, steppingEach: stage)
      stage.run(for: 1.5)
    }
    #expect(issues.isEmpty)
    #expect(counter.count == 2 && stage.container.subviews.count == 1 && stage.container.subviews.first === third.view)
  }

  /// Three segues performed in one frame, each from the last one's destination, turn one
  /// after the other.
  @Test func threeSeguesInOneFrameTurnInARow() {
    let (stage, third) = stageWithThirdFace()
    let counter = CompletionCounter()
    let issues = issuesReported {
      perform([(stage.from, stage.to), (stage.to, third), (third, stage.from)], telling: counter)
      stage.run(for: 0.7)
      #expect(counter.count == 1)
      stage.run(for: 2)
    }
    #expect(issues.isEmpty)
    #expect(
      counter.count == 3 && stage.container.subviews.count == 1 && stage.container.subviews.first === stage.from.view)
  }
}
