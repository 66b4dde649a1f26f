import SegueGeometry
import SegueImage
import SegueMotion
import SegueUI

extension ScriptedTransition {
  /// `body` run with the transition on the main actor, where snapshots of it must be taken;
  /// stops with a message saying so when called elsewhere.
  func onMainActor<Result: Sendable>(_ body: @MainActor (ScriptedTransition) -> Result) -> Result {
    MainActor.preconditionIsolated(
      "a ScriptedTransition is snapshotted on the main actor only; mark the test @MainActor")
    return MainActor.assumeIsolated { body(self) }
  }

  /// Runs the transition afresh and returns what it showed.
  @MainActor
  func film() -> TransitionFilm {
    let film: TransitionFilm
    switch subject {
    case .animator(let makeAnimator, let from, let to, let scenario):
      let harness = TransitionHarness(size: size, framesPerSecond: framesPerSecond)
      harness.scale = scale
      harness.timeLimit = timeLimit
      let run = harness.run(makeAnimator(), from: from?(), to: to?(), scenario: scenario, recordingFrames: true)
      film = TransitionFilm(
        frames: run.endFrame.map { Array(run.frames.prefix($0 + 1)) } ?? run.frames,
        framesPerSecond: framesPerSecond, trace: run.trace, problems: run.problems)
    case .app(let make, let gesture):
      film = AppFilming(size: size, scale: scale, framesPerSecond: framesPerSecond).film(
        make, gesture: gesture, until: timeLimit)
    }
    guard let setupProblem else { return film }
    return TransitionFilm(
      frames: film.frames, framesPerSecond: film.framesPerSecond, trace: film.trace,
      problems: [setupProblem] + film.problems)
  }

  /// Runs the transition and records a test failure for each of its problems.
  @MainActor
  func checkedFilm() -> TransitionFilm {
    let film = film()
    for problem in film.problems { TestFailure.record("ScriptedTransition: \(problem)") }
    return film
  }
}
