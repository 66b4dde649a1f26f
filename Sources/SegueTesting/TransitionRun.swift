import SegueGeometry
import SegueImage
import SegueUI

/// What a ``TransitionHarness`` saw while one transition ran.
public struct TransitionRun {
  /// The scenario that drove it.
  public let scenario: TransitionScenario
  /// Whether the transition completed (`true`), was cancelled (`false`), or never ended within
  /// the harness's time limit (`nil`).
  public let completed: Bool?
  /// The contract violations Segue reported, in order.
  public let issues: [TransitionIssue]
  /// Every life-cycle call, in order.
  public let trace: [LifecycleEvent]
  /// The appearance contract broken in the trace (see ``/SegueUI/LifecycleTrace/appearanceViolations``).
  public let appearanceViolations: [String]
  /// What the harness found wrong with the hierarchy at the end: the "to" view not at its final
  /// frame after a completed transition, anything changed after a cancelled one.
  public let hierarchyProblems: [String]
  /// The frames drawn, one per display refresh from the start, when recording was asked for.
  public let frames: [Bitmap]
  /// The number of the frame the transition ended in, counting from 0 (the frame it began in),
  /// whether or not frames were recorded; `nil` when it never ended.
  public let endFrame: Int?

  /// Every problem of the run, each prefixed with the scenario's name; empty for a transition
  /// that keeps every contract.
  public var problems: [String] {
    var lines: [String] = []
    if completed == nil { lines.append("the transition never ended") }
    lines += issues.map(\.message)
    lines += appearanceViolations
    lines += hierarchyProblems
    return lines.map { "\(scenario.name): \($0)" }
  }
}
