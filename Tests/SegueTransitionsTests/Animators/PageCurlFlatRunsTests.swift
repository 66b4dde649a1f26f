import SegueGeometry
import SegueImage
import SegueUI
import Testing

@testable import SegueTransitions

/// The page curl drawing runs of flat strips as one face each (`CurlRun`) against the same curl
/// drawn strip by strip: the same bytes at every progress, scrubbed either way, played, finished
/// and cancelled, in both directions, on the golden strip's small page and on a page whose
/// strips are 12 pixels wide at 3x as on a phone.
@MainActor
@Suite struct PageCurlFlatRunsTests {
  /// A page size and scale to compare on.
  struct Page: Sendable, CustomTestStringConvertible {
    /// The stage's size in points.
    let size: Size
    /// Its window's scale.
    let scale: Double
    var testDescription: String { "\(Int(size.width))×\(Int(size.height)) at \(Int(scale))x" }
  }

  /// The golden strip's page (51 strips of 1 or 2 pixels), a 320 × 480 one (80 strips of 4) and
  /// one at 3x whose cylinder is wide enough for strips of 4 points.
  nonisolated static let pages = [
    Page(size: Size(width: 72, height: 128), scale: 1), Page(size: Size(width: 320, height: 480), scale: 1),
    Page(size: Size(width: 212, height: 120), scale: 3),
  ]

  /// A stage of `page` with decorated pages, drawn by an offscreen renderer, starting a curl
  /// that merges flat runs unless `merging` is false.
  @MainActor
  private final class Drawn {
    let stage: AnimatorStage
    let renderer: OffscreenRenderer
    let animator: PageCurlAnimator

    init(_ page: Page, reverse: Bool, merging: Bool) {
      stage = GoldenStrip.decoratedStage(size: page.size)
      stage.window.scale = page.scale
      renderer = OffscreenRenderer(for: stage.window, background: Bitmap.Pixel(red: 0, green: 0, blue: 0))
      stage.application.renderer = renderer
      animator = PageCurlAnimator(reverse: reverse)
      animator.mergesFlatRuns = merging
    }
  }

  /// The two drawings of the curl on `page`, merged and strip by strip.
  private func pair(_ page: Page, reverse: Bool) -> (merged: Drawn, strips: Drawn) {
    (Drawn(page, reverse: reverse, merging: true), Drawn(page, reverse: reverse, merging: false))
  }

  /// How many pixels of `frame` differ from `reference`'s.
  private func differences(_ frame: Bitmap, _ reference: Bitmap) -> Int {
    guard frame.width == reference.width && frame.height == reference.height else { return -1 }
    var count = 0
    for y in 0..<frame.height {
      for x in 0..<frame.width where frame[x, y] != reference[x, y] { count += 1 }
    }
    return count
  }

  /// Expects the two drawings' current frames to be the same bytes.
  private func expectSameFrames(_ drawn: (merged: Drawn, strips: Drawn), _ moment: String) {
    let merged = drawn.merged.renderer.frame
    let strips = drawn.strips.renderer.frame
    #expect(merged == strips, "\(moment): \(differences(merged, strips)) pixels differ")
  }

  @Test(arguments: [false, true], pages)
  func scrubbedUpAndDownEveryTwentiethTheSameBytesAsStripByStrip(reverse: Bool, page: Page) {
    let drawn = pair(page, reverse: reverse)
    let merged = drawn.merged.stage.scrub(drawn.merged.animator, to: 0)
    let strips = drawn.strips.stage.scrub(drawn.strips.animator, to: 0)
    let up = (0...20).map { Double($0) / 20 }
    let down = (0..<20).reversed().map { (Double($0) + 0.5) / 20 }
    for progress in up + down {
      merged.update(progress)
      strips.update(progress)
      drawn.merged.stage.step()
      drawn.strips.stage.step()
      expectSameFrames(drawn, "at \(progress)")
    }
    merged.cancel()
    strips.cancel()
    drawn.merged.stage.run(for: 2)
    drawn.strips.stage.run(for: 2)
    expectSameFrames(drawn, "cancelled")
  }

  @Test(arguments: [false, true], [pages[0], pages[2]])
  func atTheMomentsFacesSwitchTheSameBytesAsStripByStrip(reverse: Bool, page: Page) throws {
    let drawn = pair(page, reverse: reverse)
    let merged = drawn.merged.stage.scrub(drawn.merged.animator, to: 0)
    let strips = drawn.strips.stage.scrub(drawn.strips.animator, to: 0)
    let curling = reverse ? drawn.merged.stage.to.view : drawn.merged.stage.from.view
    let bounds = drawn.merged.stage.container.bounds
    let curl = CurlPage(
      of: curling, afterScreenUpdates: false, leftEdge: 0, reverse: reverse, mergesFlatRuns: true,
      perspective: (Point(x: bounds.midX, y: bounds.midY), PageCurlAnimator.viewingDistance * bounds.height))
    let moments = try #require(curl.schedule?.moments)
    #expect(moments.count > curl.strips.count / 2, "runs changing as strips leave the table and reach the top")
    // Every moment, or fifty spread over them (a strip hidden behind the roll can make one a
    // step of the occlusion's grid).
    for index in stride(from: 1, to: moments.count, by: max(1, (moments.count - 1) / 50)) {
      let moment = moments[index]
      merged.update(moment.time)
      strips.update(moment.time)
      drawn.merged.stage.step()
      drawn.strips.stage.step()
      expectSameFrames(drawn, "at \(moment.time)")
    }
  }

  @Test(arguments: [false, true], [true, false])
  func playedFinishedOrCancelledFrameByFrameTheSameBytesAsStripByStrip(reverse: Bool, finishing: Bool) {
    let drawn = pair(Self.pages[0], reverse: reverse)
    let merged = drawn.merged.stage.scrub(drawn.merged.animator, to: 0.4)
    let strips = drawn.strips.stage.scrub(drawn.strips.animator, to: 0.4)
    drawn.merged.stage.step()
    drawn.strips.stage.step()
    if finishing {
      merged.finish()
      strips.finish()
    } else {
      merged.cancel()
      strips.cancel()
    }
    for frame in 0..<60 {
      drawn.merged.stage.step()
      drawn.strips.stage.step()
      expectSameFrames(drawn, "frame \(frame) after letting go")
    }
    let played = pair(Self.pages[0], reverse: reverse)
    played.merged.stage.start(played.merged.animator)
    played.strips.stage.start(played.strips.animator)
    for frame in 0..<60 {
      played.merged.stage.step()
      played.strips.stage.step()
      expectSameFrames(played, "frame \(frame) played")
    }
  }
}
