import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueUI
import Testing

/// The cookbook's custom container: "red" and "blue" children in a backsplash view, red shown.
@MainActor
private final class CookbookStage {
  let stage = TransitionStage()
  var root: NamedController { stage.root }
  var red: NamedController { stage.a }
  var blue: NamedController { stage.b }
}

@MainActor
@Suite struct ChildTransitionTests {
  @Test func theCookbooksFadeMovesRedAwayAndBringsBlueInThenRemovesRed() {
    let cookbook = CookbookStage()
    let stage = cookbook.stage
    let trace = LifecycleTrace(clock: stage.clock)
    var finished: [Bool] = []
    trace.record {
      cookbook.blue.view.alpha = 0
      cookbook.root.transition(
        from: cookbook.red, to: cookbook.blue, duration: 2, options: .layoutSubviews,
        animations: {
          cookbook.red.view.center = Point(x: 0, y: 0)
          cookbook.red.view.alpha = 0
          cookbook.blue.view.alpha = 1
        }, completion: { finished.append($0) })
      stage.step()
      stage.run(until: 1)
      #expect(cookbook.blue.view.superview === cookbook.root.view)
      let blue = cookbook.blue.view.layer.presentation(at: stage.clock.now).opacity
      #expect(blue > 0.3 && blue < 0.7, "half way, blue is half faded in: \(blue)")
      stage.run(until: 2.2)
    }
    #expect(finished == [true])
    #expect(cookbook.red.view.superview == nil)
    #expect(cookbook.blue.view.frame == cookbook.root.view.bounds)
    #expect(
      trace.lines.filter { $0.contains(".view") } == [
        "A.viewWillDisappear(true)", "B.viewWillAppear(true)", "B.viewIsAppearing(true)",
        "A.viewDidDisappear(true)", "B.viewDidAppear(true)",
      ])
    #expect(trace.appearanceViolations.isEmpty)
  }

  @Test func aCurlReplacesTheViewAtOnceAndCompletesAfterItsDuration() {
    let cookbook = CookbookStage()
    let stage = cookbook.stage
    var finished: [Bool] = []
    cookbook.root.transition(
      from: cookbook.red, to: cookbook.blue, duration: 1, options: [.layoutSubviews, .transitionCurlUp], animations: {},
      completion: { finished.append($0) })
    stage.step()
    #expect(cookbook.red.view.superview == nil && cookbook.blue.view.superview === cookbook.root.view)
    stage.run(until: 0.5)
    #expect(finished.isEmpty)
    stage.run(until: 1.2)
    #expect(finished == [true])
  }

  @Test func controllersThatAreNotChildrenAreReportedAndNothingHappens() {
    let cookbook = CookbookStage()
    let stranger = NamedController("Stranger")
    var finished: [Bool] = []
    let issues = transitionIssues {
      cookbook.root.transition(from: cookbook.red, to: stranger, duration: 1, animations: nil) { finished.append($0) }
      cookbook.root.transition(from: cookbook.red, to: cookbook.red, duration: 1, animations: nil) {
        finished.append($0)
      }
    }
    #expect(issues.map(\.kind) == [.invalidParameter, .invalidParameter])
    #expect(issues.first?.message.contains("both must be distinct children") == true)
    #expect(finished == [false, false])
    #expect(cookbook.red.view.superview === cookbook.root.view)
  }

  @Test func aTransitionFromAChildThatIsInAnotherTransitionIsRefusedAndKeepsItsViewOnScreen() {
    let cookbook = CookbookStage()
    let stage = cookbook.stage
    stage.context(animator: SlideAnimator()).start()
    stage.step()
    var finished: [Bool] = []
    let issues = transitionIssues {
      cookbook.root.transition(from: cookbook.red, to: cookbook.blue, duration: 0.5, animations: nil) {
        finished.append($0)
      }
    }
    #expect(issues.map(\.kind) == [.overlappingTransition])
    #expect(issues.first?.message.contains("Root.transition(from: A, to: B): A is in another transition") == true)
    #expect(finished == [false], "the caller hears that nothing happened")
    #expect(cookbook.red.view.superview === cookbook.root.view, "the running transition still shows red")
  }
}

@MainActor
@Suite struct StoryboardSegueTests {
  /// A segue that records that it was performed.
  private final class RecordingSegue: StoryboardSegue {
    var performed = 0
    override func perform() { performed += 1 }
  }

  @Test func aSubclassOrAHandlerPerformsTheSegue() {
    let source = NamedController("S")
    let destination = NamedController("D")
    let segue = RecordingSegue(identifier: "segue", source: source, destination: destination)
    segue.perform()
    #expect(segue.performed == 1)
    #expect(segue.identifier == "segue" && segue.source === source && segue.destination === destination)
    var handled = 0
    StoryboardSegue(identifier: nil, source: source, destination: destination) { handled += 1 }.perform()
    #expect(handled == 1)
  }

  @Test func aSegueWithNothingToPerformIsReported() {
    let issues = transitionIssues {
      StoryboardSegue(identifier: "empty", source: NamedController("S"), destination: NamedController("D")).perform()
    }
    #expect(issues.map(\.kind) == [.missingAnimator])
    #expect(issues.first?.message.contains("override perform()") == true)
  }
}
