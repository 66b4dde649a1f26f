import SegueGeometry
import SegueTestSupport
import SegueUI
import Testing

@MainActor
@Suite struct TextFieldEditingTests {
  /// A stage whose first field is first responder with `text`.
  private func editing(_ text: String) -> TextStage {
    let stage = TextStage()
    stage.first.text = text
    _ = stage.first.becomeFirstResponder()
    return stage
  }

  @Test func becomingFirstResponderPutsTheCaretAtTheEnd() {
    let stage = editing("hello")
    #expect(stage.first.selectedRange == 5..<5)
  }

  @Test func typingInsertsAtTheCaretAndReplacesTheSelection() {
    let stage = editing("held")
    stage.first.selectedRange = 3..<3
    stage.window.insertText("lo worl")
    #expect(stage.first.text == "hello world" && stage.first.selectedRange == 10..<10)
    stage.first.selectedRange = 0..<5
    stage.window.insertText("Hi")
    #expect(stage.first.text == "Hi world" && stage.first.selectedRange == 2..<2)
  }

  @Test func backspaceDeletesTheSelectionElseTheCharacterBeforeTheCaret() {
    let stage = editing("hello world")
    stage.first.selectedRange = 5..<11
    stage.window.deleteBackward()
    #expect(stage.first.text == "hello" && stage.first.selectedRange == 5..<5)
    stage.first.selectedRange = 1..<1
    stage.window.deleteBackward()
    #expect(stage.first.text == "ello" && stage.first.selectedRange == 0..<0)
    stage.window.deleteBackward()
    #expect(stage.first.text == "ello" && stage.first.selectedRange == 0..<0, "nothing before the caret")
  }

  @Test(arguments: ["e\u{301}", "🇫🇷", "👨‍👩‍👧", "ก\u{E49}", "\u{1100}\u{1161}\u{11A8}"])
  func backspaceRemovesAWholeGraphemeCluster(_ cluster: String) {
    let stage = editing("a" + cluster)
    #expect(stage.first.selectedRange == 2..<2)
    stage.window.deleteBackward()
    #expect(stage.first.text == "a")
  }

  @Test func aCombiningMarkTypedAfterALetterJoinsIt() {
    let stage = editing("cafe")
    stage.window.insertText("\u{301}")
    #expect(stage.first.text == "café" && stage.first.text?.count == 4)
    #expect(stage.first.selectedRange == 4..<4)
  }

  @Test(arguments: ["日本語", "مرحبا", "Ελληνικά", "Привет", "🙂👍"])
  func textOfAnyScriptIsTypedCharacterByCharacter(_ text: String) {
    let stage = editing("")
    for character in text { stage.window.insertText(String(character)) }
    #expect(stage.first.text == text && stage.first.selectedRange == text.count..<text.count)
  }

  @Test func lineBreaksInsideTypedTextBecomeSpacesAndControlCharactersAreDropped() {
    let stage = editing("")
    stage.window.insertText("one\ntwo\u{7}\tthree")
    #expect(stage.first.text == "one twothree")
    stage.window.insertText("\u{8}")
    #expect(stage.first.text == "one twothree", "a lone control character types nothing")
  }

  @Test func theSelectedRangeIsClampedToTheText() {
    let stage = editing("abc")
    stage.first.selectedRange = 2..<9
    #expect(stage.first.selectedRange == 2..<3)
    stage.first.selectedRange = -4..<1
    #expect(stage.first.selectedRange == 0..<1)
  }

  @Test func typingWithNoFirstResponderIsIgnored() {
    let stage = TextStage()
    stage.window.insertText("x")
    stage.window.deleteBackward()
    stage.window.insertNewline()
    #expect(stage.first.text == "" && stage.second.text == "")
    #expect(stage.delegate.log.isEmpty)
  }

  @Test func theCaretFollowsTheInsertionPointAndShowsOnlyWhileEditing() {
    let stage = TextStage()
    stage.first.text = "iiii"
    let caret = {
      stage.first.subviews.first {
        $0.frame == stage.first.caretRect(forPosition: stage.first.selectedRange.lowerBound)
      }
    }
    #expect(caret()?.isHidden == true, "no caret before editing")
    _ = stage.first.becomeFirstResponder()
    #expect(caret()?.isHidden == false)
    let end = stage.first.caretRect(forPosition: 4)
    stage.window.insertText("W")
    let after = stage.first.caretRect(forPosition: 5)
    #expect(after.minX > end.minX + 10, "a W is wider than 10 points at 17 points")
    #expect(caret()?.frame == after)
    stage.first.selectedRange = 1..<3
    #expect(caret() == nil || caret()?.isHidden == true, "a selection hides the caret")
    _ = stage.first.resignFirstResponder()
    stage.first.selectedRange = 2..<2
    #expect(caret()?.isHidden == true)
  }

  @Test func textWiderThanTheFieldScrollsToKeepTheCaretInView() {
    let stage = editing(String(repeating: "m", count: 60))
    let field = stage.first
    let caret = field.caretRect(forPosition: 60)
    #expect(caret.maxX <= field.bounds.maxX && caret.minX > field.bounds.midX)
    field.selectedRange = 0..<0
    #expect(field.caretRect(forPosition: 0).minX >= -1 && field.caretRect(forPosition: 0).minX < 10)
  }
}
