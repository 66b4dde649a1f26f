import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueTransitions
import SegueUI
import Testing

/// The objc.io container, written on Segue's public API, converts and catches as the built-in
/// containers do: selecting the child a transition is leaving ends it at once and starts the
/// way back from what is on screen; a touch catches a transition that plays by itself.
@MainActor
@Suite struct ContainerConversionTests {
  private func buttons(_ stage: ContainerStage) -> [View] {
    stage.container.view.subviews.last?.subviews ?? []
  }

  /// The x at which `view` shows its frame's origin now, its transform included.
  private func shownX(_ stage: ContainerStage, _ view: View) -> Double {
    stage.shownX(view) + stage.shown(view).transform.m41
  }

  @Test(arguments: [3, 6, 15, 24])
  func selectingTheChildBeingLeftTurnsTheTransitionBackFromWhereItShows(frames: Int) {
    let stage = ContainerStage()
    let trace = LifecycleTrace(clock: stage.clock)
    var before = 0.0
    var after = 0.0
    trace.record {
      stage.container.selectedViewController = stage.b
      stage.step(frames)
      before = shownX(stage, stage.a.view)
      stage.container.selectedViewController = stage.a
      #expect(stage.container.children.map(\.traceName) == ["B", "A"], "the move to B ended at once")
      stage.step()
      after = shownX(stage, stage.a.view)
      #expect(stage.container.selectedViewController === stage.a)
      stage.run(for: 2)
    }
    let frameMotion = 320.0 / 10
    #expect(abs(after - before) < frameMotion, "A continues from where it showed: \(before) → \(after)")
    #expect(stage.shownTitles == ["A"] && stage.container.children.map(\.traceName) == ["A"])
    #expect(abs(shownX(stage, stage.a.view)) < 1e-6)
    #expect(stage.delegate.calls == ["animator A→B", "didSelect B", "animator B→A", "didSelect A"])
    #expect(
      trace.lines.filter { $0.contains("Appear") || $0.contains("Disappear") } == [
        "A.viewWillDisappear(true)", "B.viewWillAppear(true)", "B.viewIsAppearing(true)",
        "A.viewDidDisappear(true)", "B.viewDidAppear(true)",
        "B.viewWillDisappear(true)", "A.viewWillAppear(true)", "A.viewIsAppearing(true)",
        "B.viewDidDisappear(true)", "A.viewDidAppear(true)",
      ])
    #expect(trace.appearanceViolations.isEmpty)
    #expect(stage.buttonFill(0) == Color(white: 1, alpha: 0.75))
  }

  /// The buttons whose fills animate alongside ignore touches meanwhile, as animating views do;
  /// the third one takes its tap, which waits for the transition.
  @Test func aTapOnAThirdButtonMidFlightWaitsForTheTransition() {
    let stage = ContainerStage()
    stage.tap(buttons(stage)[1])
    stage.step(4)
    stage.tap(buttons(stage)[2])
    #expect(stage.delegate.calls == ["animator A→B", "didSelect B"])
    stage.run(for: 3)
    #expect(stage.container.selectedViewController === stage.c && stage.shownTitles == ["C"])
  }

  /// A selection the ended transition's completion makes waits for the converted transition,
  /// which starts part way as asked.
  @Test func aSelectionMadeByTheEndedTransitionsCompletionWaitsForTheConversion() {
    let stage = ContainerStage()
    stage.container.selectedViewController = stage.b
    stage.step()
    stage.container.selectedViewController?.transitionCoordinator?.animate(
      alongsideTransition: nil,
      completion: { _ in stage.container.selectedViewController = stage.c })
    stage.step(5)
    let before = shownX(stage, stage.a.view)
    stage.container.selectedViewController = stage.a
    stage.step()
    #expect(abs(shownX(stage, stage.a.view) - before) < 320.0 / 10, "the way back starts part way")
    #expect(stage.delegate.calls == ["animator A→B", "didSelect B", "animator B→A", "didSelect A"])
    stage.run(for: 4)
    #expect(stage.delegate.calls.suffix(2) == ["animator A→C", "didSelect C"])
    #expect(stage.container.selectedViewController === stage.c && stage.shownTitles == ["C"])
  }

  @Test func anotherSelectionMidFlightStillWaits() {
    let stage = ContainerStage()
    stage.container.selectedViewController = stage.b
    stage.step(6)
    stage.container.selectedViewController = stage.c
    #expect(stage.delegate.calls == ["animator A→B", "didSelect B"])
    #expect(stage.container.selectedViewController === stage.b)
    stage.run(for: 3)
    #expect(stage.container.selectedViewController === stage.c && stage.shownTitles == ["C"])
    #expect(stage.delegate.calls == ["animator A→B", "didSelect B", "animator B→C", "didSelect C"])
  }

  @Test func aTransitionThePanHoldsIsNotConvertedButFollowed() {
    let stage = ContainerStage()
    stage.pan(fromX: 300, toX: 140, lift: false)
    #expect(stage.container.selectedViewController === stage.b)
    stage.container.selectedViewController = stage.a
    #expect(stage.delegate.calls == ["animator A→B", "didSelect B"], "the finger holds it: the selection waits")
    stage.send(lift: Point(x: 140, y: 400))
    stage.run(for: 3)
    #expect(stage.container.selectedViewController === stage.a && stage.shownTitles == ["A"])
  }

  @Test func aFingerCatchesAMoveByCodeAndDraggingBackUndoesIt() {
    let stage = ContainerStage()
    let trace = LifecycleTrace(clock: stage.clock)
    trace.record {
      stage.container.selectedViewController = stage.b
      stage.step(8)
      let caughtAt = shownX(stage, stage.b.view)
      stage.send([TouchInput(identifier: 0, location: Point(x: 160, y: 400), phase: .began, timestamp: stage.clock.now)]
      )
      var xs: [Double] = []
      for _ in 0..<4 {
        stage.step()
        xs.append(shownX(stage, stage.b.view))
      }
      #expect(abs(xs[0] - caughtAt) < 320.0 / 10, "caught in the frame the finger lands: \(caughtAt) → \(xs)")
      #expect(xs.allSatisfy { abs($0 - xs[0]) < 1e-9 }, "the finger holds B where it is: \(xs)")
      stage.send(drag(from: Point(x: 160, y: 400), to: Point(x: 310, y: 400), at: stage.clock.now, steps: 10))
      stage.run(for: 2)
    }
    #expect(stage.container.selectedViewController === stage.a && stage.shownTitles == ["A"])
    #expect(stage.container.children.map(\.traceName) == ["A"])
    #expect(abs(shownX(stage, stage.a.view)) < 1e-6)
    #expect(trace.appearanceViolations.isEmpty)
    #expect(stage.buttonFill(0) == Color(white: 1, alpha: 0.75))
  }

  /// The container's own pan lets go of the move it drove past a fifth: a touch catches the
  /// rest there and a drag back to the right undoes it.
  @Test func aTouchCatchesTheMoveThePanLetGo() {
    let stage = ContainerStage()
    stage.pan(fromX: 300, toX: 140, lift: false)
    stage.step(3)
    stage.send(lift: Point(x: 140, y: 400))
    stage.step(2)
    #expect(stage.container.selectedViewController === stage.b && stage.shownTitles == ["A", "B"])
    let caughtAt = shownX(stage, stage.b.view)
    stage.send([TouchInput(identifier: 0, location: Point(x: 140, y: 400), phase: .began, timestamp: stage.clock.now)])
    stage.step(3)
    #expect(abs(shownX(stage, stage.b.view) - caughtAt) < 320.0 / 10, "caught where it showed")
    stage.send(drag(from: Point(x: 140, y: 400), to: Point(x: 310, y: 400), at: stage.clock.now, steps: 10))
    stage.run(for: 3)
    #expect(stage.container.selectedViewController === stage.a && stage.shownTitles == ["A"])
  }

  @Test func aTapOnAMoveByCodeLetsItCarryOn() {
    let stage = ContainerStage()
    stage.container.selectedViewController = stage.b
    stage.step(8)
    stage.tap(stage.container.view)
    stage.run(for: 2)
    #expect(stage.container.selectedViewController === stage.b && stage.shownTitles == ["B"])
    #expect(abs(shownX(stage, stage.b.view)) < 1e-6)
  }
}
