import SegueImage
import SegueTesting
import SnapshotTesting
import Testing

/// Every animator's frames at progress 0, ¼, ½, ¾ and 1, compared exactly with PNG references
/// in `__Snapshots__` (recorded by running once with `SNAPSHOT_TESTING_RECORD=missing` after a
/// deliberate change; look at them before committing).
@MainActor
@Suite struct AnimatorGoldenTests {
  @Test(arguments: AnimatorCase.allCases)
  func framesAtFiveProgresses(_ animator: AnimatorCase) {
    assertSnapshot(of: GoldenStrip.frames(of: animator.make()), as: .png, named: animator.rawValue, testName: "frames")
  }
}
