import SegueGeometry
import SegueTestSupport
import SegueUI
import Testing

@MainActor
@Suite struct KeyboardTypingTests {
  @Test func tappingTheKeysTypesIntoTheFirstResponder() throws {
    let stage = TextStage()
    stage.tap(stage.first)
    stage.run(for: 0.4)
    for key: KeyboardView.Key in [.character("h"), .character("i"), .space, .character("7"), .character(".")] {
      stage.type(key)
    }
    #expect(stage.first.text == "hi 7.")
    stage.type(.backspace)
    #expect(stage.first.text == "hi 7")
    stage.delegate.log = []
    stage.type(.return)
    #expect(stage.delegate.log == ["1 return"] && stage.first.text == "hi 7")
  }

  @Test func everyKeyOfTheLayoutTypesItsCharacter() throws {
    let stage = TextStage()
    _ = stage.first.becomeFirstResponder()
    stage.run(for: 0.4)
    let characters = "1234567890qwertyuiopasdfghjklzxcvbnm.,/:"
    for character in characters { stage.type(.character(character)) }
    #expect(stage.first.text == characters)
  }

  @Test func aTapOnTheKeyboardBetweenKeysTypesNothingAndReachesNothingBehind() throws {
    let stage = TextStage()
    let behind = TextField(frame: Rect(x: 0, y: 600, width: 390, height: 200))
    stage.window.insertSubview(behind, at: 0)
    _ = stage.first.becomeFirstResponder()
    stage.run(for: 0.4)
    let keyboard = try #require(stage.window.keyboardView)
    stage.tap(Point(x: 195, y: 2), in: keyboard)
    #expect(stage.first.text == "" && stage.first.isFirstResponder && !behind.isFirstResponder)
  }

  @Test func theKeysTypeIntoWhicheverFieldIsFirstResponder() throws {
    let stage = TextStage()
    _ = stage.first.becomeFirstResponder()
    stage.run(for: 0.4)
    stage.type(.character("a"))
    _ = stage.second.becomeFirstResponder()
    stage.type(.character("b"))
    #expect(stage.first.text == "a" && stage.second.text == "b")
  }
}
