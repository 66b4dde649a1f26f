import SegueGeometry
import SegueTestSupport
import SegueUI
import Testing

@MainActor
@Suite struct TextFieldDelegateTests {
  @Test func movingEditingBetweenFieldsCallsTheDelegateInThePlatformsOrder() {
    let stage = TextStage()
    #expect(stage.first.becomeFirstResponder())
    #expect(stage.delegate.log == ["1 shouldBegin", "1 didBegin"])
    stage.delegate.log = []
    #expect(stage.second.becomeFirstResponder())
    #expect(stage.delegate.log == ["2 shouldBegin", "1 shouldEnd", "1 didEnd", "2 didBegin"])
    stage.delegate.log = []
    #expect(stage.second.resignFirstResponder())
    #expect(stage.delegate.log == ["2 shouldEnd", "2 didEnd"])
  }

  @Test func aShouldBeginVetoKeepsTheFieldOutAndTheOtherEditing() {
    let stage = TextStage()
    _ = stage.first.becomeFirstResponder()
    stage.delegate.allowsBegin = false
    stage.delegate.log = []
    #expect(!stage.second.becomeFirstResponder())
    #expect(stage.delegate.log == ["2 shouldBegin"])
    #expect(stage.first.isFirstResponder)
  }

  @Test func aShouldEndVetoKeepsEditingWhereItIs() {
    let stage = TextStage()
    _ = stage.first.becomeFirstResponder()
    stage.delegate.allowsEnd = false
    stage.delegate.log = []
    #expect(!stage.second.becomeFirstResponder())
    #expect(stage.delegate.log == ["2 shouldBegin", "1 shouldEnd"])
    #expect(stage.first.isFirstResponder && !stage.second.isFirstResponder)
    #expect(!stage.first.resignFirstResponder() && stage.first.isFirstResponder)
  }

  @Test func typingAsksWithTheRangeInCharactersAndAVetoKeepsTheText() {
    let stage = TextStage()
    stage.first.text = "🇫🇷 ok"
    _ = stage.first.becomeFirstResponder()
    stage.first.selectedRange = 2..<4
    stage.delegate.log = []
    stage.window.insertText("no")
    #expect(stage.delegate.log == ["1 change 2..<4 \"no\""])
    #expect(stage.first.text == "🇫🇷 no")
    stage.delegate.allowsChange = false
    stage.window.deleteBackward()
    #expect(stage.delegate.log.last == "1 change 3..<4 \"\"")
    #expect(stage.first.text == "🇫🇷 no" && stage.first.selectedRange == 4..<4)
  }

  @Test func settingTheTextAsksNoDelegateAndPutsTheCaretAtTheEnd() {
    let stage = TextStage()
    _ = stage.first.becomeFirstResponder()
    stage.delegate.log = []
    stage.first.text = "hello"
    #expect(stage.delegate.log.isEmpty && stage.first.selectedRange == 5..<5)
    stage.first.text = nil
    #expect(stage.first.text == "" && !stage.first.hasText)
  }

  @Test func returnAsksTextFieldShouldReturnAndInsertsNothing() {
    let stage = TextStage()
    stage.first.text = "a"
    _ = stage.first.becomeFirstResponder()
    stage.delegate.log = []
    stage.window.insertNewline()
    stage.window.insertText("\r\n")
    #expect(stage.delegate.log == ["1 return", "1 return"])
    #expect(stage.first.text == "a")
  }

  @Test func returnCanMoveEditingToTheNextFieldAndThenEndIt() {
    let stage = TextStage()
    stage.delegate.onReturn = { field in
      _ = field === stage.first ? stage.second.becomeFirstResponder() : field.resignFirstResponder()
    }
    _ = stage.first.becomeFirstResponder()
    stage.window.insertNewline()
    #expect(stage.second.isFirstResponder)
    stage.window.insertNewline()
    #expect(stage.window.firstResponder == nil)
  }
}
