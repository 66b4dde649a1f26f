import ExampleTransitions
import SegueGeometry
import SegueTesting
import SnapshotTesting
import Testing

/// The custom animator keeps every transition contract both ways, and looks as its references
/// in `__Snapshots__` say.
@MainActor
@Suite struct ZoomFadeAnimatorTests {
  @Test func keepsEveryContractBothWays() {
    expectConformance { ZoomFadeAnimator(isReversed: $0) }
  }

  @Test func zoomsInAtFiveProgresses() {
    let zoom = ScriptedTransition.animator(size: Size(width: 80, height: 120)) { ZoomFadeAnimator() }
    assertSnapshot(of: zoom, as: .frames(at: [0, 0.25, 0.5, 0.75, 1]))
  }

  @Test func zoomsOutScrubbedAndCancelledFromTheMiddle() {
    let zoom = ScriptedTransition.animator(
      size: Size(width: 80, height: 120), scenario: .interactive(progress: [0.25, 0.5], finishes: false)
    ) { ZoomFadeAnimator(isReversed: true) }
    assertSnapshot(of: zoom, as: .animatedPNG)
  }
}
