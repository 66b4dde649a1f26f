import SegueUI
import Testing

/// Checks, in a Swift Testing test, that animators from `makeAnimator` keep every transition
/// contract going forward (`isReversed` false) and back, each animated, finished from the
/// middle and cancelled from the middle; records one issue listing every problem
/// (``TransitionHarness/twoWayConformanceProblems(of:)``) at the caller otherwise.
///
/// `expectConformance { FoldAnimator(reverse: $0) }`
@MainActor
public func expectConformance(
  harness: TransitionHarness = TransitionHarness(), sourceLocation: SourceLocation = #_sourceLocation,
  of makeAnimator: (_ isReversed: Bool) -> any AnimatedTransitioning
) {
  guard let message = ConformanceReport.message(bothDirectionsOf: makeAnimator, harness: harness) else { return }
  Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
}

/// Checks, in a Swift Testing test, that animators from `makeAnimator`, which go one way only,
/// keep every transition contract animated, finished from the middle and cancelled from the
/// middle; records one issue listing every problem at the caller otherwise.
@MainActor
public func expectConformance(
  harness: TransitionHarness = TransitionHarness(), sourceLocation: SourceLocation = #_sourceLocation,
  of makeAnimator: () -> any AnimatedTransitioning
) {
  guard let message = ConformanceReport.message(of: makeAnimator, harness: harness) else { return }
  Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
}
