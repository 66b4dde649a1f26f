import SegueMotion
import SegueUI

/// Runs a model-based test's `operations` with the life-cycle trace recording on `clock` and
/// Segue's diagnostics collected: each operation, then its check (`perform` returns the first
/// problem); then `finish` (settling and the end state); then the trace's appearance contract,
/// no diagnostics, and as many transitions ended as `transitionsBegun()` counts. Returns the
/// first problem, naming the operation after which it showed.
@MainActor
func firstContractProblem<Operation: CustomStringConvertible>(
  _ operations: [Operation], clock: VirtualClock, perform: (Operation) -> String?, finish: () -> String?,
  transitionsBegun: () -> Int
) -> String? {
  var issues: [TransitionIssue] = []
  let previous = TransitionDiagnostics.handler
  TransitionDiagnostics.handler = { issues.append($0) }
  let trace = LifecycleTrace(clock: clock)
  trace.start()
  defer {
    trace.stop()
    TransitionDiagnostics.handler = previous
  }
  for (index, operation) in operations.enumerated() {
    if let problem = perform(operation) { return "after operation \(index) (\(operation)): \(problem)" }
  }
  if let problem = finish() { return "at the end: \(problem)" }
  if let violation = trace.appearanceViolations.first { return "appearance: \(violation)" }
  if !issues.isEmpty { return "issues: \(issues.map(\.message))" }
  let ended = trace.lines.filter { $0.contains(".animationEnded(") }.count
  let begun = transitionsBegun()
  return begun == ended ? nil : "\(begun) transitions began but \(ended) ended"
}
