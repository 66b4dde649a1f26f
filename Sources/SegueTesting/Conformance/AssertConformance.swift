import SegueUI
import XCTest

/// Checks, in an XCTest test, that animators from `makeAnimator` keep every transition
/// contract going forward (`isReversed` false) and back, each animated, finished from the
/// middle and cancelled from the middle; fails with every problem
/// (``TransitionHarness/twoWayConformanceProblems(of:)``) at the caller otherwise.
///
/// `assertConformance { FoldAnimator(reverse: $0) }`
@MainActor
public func assertConformance(
  harness: TransitionHarness = TransitionHarness(), file: StaticString = #filePath, line: UInt = #line,
  of makeAnimator: (_ isReversed: Bool) -> any AnimatedTransitioning
) {
  guard let message = ConformanceReport.message(bothDirectionsOf: makeAnimator, harness: harness) else { return }
  XCTFail(message, file: file, line: line)
}

/// Checks, in an XCTest test, that animators from `makeAnimator`, which go one way only, keep
/// every transition contract animated, finished from the middle and cancelled from the middle;
/// fails with every problem at the caller otherwise.
@MainActor
public func assertConformance(
  harness: TransitionHarness = TransitionHarness(), file: StaticString = #filePath, line: UInt = #line,
  of makeAnimator: () -> any AnimatedTransitioning
) {
  guard let message = ConformanceReport.message(of: makeAnimator, harness: harness) else { return }
  XCTFail(message, file: file, line: line)
}
