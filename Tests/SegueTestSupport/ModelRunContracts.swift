import SegueMotion
import SegueUI

/// Runs a model-based test's `operations` with the life-cycle trace recording on `clock` and
/// Segue's diagnostics collected: each operation, then its check (`perform` returns the first
/// problem); then `finish` (settling and the end state); then the trace's appearance contract,
/// no diagnostics, and as many transitions ended as `transitionsBegun()` counts. Returns the
/// first problem, naming the operation after which it showed.
@MainActor
public func firstContractProblem<Operation: CustomStringConvertible>(
  _ operations: [Operation], clock: VirtualClock, perform: (Operation) -> String?, finish: () -> String?,
  transitionsBegun: () -> Int
) -> String? {
  let trace = LifecycleTrace(clock: clock)
  let (problem, diagnostics) = Diagnostics.collecting {
    trace.record { () -> String? in
      for (index, operation) in operations.enumerated() {
        if let problem = perform(operation) { return "after operation \(index) (\(operation)): \(problem)" }
      }
      return finish().map { "at the end: \($0)" }
    }
  }
  if let problem { return problem }
  if let violation = trace.appearanceViolations.first { return "appearance: \(violation)" }
  if !diagnostics.isEmpty { return "diagnostics: \(diagnostics.map(\.message))" }
  let ended = trace.lines.filter { $0.contains(".animationEnded(") }.count
  let begun = transitionsBegun()
  return begun == ended ? nil : "\(begun) transitions began but \(ended) ended"
}

/// Runs frames with `step` while `isBusy` holds (600 at most), then one more; whether the
/// container settled.
@MainActor
public func settle(step: () -> Void, while isBusy: () -> Bool) -> Bool {
  for _ in 0..<600 where isBusy() { step() }
  step()
  return !isBusy()
}

/// The problem with the view controllers whose views are in `containerView` (the children's
/// area of `container`): more than two at once, or one that is not a child.
@MainActor
public func shownViewsProblem(in containerView: View, of container: ViewController) -> String? {
  let shown = containerView.subviews.compactMap(\.viewController)
  if shown.count > 2 { return "\(shown.map(\.traceName)) are on screen at once" }
  if let stranger = shown.first(where: { $0.parent !== container }) {
    return "\(stranger.traceName) is shown but not a child"
  }
  return nil
}
