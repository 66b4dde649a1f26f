import SegueTesting
import SegueUI
import Testing

/// The one-line conformance checks: silent for an animator that keeps every contract, one issue
/// listing the harness's problems at the caller for one that breaks some.
@MainActor
@Suite struct ConformanceCheckTests {
  @Test func aCorrectAnimatorPassesInBothDirections() {
    expectConformance { WellBehavedSlide(isReversed: $0) }
    assertConformance { WellBehavedSlide(isReversed: $0) }
  }

  @Test func aCorrectOneWayAnimatorPasses() {
    expectConformance { UncoverSlide() }
    assertConformance { UncoverSlide() }
  }

  @Test func aBrokenAnimatorFailsAtTheCallerWithEveryProblemInBothDirections() {
    let problems = TransitionHarness().twoWayConformanceProblems(of: { _ in CarelessFade() })
    #expect(problems.contains { $0.hasPrefix("forward, cancelled at 0.5: ") })
    #expect(problems.contains { $0.hasPrefix("reversed, cancelled at 0.5: ") })
    let line = #line + 2
    withKnownIssue {
      expectConformance { _ in CarelessFade() }
    } matching: { issue in
      let message = issue.comments.map(\.rawValue).joined()
      return message.hasPrefix("CarelessFade breaks \(problems.count) transition contracts:\n")
        && problems.allSatisfy { message.contains("\n  \($0)") } && issue.sourceLocation?.line == line
    }
  }

  @Test func aBrokenOneWayAnimatorFailsWithTheHarnessProblems() {
    let problems = TransitionHarness().conformanceProblems { CarelessFade() }
    withKnownIssue {
      expectConformance { CarelessFade() }
    } matching: { issue in
      issue.comments.map(\.rawValue).joined()
        == (["CarelessFade breaks \(problems.count) transition contracts:"] + problems.map { "  \($0)" })
        .joined(separator: "\n")
    }
  }
}
