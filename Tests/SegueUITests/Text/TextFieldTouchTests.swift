import SegueGeometry
import SegueTestSupport
import SegueUI
import Testing

@MainActor
@Suite struct TextFieldTouchTests {
  /// The point in `field` halfway down, `fraction` of the way from boundary `index` to the
  /// next.
  private func point(in field: TextField, between index: Int, fraction: Double) -> Point {
    let left = field.caretRect(forPosition: index).midX
    let right = field.caretRect(forPosition: index + 1).midX
    return Point(x: left + (right - left) * fraction, y: field.bounds.midY)
  }

  @Test func aTapMakesTheFieldFirstResponderWithTheCaretAtTheNearestBoundary() {
    let stage = TextStage()
    stage.first.text = "hello world"
    stage.tap(point(in: stage.first, between: 2, fraction: 0.4), in: stage.first)
    #expect(stage.first.isFirstResponder && stage.first.selectedRange == 2..<2)
    stage.run(for: 0.5)
    stage.tap(point(in: stage.first, between: 2, fraction: 0.6), in: stage.first)
    #expect(stage.first.selectedRange == 3..<3)
  }

  @Test func aTapBeyondTheTextPutsTheCaretAtTheEnd() {
    let stage = TextStage()
    stage.first.text = "hi"
    stage.tap(Point(x: stage.first.bounds.maxX - 5, y: 10), in: stage.first)
    #expect(stage.first.selectedRange == 2..<2)
  }

  @Test func aDoubleTapSelectsTheWord() {
    let stage = TextStage()
    stage.first.text = "hello wide world"
    stage.tap(point(in: stage.first, between: 8, fraction: 0.3), in: stage.first, count: 2)
    #expect(stage.first.selectedRange == 6..<10)
    stage.window.insertText("big")
    #expect(stage.first.text == "hello big world")
  }

  @Test func aDoubleTapBetweenNonWordCharactersOnlyPlacesTheCaret() {
    let stage = TextStage()
    stage.first.text = "a -- b"
    stage.tap(point(in: stage.first, between: 2, fraction: 0.9), in: stage.first, count: 2)
    #expect(stage.first.selectedRange == 3..<3)
  }

  @Test func aTapOnAFieldWhoseDelegateRefusesLeavesItOut() {
    let stage = TextStage()
    stage.delegate.allowsBegin = false
    stage.tap(stage.first)
    #expect(!stage.first.isFirstResponder && stage.window.keyboardView == nil)
  }

  @Test func aTapOnTheOtherFieldMovesEditingThere() {
    let stage = TextStage()
    stage.tap(stage.first)
    stage.run(for: 0.5)
    stage.tap(stage.second)
    #expect(stage.second.isFirstResponder && !stage.first.isFirstResponder)
  }
}
