import SegueGeometry
import SegueTestSupport
import SegueUI
import Testing

@MainActor
@Suite struct KeyboardNotificationTests {
  private let shownFrame = Rect(x: 0, y: 844 - 291, width: 390, height: 291)
  private let hiddenFrame = Rect(x: 0, y: 844, width: 390, height: 291)

  @Test func showingPostsWillNotificationsAtOnceAndDidNotificationsWhenTheSlideEnds() {
    let stage = TextStage()
    let log = KeyboardNotificationLog(stage.application)
    _ = stage.first.becomeFirstResponder()
    #expect(log.names == ["willChangeFrame", "willShow"])
    stage.run(for: 0.2)
    #expect(log.names.count == 2, "the slide is still running")
    stage.run(for: 0.1)
    #expect(log.names == ["willChangeFrame", "willShow", "didChangeFrame", "didShow"])
    let info = KeyboardInfo(
      frameBegin: hiddenFrame, frameEnd: shownFrame, animationDuration: 0.25, animationCurve: .keyboard)
    #expect(log.infos == Array(repeating: info, count: 4))
  }

  @Test func hidingPostsTheMirrorSequenceWithTheFramesSwapped() {
    let stage = TextStage()
    _ = stage.first.becomeFirstResponder()
    stage.run(for: 0.5)
    let log = KeyboardNotificationLog(stage.application)
    _ = stage.first.resignFirstResponder()
    #expect(log.names == ["willChangeFrame", "willHide"])
    stage.run(for: 0.3)
    #expect(log.names == ["willChangeFrame", "willHide", "didChangeFrame", "didHide"])
    let info = KeyboardInfo(
      frameBegin: shownFrame, frameEnd: hiddenFrame, animationDuration: 0.25, animationCurve: .keyboard)
    #expect(log.infos == Array(repeating: info, count: 4))
  }

  @Test func aKeyboardThatIsInFollowsAWindowResizeToTheNewBottom() throws {
    let stage = TextStage()
    _ = stage.first.becomeFirstResponder()
    stage.run(for: 0.5)
    let log = KeyboardNotificationLog(stage.application)
    stage.window.transition(toSize: Size(width: 600, height: 400), duration: 0.4)
    stage.run(for: 0.2)
    #expect(log.names == ["willChangeFrame"])
    stage.run(for: 0.3)
    #expect(log.names == ["willChangeFrame", "didChangeFrame"])
    let keyboard = try #require(stage.window.keyboardView)
    let height = KeyboardView.height(forWindowSize: Size(width: 600, height: 400))
    let end = Rect(x: 0, y: 400 - height, width: 600, height: height)
    #expect(keyboard.frame == end)
    let info = KeyboardInfo(frameBegin: shownFrame, frameEnd: end, animationDuration: 0.4, animationCurve: .easeInOut)
    #expect(log.infos == [info, info])
  }

  @Test func aResizeDuringTheSlideInLetsItEndThenMovesTheKeyboard() throws {
    let stage = TextStage()
    let log = KeyboardNotificationLog(stage.application)
    _ = stage.first.becomeFirstResponder()
    stage.run(for: 0.1)
    stage.window.transition(toSize: Size(width: 600, height: 400), duration: 0.4)
    stage.run(for: 1)
    #expect(
      log.names == ["willChangeFrame", "willShow", "didChangeFrame", "didShow", "willChangeFrame", "didChangeFrame"])
    let height = KeyboardView.height(forWindowSize: Size(width: 600, height: 400))
    #expect(try #require(stage.window.keyboardView).frame == Rect(x: 0, y: 400 - height, width: 600, height: height))
  }

  @Test func theWillShowNotificationFollowsDidBeginEditingAndTheKeyboardIsInTheWindowThen() {
    let stage = TextStage()
    var seen: [String] = []
    stage.application.notificationCenter.addObserver(forName: Responder.keyboardWillShowNotification, object: nil) {
      _ in
      seen.append("willShow, keyboard in window: \(stage.window.keyboardView?.superview === stage.window)")
    }
    stage.delegate.log = []
    _ = stage.first.becomeFirstResponder()
    #expect(stage.delegate.log == ["1 shouldBegin", "1 didBegin"])
    #expect(seen == ["willShow, keyboard in window: true"])
  }

  @Test func theUserInfoUsesThePlatformsKeysWithTypedValues() throws {
    let stage = TextStage()
    var notes: [Notification] = []
    stage.application.notificationCenter.addObserver(forName: Responder.keyboardWillShowNotification, object: nil) {
      notes.append($0)
    }
    _ = stage.first.becomeFirstResponder()
    let note = try #require(notes.first)
    #expect(note.object == nil)
    #expect(note.userInfo[Responder.keyboardFrameBeginUserInfoKey] as? Rect == hiddenFrame)
    #expect(note.userInfo[Responder.keyboardFrameEndUserInfoKey] as? Rect == shownFrame)
    #expect(note.userInfo[Responder.keyboardAnimationDurationUserInfoKey] as? Double == 0.25)
    #expect(note.userInfo[Responder.keyboardAnimationCurveUserInfoKey] as? View.AnimationCurve == .keyboard)
    #expect(KeyboardInfo(Notification(name: Responder.keyboardWillShowNotification)) == nil)
  }

  @Test func eachApplicationHearsOnlyItsOwnKeyboard() {
    let stage = TextStage()
    let other = TextStage()
    let log = KeyboardNotificationLog(other.application)
    _ = stage.first.becomeFirstResponder()
    stage.run(for: 0.5)
    #expect(log.names.isEmpty)
  }
}
