import SegueGeometry
import SegueImage
import SegueMotion
import SegueUI

/// Runs any animator in a virtual container on a virtual clock and reports what a user of it
/// would notice: whether the transition ended, the contract violations Segue reported, the
/// life-cycle trace and its appearance contract, the state of the hierarchy at the end, and,
/// when asked, every frame drawn.
///
/// Each run builds a fresh window of ``size`` whose root view controller ("Container") shows
/// the child "From"; the transition goes to the child "To" in the root's view, with the final
/// frame of "To" the container's bounds, the navigation order of appearance calls, and the
/// container removing the view of "From" when the transition completes. "From" and "To" are
/// plain coloured controllers unless the run is given the user's own.
@MainActor
public final class TransitionHarness {
  /// The window's size in points.
  public let size: Size
  /// The display's refresh rate.
  public let framesPerSecond: Int
  /// How much application time a run may take before the harness gives up on it.
  public var timeLimit = 30.0
  /// Device pixels per point of the window: recorded frames are ``size`` times this.
  public var scale = 1.0
  /// Where a run that records frames hands each one as it is drawn, numbered from 0 (frame `n`
  /// shows the transition `n` refreshes after it began), instead of keeping it in
  /// ``TransitionRun/frames`` (then empty): a long recording of large frames need not fit in
  /// memory. `nil` keeps them all. The handler returns whether to go on drawing: after `false`
  /// the run goes on to the transition's end without drawing (a recording that failed, or that
  /// has every frame it wants, costs no more frames).
  public var frameHandler: ((_ number: Int, _ frame: Bitmap) -> Bool)?
  /// Where a run hands the render tree of every frame (the window's presentation flattened, as
  /// the compositor receives it and a ``CapturedFrame`` keeps it), numbered as frames are, whether
  /// or not the run records frames; a run that does not record them composites nothing.
  public var treeHandler: ((_ number: Int, _ tree: RenderLayer) -> Void)?

  /// Creates a harness with a window of `size` refreshing `framesPerSecond` times a second.
  public init(size: Size = Size(width: 320, height: 480), framesPerSecond: Int = 60) {
    self.size = size
    self.framesPerSecond = framesPerSecond
  }

  /// Runs `animator` as `scenario` says from `from` to `to` (the harness's own controllers when
  /// `nil`; two different controllers, each moved from any parent it has as `addChild(_:)` moves
  /// it) and returns what happened; `recordingFrames` keeps a rendered frame per refresh. What
  /// Segue refuses while the stage is built (a controller that cannot move) is among the run's
  /// issues.
  public func run(
    _ animator: any AnimatedTransitioning, from: ViewController? = nil, to: ViewController? = nil,
    scenario: TransitionScenario = .animated, recordingFrames: Bool = false
  ) -> TransitionRun {
    let (stage, setupIssues) = TransitionDiagnostics.collectingIssues {
      HarnessStage(
        size: size, scale: scale, framesPerSecond: framesPerSecond, recordingFrames: recordingFrames,
        frameHandler: frameHandler, treeHandler: treeHandler, from: from, to: to)
    }
    let trace = LifecycleTrace(clock: stage.clock)
    let (completed, runIssues) = TransitionDiagnostics.collectingIssues {
      trace.record { stage.run(animator, scenario: scenario, until: timeLimit) }
    }
    let issues = setupIssues + runIssues
    return TransitionRun(
      scenario: scenario, completed: completed, issues: issues, trace: trace.events,
      appearanceViolations: trace.appearanceViolations,
      hierarchyProblems: stage.hierarchyProblems(completed: completed),
      frames: stage.frames, endFrame: stage.endFrame)
  }

  /// The problems of fresh animators from `makeAnimator` in the three
  /// ``TransitionScenario/conformanceRuns``; empty for an animator that keeps every contract.
  public func conformanceProblems(of makeAnimator: () -> any AnimatedTransitioning) -> [String] {
    TransitionScenario.conformanceRuns.flatMap { run(makeAnimator(), scenario: $0).problems }
  }

  /// The problems of fresh animators from `makeAnimator` going forward (`isReversed` false) and
  /// back (true), each in the three ``TransitionScenario/conformanceRuns``, each prefixed with
  /// its direction: `reversed, cancelled at 0.5: …`. Empty for an animator that keeps every
  /// contract both ways.
  public func twoWayConformanceProblems(
    of makeAnimator: (_ isReversed: Bool) -> any AnimatedTransitioning
  ) -> [String] {
    [false, true].flatMap { isReversed in
      conformanceProblems { makeAnimator(isReversed) }.map { "\(isReversed ? "reversed" : "forward"), \($0)" }
    }
  }
}
