import SegueMotion
import SegueUI

/// Whether `a` and `b` differ by at most `tolerance`.
public func isClose(_ a: Double, _ b: Double, tolerance: Double = 1e-9) -> Bool {
  abs(a - b) <= tolerance
}

/// The messages reported through `Diagnostics` while `body` runs.
@MainActor
public func diagnosticMessages(during body: () -> Void) -> [String] {
  Diagnostics.collecting(body).diagnostics.map(\.message)
}

/// The issues reported through `TransitionDiagnostics` while `body` runs.
@MainActor
public func transitionIssues(during body: () -> Void) -> [TransitionIssue] {
  TransitionDiagnostics.collectingIssues(body).issues
}
