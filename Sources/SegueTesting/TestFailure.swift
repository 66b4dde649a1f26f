import Testing
import XCTest

/// Records a failure in the test framework that runs the caller: an issue in Swift Testing,
/// `XCTFail` in XCTest.
enum TestFailure {
  /// Records `message` as a failure of the running test.
  static func record(_ message: String) {
    if Test.current != nil {
      Issue.record(Comment(rawValue: message))
    } else {
      XCTFail(message)
    }
  }
}
