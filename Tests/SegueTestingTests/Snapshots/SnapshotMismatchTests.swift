import Foundation
import SegueImage
import SegueImageIO
import SegueTesting
import SegueUI
import SnapshotTesting
import Testing

/// The strategies fail when a transition changes, and say where: each test records a reference
/// in a temporary folder, then compares another run with it.
@MainActor
@Suite struct SnapshotMismatchTests {
  let size = SnapshotFixtures.size

  /// Records `transition` as `strategy` in a fresh temporary folder, then returns the message of
  /// comparing `other` with it (`nil` when they match).
  func mismatch<Format>(
    of other: ScriptedTransition, from transition: ScriptedTransition,
    as strategy: Snapshotting<ScriptedTransition, Format>
  ) -> String? {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    _ = verifySnapshot(of: transition, as: strategy, named: "reference", record: .all, snapshotDirectory: folder)
    return verifySnapshot(of: other, as: strategy, named: "reference", record: .never, snapshotDirectory: folder)
  }

  @Test func anAnimatedPNGMatchesTheSameTransition() {
    let slide = ScriptedTransition.animator(size: size) { WellBehavedSlide() }
    #expect(mismatch(of: slide, from: slide, as: .animatedPNG) == nil)
  }

  @Test func anAnimatedPNGMismatchNamesTheFirstDifferingFrameItsTimeAndAPictureOfIt() throws {
    let message = try #require(
      mismatch(
        of: ScriptedTransition.animator(size: size) { RisingSlide() },
        from: ScriptedTransition.animator(size: size) { WellBehavedSlide() }, as: .animatedPNG))
    #expect(message.contains("frame 1 of 14 (at 0.017 s after the transition began) differs from the reference"))
    #expect(message.contains("pixels differ; first at ("))
    let path = try #require(message.components(separatedBy: "difference: ").last?.components(separatedBy: "\n").first)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let picture = try PNG.read(from: path)
    #expect(picture.width == 3 * 80 + 8 && picture.height == 120)
  }

  @Test func aContactSheetMismatchCountsTheDifferingPixelsAndNamesTheirFrame() throws {
    let message = try #require(
      mismatch(
        of: ScriptedTransition.animator(size: size) { RisingSlide() },
        from: ScriptedTransition.animator(size: size) { WellBehavedSlide() }, as: .frames(at: [0, 0.5, 1])))
    #expect(message.contains("pixels differ; first at ("))
    #expect(message.hasSuffix("(in the frame at progress 0.5)"))
  }

  @Test func aTraceMismatchShowsTheCallsThatChanged() throws {
    let push = ScriptedTransition.app(size: size, SnapshotFixtures.listAlone) {
      $0.pushViewController(SnapshotFixtures.detail(), animated: true)
    }
    let present = ScriptedTransition.app(size: size, SnapshotFixtures.listAlone) {
      $0.present(SnapshotFixtures.detail(), animated: true)
    }
    #expect(mismatch(of: push, from: push, as: .lifecycleTrace) == nil)
    let message = try #require(mismatch(of: present, from: push, as: .lifecycleTrace))
    #expect(message.contains("\"call\" : \"didMove(toParent: NavigationController)\""))
  }

  @Test func progressOutsideZeroToOneIsReportedAndClamped() {
    let slide = ScriptedTransition.animator(size: size) { WellBehavedSlide() }
    withKnownIssue {
      #expect(mismatch(of: slide, from: slide, as: .frames(at: [0, 1.5])) == nil)
    } matching: { issue in
      issue.comments.map(\.rawValue).joined() == "frames(at:) was given the progress 1.5; give progress from 0 to 1"
    }
  }

  @Test func sequencesOfDifferentLengthsSayHowLongEachLasts() throws {
    let red = Bitmap(width: 2, height: 2, filledWith: Bitmap.Pixel(red: 255, green: 0, blue: 0))
    let blue = Bitmap(width: 2, height: 2, filledWith: Bitmap.Pixel(red: 0, green: 0, blue: 255))
    let reference = FrameSequence(frames: [red, blue], framesPerSecond: 60)
    let longer = FrameSequence(frames: [red, blue, blue], framesPerSecond: 60)
    let message = try #require(Diffing<FrameSequence>.animatedPNG.diffV2(reference, longer)?.0)
    #expect(
      message == "the transition has 3 frames (lasting 0.033 s) where the reference has 2 (lasting 0.017 s); "
        + "the first 2 are the same")
    let slower = FrameSequence(frames: [red, blue], framesPerSecond: 30)
    #expect(Diffing<FrameSequence>.animatedPNG.diffV2(reference, slower)?.0.contains("30 times a second") == true)
    let larger = FrameSequence(frames: [Bitmap(width: 3, height: 2), blue], framesPerSecond: 60)
    #expect(
      Diffing<FrameSequence>.animatedPNG.diffV2(reference, larger)?.0
        == "frame 0 of 2 (at 0.000 s after the transition began) is 3×2 pixels; the reference's is 2×2")
  }

  @Test func anAnimatedPNGReferenceRoundTrips() {
    let red = Bitmap(width: 2, height: 2, filledWith: Bitmap.Pixel(red: 255, green: 0, blue: 0))
    let sequence = FrameSequence(frames: [red, Bitmap(width: 2, height: 2, filledWith: .clear)], framesPerSecond: 30)
    let diffing = Diffing<FrameSequence>.animatedPNG
    #expect(diffing.fromData(diffing.toData(sequence)) == sequence)
  }
}
