import SegueGeometry
import SegueImage
import SegueTransitions
import SegueUI
import Testing

/// No animator pops: its first frame is the old screen as it was and its frame at progress 1
/// the new screen as it stays, on pages with a header and rows.
@MainActor
@Suite struct AnimatorEndsTests {
  /// The largest difference of any channel of any pixel between `a` and `b`.
  private func largestDifference(_ a: Bitmap, _ b: Bitmap) -> Int {
    guard a.width == b.width, a.height == b.height else { return 255 }
    var largest = 0
    for y in 0..<a.height {
      for x in 0..<a.width {
        let (p, q) = (a[x, y], b[x, y])
        largest = max(
          largest, abs(Int(p.red) - Int(q.red)), abs(Int(p.green) - Int(q.green)), abs(Int(p.blue) - Int(q.blue)))
      }
    }
    return largest
  }

  @Test(arguments: AnimatorCase.allCases)
  func theFirstFrameIsTheOldScreenAndTheLastTheNewOne(_ animator: AnimatorCase) {
    let stage = GoldenStrip.decoratedStage(size: Size(width: 72, height: 128))
    let renderer = OffscreenRenderer(for: stage.window, background: Bitmap.Pixel(red: 0, green: 0, blue: 0))
    stage.application.renderer = renderer
    stage.step()
    let before = renderer.frame
    let interaction = stage.scrub(animator.make(), to: 0)
    stage.step()
    let first = renderer.frame
    interaction.update(1)
    stage.step()
    let last = renderer.frame
    stage.application.renderer = nil
    interaction.finish()
    stage.run(for: 3)
    stage.application.renderer = renderer
    stage.step()
    let after = renderer.frame
    #expect(largestDifference(first, before) == 0, "the first frame differs from the old screen")
    #expect(largestDifference(last, after) == 0, "the frame at progress 1 differs from the new screen")
  }
}
