import SegueTesting
import SegueUI
import XCTest

/// `assertConformance` in XCTest: silent for an animator that keeps every contract, one failure
/// at the caller's line listing the harness's problems for one that breaks some.
/// (`@unchecked Sendable`: XCTest runs each test and records its failures on the main thread.)
final class AssertConformanceXCTests: XCTestCase, @unchecked Sendable {
  /// The failures recorded while ``isCapturing``, instead of failing this test.
  private var captured: [(description: String, line: Int)] = []
  private var isCapturing = false

  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
  ) {
    guard isCapturing else {
      return super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
    }
    captured.append((description, lineNumber))
  }

  // XCTest on Linux cannot call main-actor test methods; it runs tests on the main thread.
  func testABrokenAnimatorFailsAtTheCallersLineWithItsProblems() {
    let (problems, line) = MainActor.assumeIsolated {
      let problems = TransitionHarness().twoWayConformanceProblems(of: { _ in CarelessFade() })
      isCapturing = true
      let line = #line + 1
      assertConformance { _ in CarelessFade() }
      isCapturing = false
      return (problems, line)
    }
    XCTAssertEqual(captured.count, 1)
    XCTAssertEqual(captured.first?.line, line)
    let description = captured.first?.description ?? ""
    XCTAssertFalse(problems.isEmpty)
    for problem in problems { XCTAssertTrue(description.contains(problem), "missing: \(problem)") }
  }

  func testACorrectAnimatorPasses() {
    MainActor.assumeIsolated {
      isCapturing = true
      assertConformance { WellBehavedSlide(isReversed: $0) }
      isCapturing = false
    }
    XCTAssertTrue(captured.isEmpty, "\(captured.map(\.description))")
  }
}
