import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueTransitions
import SegueUI
import Testing

@MainActor
@Suite struct ContainerViewControllerTests {
  private func buttons(_ stage: ContainerStage) -> [View] {
    stage.container.view.subviews.last?.subviews ?? []
  }

  @Test func theFirstChildFillsTheContainerUnderARowOfNumberedButtons() {
    let stage = ContainerStage()
    #expect(stage.container.selectedViewController === stage.a)
    #expect(stage.container.children.map(\.traceName) == ["A"])
    #expect(stage.a.view.frame == Rect(x: 0, y: 0, width: 320, height: 568))
    let row = stage.container.view.subviews.last!
    #expect(row.frame == Rect(x: 78, y: 120, width: 164, height: 44))
    #expect(buttons(stage).map { ($0.subviews.first as? Label)?.text } == ["1", "2", "3"])
    #expect(stage.buttonFill(0) == Color(white: 1, alpha: 0.75))
    #expect(stage.buttonFill(1) == Color(white: 1, alpha: 0.2))
  }

  @Test func aButtonTapSlidesTheNextChildInAndMovesTheContainment() {
    let stage = ContainerStage()
    let trace = LifecycleTrace(clock: stage.clock)
    trace.record {
      stage.tap(buttons(stage)[1])
      #expect(stage.delegate.calls == ["animator A→B", "didSelect B"])
      stage.run(for: 0.3)
      #expect(stage.shownTitles == ["A", "B"])
      let bX = stage.b.view.layer.presentation(at: stage.clock.now).transform.m41
      #expect(bX > 0 && bX < 336, "B comes in from the right: \(bX)")
      stage.run(for: 1)
    }
    #expect(stage.shownTitles == ["B"])
    #expect(stage.container.children.map(\.traceName) == ["B"])
    #expect(stage.b.view.frame == Rect(x: 0, y: 0, width: 320, height: 568))
    #expect(stage.b.view.transform == .identity && stage.a.view.transform == .identity && stage.a.view.alpha == 1)
    #expect(
      trace.lines.filter { $0.contains("Move") || $0.contains(".view") && !$0.contains("Load") } == [
        "A.willMove(toParent: nil)", "B.willMove(toParent: Container)", "A.viewWillDisappear(true)",
        "B.viewWillAppear(true)", "B.viewIsAppearing(true)", "A.didMove(toParent: nil)",
        "B.didMove(toParent: Container)",
        "A.viewDidDisappear(true)", "B.viewDidAppear(true)",
      ])
    #expect(trace.appearanceViolations.isEmpty)
    #expect(stage.buttonFill(1) == Color(white: 1, alpha: 0.75))
    #expect(stage.buttonFill(0) == Color(white: 1, alpha: 0.2))
  }

  @Test func aPanToTheLeftFollowsTheFingerAtHalfItsDistanceAndFinishesPastAFifth() {
    let stage = ContainerStage()
    stage.pan(fromX: 300, toX: 140, lift: false)
    let interaction = stage.container.interactiveTransitionGestureRecognizer
    #expect(interaction.state == .changed)
    #expect(stage.container.selectedViewController === stage.b)
    let shown = stage.b.view.layer.presentation(at: stage.clock.now)
    // 160 of 320 points is a quarter of the transition, linear while interactive: B has a
    // quarter of its way done, from 336 points right of its place.
    #expect(abs(shown.transform.m41 - 336 * 0.75) < 1, "\(shown.transform.m41)")
    #expect(abs(shown.opacity - 0.25) < 0.01)
    let fill = stage.buttonFill(1)!.alpha
    #expect(
      abs(fill - (0.2 + 0.55 * 0.25)) < 0.01,
      "button 2 fills alongside: \(fill) \(String(describing: stage.buttonFill(0)))")
    stage.send(lift: Point(x: 140, y: 400))
    stage.run(for: 1.5)
    #expect(stage.shownTitles == ["B"])
    #expect(stage.container.children.map(\.traceName) == ["B"])
  }

  @Test func aShortPanCancelsAndLeavesEverythingAsItWas() {
    let stage = ContainerStage()
    let trace = LifecycleTrace(clock: stage.clock)
    trace.record {
      stage.pan(fromX: 300, toX: 250)
      stage.run(for: 1)
    }
    #expect(stage.container.selectedViewController === stage.a)
    #expect(stage.shownTitles == ["A"])
    #expect(stage.container.children.map(\.traceName) == ["A"])
    #expect(stage.a.view.frame == Rect(x: 0, y: 0, width: 320, height: 568))
    #expect(stage.a.view.alpha == 1 && stage.a.view.transform == .identity)
    #expect(stage.b.parent == nil && stage.b.view.superview == nil)
    #expect(trace.appearanceViolations.isEmpty)
    #expect(trace.lines.contains("B.willMove(toParent: nil)") && trace.lines.contains("A.didMove(toParent: Container)"))
    #expect(stage.buttonFill(0) == Color(white: 1, alpha: 0.75))
    #expect(stage.buttonFill(1) == Color(white: 1, alpha: 0.2))
  }

  @Test func aPanTowardsNoNeighbourDoesNothingAndADisabledRecognizerNeverStarts() {
    let stage = ContainerStage()
    stage.pan(fromX: 20, toX: 200)
    stage.run(for: 1)
    #expect(stage.container.selectedViewController === stage.a)
    #expect(stage.delegate.calls.isEmpty)
    stage.container.interactiveTransitionGestureRecognizer.isEnabled = false
    stage.pan(fromX: 300, toX: 100)
    stage.run(for: 1.5)
    #expect(stage.container.selectedViewController === stage.a)
    #expect(stage.delegate.calls.isEmpty)
  }

  @Test func theDelegateIsAskedForAnInteractionOnlyForItsOwnAnimator() {
    let stage = ContainerStage()
    stage.container.selectedViewController = stage.b
    stage.run(for: 1.5)
    #expect(stage.delegate.calls == ["animator A→B", "didSelect B"])
    stage.delegate.calls = []
    let interaction = PercentDrivenInteractiveTransition()
    stage.delegate.animator = { SlideAnimator() }
    stage.delegate.interaction = interaction
    stage.container.selectedViewController = stage.c
    #expect(stage.delegate.calls == ["animator B→C", "interaction", "didSelect C"])
    stage.step()
    interaction.update(0.5)
    interaction.finish()
    stage.run(for: 1)
    #expect(stage.shownTitles == ["C"])
  }

  @Test func codeSelectionsDuringATransitionWaitForItsEnd() {
    let stage = ContainerStage()
    stage.container.selectedViewController = stage.b
    stage.step()
    stage.container.selectedViewController = stage.c
    #expect(stage.container.selectedViewController === stage.b)
    stage.tap(buttons(stage)[0])
    stage.run(for: 1.2)
    #expect(stage.container.selectedViewController === stage.c)
    stage.run(for: 1.2)
    #expect(stage.shownTitles == ["C"])
    #expect(stage.delegate.calls == ["animator A→B", "didSelect B", "animator B→C", "didSelect C"])
  }

  @Test func theWindowResizedDuringATransitionSizesTheChildShownAtItsEnd() {
    let stage = ContainerStage()
    stage.container.selectedViewController = stage.b
    stage.run(for: 0.3)
    stage.window.transition(toSize: Size(width: 568, height: 320))
    stage.run(for: 1.5)
    #expect(stage.shownTitles == ["B"])
    #expect(stage.b.view.frame == Rect(x: 0, y: 0, width: 568, height: 320), "B fills the container")
  }

  @Test func aStrangerIsReportedAndIgnored() {
    let stage = ContainerStage()
    let issues = transitionIssues { stage.container.selectedViewController = NamedController("Stranger") }
    #expect(issues.map(\.kind) == [.invalidParameter])
    #expect(stage.container.selectedViewController === stage.a)
  }

  /// A selection the delegate makes while it is asked for an animator waits for that
  /// transition, then runs.
  @Test func aSelectionTheDelegateMakesWhileAskedForAnAnimatorFollowsTheTransition() {
    let stage = ContainerStage()
    var reentered = false
    stage.delegate.animator = {
      if !reentered {
        reentered = true
        stage.container.selectedViewController = stage.c
      }
      return SlideAnimator()
    }
    let trace = LifecycleTrace(clock: stage.clock)
    let issues = trace.record {
      transitionIssues {
        stage.container.selectedViewController = stage.b
        stage.run(for: 3)
      }
    }
    #expect(issues.isEmpty, "\(issues.map(\.message))")
    #expect(stage.delegate.calls.filter { $0.hasPrefix("animator") } == ["animator A→B", "animator B→C"])
    #expect(stage.container.selectedViewController === stage.c && stage.shownTitles == ["C"])
    #expect(trace.appearanceViolations.isEmpty)
  }

  @Test func theShownChildOfTheArticlesContainerTakenLeavesNoChildShown() {
    let stage = ContainerStage()
    let other = TabBarController()
    let trace = LifecycleTrace()
    trace.record { other.viewControllers = [stage.a] }
    #expect(
      trace.lines == [
        "A.willMove(toParent: TabBarController)",
        "A.viewWillDisappear(false)", "A.viewDidDisappear(false)",
        "A.didMove(toParent: TabBarController)",
      ])
    #expect(stage.container.selectedViewController == nil && stage.container.children.isEmpty)
    stage.container.selectedViewController = stage.b
    stage.step()
    #expect(stage.b.isAppearingOrAppeared && stage.b.parent === stage.container)
  }
}
