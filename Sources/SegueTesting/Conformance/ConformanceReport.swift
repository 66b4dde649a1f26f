import SegueUI

/// The failure message of a conformance check: the animator's type and every problem the
/// harness found, one a line.
@MainActor
enum ConformanceReport {
  /// The message for `problems` of animators like `sample`; `nil` when there are none.
  static func message(for problems: [String], of sample: any AnimatedTransitioning) -> String? {
    guard !problems.isEmpty else { return nil }
    let name = String(describing: type(of: sample))
    let count = problems.count == 1 ? "a transition contract" : "\(problems.count) transition contracts"
    return (["\(name) breaks \(count):"] + problems.map { "  \($0)" }).joined(separator: "\n")
  }

  /// The message for animators from `makeAnimator` in both directions, run by `harness`.
  static func message(
    bothDirectionsOf makeAnimator: (_ isReversed: Bool) -> any AnimatedTransitioning, harness: TransitionHarness
  ) -> String? {
    message(for: harness.twoWayConformanceProblems(of: makeAnimator), of: makeAnimator(false))
  }

  /// The message for animators from `makeAnimator`, run by `harness`.
  static func message(of makeAnimator: () -> any AnimatedTransitioning, harness: TransitionHarness) -> String? {
    message(for: harness.conformanceProblems(of: makeAnimator), of: makeAnimator())
  }
}
