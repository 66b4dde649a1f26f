import SegueMotion
import Testing

@testable import SegueCLI

/// The capture picks the middle of the first transition and keeps little while it runs.
@Suite struct TransitionCaptureTests {
  /// A tree told apart by its `zPosition`.
  private func tree(_ number: Int) -> RenderLayer {
    var values = LayerValues()
    values.zPosition = Double(number)
    return RenderLayer(values: values)
  }

  @Test(arguments: [1, 7, 255, 256, 1_000, 5_001])
  func aLongAnimatedTransitionGivesAboutItsMiddleFrame(frames: Int) throws {
    var capture = TransitionCapture()
    for number in 0..<frames { capture.note(tree(number), driven: nil) }
    capture.noteNoTransition()
    capture.note(tree(-1), driven: 0.5)
    let chosen = try #require(capture.chosen).values.zPosition
    // Within the spacing of the frames kept of the middle one.
    let spacing = Double(max(1, 2 * frames / TransitionCapture.limit))
    #expect(abs(chosen - Double(frames - 1) / 2) <= spacing, "\(frames) frames: chose \(chosen)")
  }

  @Test func aDrivenTransitionGivesTheFrameNearestHalfway() throws {
    var capture = TransitionCapture()
    for (number, progress) in [0.1, 0.3, 0.62, 0.47, 0.9].enumerated() { capture.note(tree(number), driven: progress) }
    capture.note(tree(9), driven: nil)
    #expect(try #require(capture.chosen).values.zPosition == 3)
  }

  @Test func noTransitionNothingChosen() {
    var capture = TransitionCapture()
    capture.noteNoTransition()
    #expect(capture.chosen == nil && !capture.ended)
  }
}
