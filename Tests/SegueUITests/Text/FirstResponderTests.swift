import SegueGeometry
import SegueTestSupport
import SegueUI
import Testing

/// A view that can become first responder and takes no text, and may refuse to resign.
@MainActor
private final class FocusableView: View {
  var refusesToResign = false
  override var canBecomeFirstResponder: Bool { true }
  override var canResignFirstResponder: Bool { !refusesToResign }
}

/// A view controller that can become first responder.
@MainActor
private final class FocusableController: ViewController {
  override var canBecomeFirstResponder: Bool { true }
}

@MainActor
@Suite struct FirstResponderTests {
  @Test func aPlainViewCannotBecomeFirstResponder() {
    let stage = TextStage()
    let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    stage.window.addSubview(view)
    #expect(!view.canBecomeFirstResponder && !view.becomeFirstResponder())
    #expect(!view.isFirstResponder && stage.window.firstResponder == nil)
  }

  @Test func aFieldOutsideEveryWindowCannotBecomeFirstResponder() {
    let field = TextField(frame: Rect(x: 0, y: 0, width: 100, height: 30))
    #expect(field.canBecomeFirstResponder)
    #expect(!field.becomeFirstResponder() && !field.isFirstResponder)
  }

  @Test func becomingFirstResponderResignsThePreviousOne() {
    let stage = TextStage()
    #expect(stage.first.becomeFirstResponder())
    #expect(stage.first.isFirstResponder && stage.first.isEditing && stage.window.firstResponder === stage.first)
    #expect(stage.second.becomeFirstResponder())
    #expect(!stage.first.isFirstResponder && stage.second.isFirstResponder)
    #expect(stage.window.firstResponder === stage.second)
  }

  @Test func becomingFirstResponderAgainSucceedsWithoutCallbacks() {
    let stage = TextStage()
    _ = stage.first.becomeFirstResponder()
    stage.delegate.log = []
    #expect(stage.first.becomeFirstResponder())
    #expect(stage.delegate.log.isEmpty)
  }

  @Test func aFirstResponderThatRefusesToResignKeepsItsStatus() {
    let stage = TextStage()
    let view = FocusableView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    stage.window.addSubview(view)
    #expect(view.becomeFirstResponder())
    view.refusesToResign = true
    #expect(!stage.first.becomeFirstResponder())
    #expect(!view.resignFirstResponder())
    #expect(view.isFirstResponder && !stage.first.isFirstResponder)
    view.refusesToResign = false
    #expect(view.resignFirstResponder())
    #expect(stage.window.firstResponder == nil)
  }

  @Test func resigningWhenNotFirstResponderSucceedsAndChangesNothing() {
    let stage = TextStage()
    _ = stage.first.becomeFirstResponder()
    stage.delegate.log = []
    #expect(stage.second.resignFirstResponder())
    #expect(stage.first.isFirstResponder && stage.delegate.log.isEmpty)
  }

  @Test func aViewRemovedFromTheWindowResignsEvenIfItsDelegateRefuses() {
    let stage = TextStage()
    let container = View(frame: Rect(x: 0, y: 300, width: 390, height: 100))
    let field = TextField(frame: Rect(x: 10, y: 10, width: 200, height: 30))
    field.tag = 3
    field.delegate = stage.delegate
    container.addSubview(field)
    stage.window.addSubview(container)
    #expect(field.becomeFirstResponder())
    stage.delegate.allowsEnd = false
    stage.delegate.log = []
    container.removeFromSuperview()
    #expect(!field.isFirstResponder && stage.window.firstResponder == nil)
    #expect(stage.delegate.log == ["3 didEnd"])
  }

  @Test func aViewMovedToAnotherWindowResigns() {
    let stage = TextStage()
    let other = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    #expect(stage.first.becomeFirstResponder())
    other.addSubview(stage.first)
    #expect(stage.window.firstResponder == nil && other.firstResponder == nil)
    #expect(stage.delegate.log.suffix(1) == ["1 didEnd"])
  }

  @Test func aViewMovedWithinTheWindowStaysFirstResponder() {
    let stage = TextStage()
    let container = View(frame: Rect(x: 0, y: 300, width: 390, height: 100))
    stage.window.addSubview(container)
    #expect(stage.first.becomeFirstResponder())
    container.addSubview(stage.first)
    #expect(stage.first.isFirstResponder)
  }

  @Test func endEditingResignsTheFirstResponderInsideAndForceOverridesAVeto() {
    let stage = TextStage()
    #expect(stage.first.becomeFirstResponder())
    let elsewhere = View(frame: .zero)
    stage.window.addSubview(elsewhere)
    #expect(elsewhere.endEditing(false) && stage.first.isFirstResponder)
    stage.delegate.allowsEnd = false
    #expect(!stage.window.endEditing(false) && stage.first.isFirstResponder)
    #expect(stage.window.endEditing(true) && !stage.first.isFirstResponder)
  }

  @Test func aViewControllerCanBeFirstResponderWithoutAKeyboard() {
    let stage = TextStage()
    let controller = FocusableController()
    #expect(!controller.becomeFirstResponder(), "its view is in no window yet")
    stage.window.addSubview(controller.view)
    #expect(controller.becomeFirstResponder() && controller.isFirstResponder)
    #expect(stage.window.keyboardView == nil, "a responder that takes no text brings no keyboard")
    #expect(stage.first.becomeFirstResponder() && !controller.isFirstResponder)
  }
}
