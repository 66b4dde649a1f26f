import Foundation
import SegueGeometry
import SegueTesting
import SegueUI
import SnapshotTesting
import Testing

/// Recorded gestures as test input: a gesture file drives an app's transition as the recording
/// it holds does, and bad input says what is wrong.
@MainActor
@Suite struct GestureReplayTests {
  @Test func aGestureFileReplaysAsItsRecordingDoes() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let recording = SnapshotFixtures.backSwipe(to: 70, steps: 10)
    let file = folder.appendingPathComponent("back-swipe.json")
    try recording.write(to: file.path)
    let fromFile = try ScriptedTransition.app(SnapshotFixtures.detailOnList, replayingGestureAt: file)
    let fromMemory = ScriptedTransition.app(SnapshotFixtures.detailOnList, replaying: recording)
    #expect(fromFile.size == SnapshotFixtures.size)
    let references = folder.appendingPathComponent("references").path
    _ = verifySnapshot(of: fromMemory, as: .animatedPNG, named: "back", record: .all, snapshotDirectory: references)
    #expect(
      verifySnapshot(of: fromFile, as: .animatedPNG, named: "back", record: .never, snapshotDirectory: references)
        == nil)
  }

  @Test func aURLThatIsNotAFilesIsRefused() throws {
    let url = try #require(URL(string: "https://example.com/back-swipe.json"))
    #expect {
      try ScriptedTransition.app(SnapshotFixtures.detailOnList, replayingGestureAt: url)
    } throws: { error in
      "\(error)".contains("this is not a file URL") && "\(error)".contains("URL(fileURLWithPath:")
    }
  }

  @Test func aMissingGestureFileIsNamed() {
    let url = URL(fileURLWithPath: "/nonexistent/back-swipe.json")
    #expect {
      try ScriptedTransition.app(SnapshotFixtures.detailOnList, replayingGestureAt: url)
    } throws: { error in
      "\(error)".contains("/nonexistent/back-swipe.json") && "\(error)".contains("no such file")
    }
  }

  @Test func aWindowOtherThanTheRecordingsIsReported() {
    let transition = ScriptedTransition.app(
      size: Size(width: 100, height: 100), SnapshotFixtures.detailOnList,
      replaying: SnapshotFixtures.backSwipe(to: 70, steps: 10))
    withKnownIssue {
      _ = transitionTrace(of: transition)
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("the gesture was recorded in a 80.0×120.0 window")
    }
  }

  @Test func aTriggerThatStartsNoTransitionFails() {
    let transition = ScriptedTransition.app(size: SnapshotFixtures.size, SnapshotFixtures.listAlone) { _ in }
    withKnownIssue {
      _ = transitionTrace(of: transition)
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("no transition began after the trigger")
    }
  }

  /// The trace snapshot of `transition`, recorded in a temporary folder.
  private func transitionTrace(of transition: ScriptedTransition) -> String? {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    return verifySnapshot(of: transition, as: .lifecycleTrace, record: .all, snapshotDirectory: folder)
  }
}
