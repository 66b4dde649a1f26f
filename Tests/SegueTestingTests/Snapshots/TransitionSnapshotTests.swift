import SegueGeometry
import SegueTesting
import SegueUI
import SnapshotTesting
import Testing

/// The snapshot strategies on animators alone and on whole container transitions, compared with
/// the references in `__Snapshots__` (recorded with `SNAPSHOT_TESTING_RECORD=missing`; look at
/// them before committing).
@MainActor
@Suite struct TransitionSnapshotTests {
  let size = SnapshotFixtures.size

  @Test func anAnimatorAloneAtFiveProgresses() {
    assertSnapshot(
      of: ScriptedTransition.animator(size: size) { WellBehavedSlide() }, as: .frames(at: [0, 0.25, 0.5, 0.75, 1]))
  }

  @Test func anAnimatorScrubbedAndCancelledFromTheMiddle() {
    let transition = ScriptedTransition.animator(
      size: size, scenario: .interactive(progress: [0.2, 0.4, 0.6], finishes: false)
    ) { WellBehavedSlide() }
    assertSnapshot(of: transition, as: .animatedPNG)
  }

  @Test func aTabSwitch() {
    assertSnapshot(of: ScriptedTransition.app(size: size, SlidingTabs.init) { $0.selectedIndex = 1 }, as: .animatedPNG)
  }

  @Test func aPush() {
    let push = ScriptedTransition.app(size: size, SnapshotFixtures.listAlone) {
      $0.pushViewController(SnapshotFixtures.detail(), animated: true)
    }
    assertSnapshot(of: push, as: .frames(at: [0, 0.25, 0.5, 0.75, 1]))
    assertSnapshot(of: push, as: .lifecycleTrace)
  }

  @Test func aPresentation() {
    let presentation = ScriptedTransition.app(size: size, SnapshotFixtures.list) {
      $0.present(SnapshotFixtures.detail(), animated: true)
    }
    assertSnapshot(of: presentation, as: .frames(at: [0, 0.5, 1]))
  }

  @Test func aPopScrubbedByABackSwipeThatFinishes() {
    let pop = ScriptedTransition.app(
      SnapshotFixtures.detailOnList, replaying: SnapshotFixtures.backSwipe(to: 70, steps: 10))
    assertSnapshot(of: pop, as: .animatedPNG)
    assertSnapshot(of: pop, as: .lifecycleTrace)
  }

  @Test func aPopScrubbedByABackSwipeThatIsCancelled() {
    let pop = ScriptedTransition.app(
      SnapshotFixtures.detailOnList, replaying: SnapshotFixtures.backSwipe(to: 32, steps: 30))
    assertSnapshot(of: pop, as: .frames(at: [0, 0.25, 0.5, 0.75, 1]))
    assertSnapshot(of: pop, as: .lifecycleTrace)
  }
}
