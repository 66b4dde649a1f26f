import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueUI
import Testing

@MainActor
@Suite struct KeyboardSlideTests {
  /// The keyboard's frame when it is in, on the 390 × 844 stage.
  private let shownFrame = Rect(x: 0, y: 844 - 291, width: 390, height: 291)
  /// The keyboard's frame when it is out, just below the window.
  private let hiddenFrame = Rect(x: 0, y: 844, width: 390, height: 291)

  @Test func theKeyboardSlidesUpFromBelowTheWindowOverAQuarterSecondOnTheKeyboardCurve() throws {
    let stage = TextStage()
    let start = stage.clock.now
    #expect(stage.window.keyboardView == nil)
    #expect(stage.first.becomeFirstResponder())
    let keyboard = try #require(stage.window.keyboardView)
    #expect(keyboard.superview === stage.window && stage.window.subviews.last === keyboard)
    #expect(keyboard.frame == shownFrame, "the model frame is the end of the slide")
    #expect(stage.shownFrame(keyboard) == hiddenFrame, "the slide starts below the window")
    stage.run(until: start + 0.125)
    let curve = View.AnimationCurve.keyboard.timingFunction
    let expectedY = hiddenFrame.minY + (shownFrame.minY - hiddenFrame.minY) * curve.value(at: 0.5)
    #expect(abs(stage.shownFrame(keyboard).minY - expectedY) < 1e-6)
    stage.run(until: start + 0.25)
    #expect(stage.shownFrame(keyboard) == shownFrame)
  }

  @Test func theKeyboardSlidesDownAndLeavesTheWindowWhenTheFieldResigns() throws {
    let stage = TextStage()
    _ = stage.first.becomeFirstResponder()
    stage.run(for: 0.5)
    let keyboard = try #require(stage.window.keyboardView)
    let start = stage.clock.now
    #expect(stage.first.resignFirstResponder())
    #expect(stage.shownFrame(keyboard) == shownFrame && keyboard.frame == hiddenFrame)
    stage.run(until: start + 0.125)
    #expect(stage.shownFrame(keyboard).minY > shownFrame.minY && stage.shownFrame(keyboard).minY < hiddenFrame.minY)
    stage.run(for: 0.2)
    #expect(keyboard.superview == nil && stage.window.keyboardView == nil)
  }

  @Test func movingBetweenTextFieldsKeepsTheKeyboardWithoutNotifications() throws {
    let stage = TextStage()
    let log = KeyboardNotificationLog(stage.application)
    _ = stage.first.becomeFirstResponder()
    stage.run(for: 0.5)
    let keyboard = try #require(stage.window.keyboardView)
    log.clear()
    #expect(stage.second.becomeFirstResponder())
    stage.run(for: 0.5)
    #expect(log.names.isEmpty && stage.window.keyboardView === keyboard)
    #expect(stage.shownFrame(keyboard) == shownFrame)
  }

  @Test func aFirstResponderThatTakesNoTextSendsTheKeyboardAway() throws {
    let stage = TextStage()
    _ = stage.first.becomeFirstResponder()
    stage.run(for: 0.5)
    let other = FocusableOnly(frame: .zero)
    stage.window.addSubview(other)
    #expect(other.becomeFirstResponder())
    stage.run(for: 0.5)
    #expect(stage.window.keyboardView == nil)
  }

  @Test func theKeyboardStaysInFrontOfViewsAddedAfterIt() throws {
    let stage = TextStage()
    _ = stage.first.becomeFirstResponder()
    let keyboard = try #require(stage.window.keyboardView)
    let cover = View(frame: stage.window.bounds)
    stage.window.addSubview(cover)
    #expect(stage.window.subviews.last === keyboard)
    stage.window.bringSubviewToFront(cover)
    stage.window.exchangeSubview(at: 0, withSubviewAt: stage.window.subviews.count - 1)
    #expect(stage.window.subviews.last === keyboard)
  }

  @Test func aSlideReversedMidwayStartsWhereTheKeyboardIsAndPostsNoDidNotifications() throws {
    let stage = TextStage()
    let log = KeyboardNotificationLog(stage.application)
    let start = stage.clock.now
    _ = stage.first.becomeFirstResponder()
    let keyboard = try #require(stage.window.keyboardView)
    stage.run(until: start + 0.1)
    let midway = stage.shownFrame(keyboard)
    #expect(midway.minY < hiddenFrame.minY && midway.minY > shownFrame.minY)
    _ = stage.first.resignFirstResponder()
    #expect(log.infos.last?.frameBegin == midway && log.infos.last?.frameEnd == hiddenFrame)
    stage.run(for: 0.1)
    #expect(stage.shownFrame(keyboard).minY > midway.minY, "it heads down at once")
    stage.run(for: 0.5)
    #expect(log.names == ["willChangeFrame", "willShow", "willChangeFrame", "willHide", "didChangeFrame", "didHide"])
    #expect(stage.window.keyboardView == nil)
  }

  @Test func theKeyboardsHeightScalesWithTheWindowWidthUpToHalfItsHeight() {
    #expect(KeyboardView.height(forWindowSize: Size(width: 390, height: 844)) == 291)
    #expect(abs(KeyboardView.height(forWindowSize: Size(width: 320, height: 568)) - 291 * 320 / 390) < 1e-9)
    #expect(KeyboardView.height(forWindowSize: Size(width: 844, height: 390)) == 195)
  }

  @Test func theKeyboardCurveStaysWithinTwoPercentOfTheSystemSpringPlayedOverHalfASecond() {
    let spring = Spring(mass: 3, stiffness: 1000, damping: 500)
    let curve = View.AnimationCurve.keyboard.timingFunction
    for step in 0...100 {
      let x = Double(step) / 100
      #expect(abs(curve.value(at: x) - spring.position(at: x * 0.5)) < 0.023, "at \(x)")
    }
    #expect(View.AnimationCurve(rawValue: 7) == .keyboard)
  }

  @Test func theCurveBitsSevenOfAnimationOptionsPaceWithTheKeyboardCurve() {
    let stage = TextStage()
    let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    stage.window.addSubview(view)
    let start = stage.clock.now
    let options = View.AnimationOptions(rawValue: UInt(View.AnimationCurve.keyboard.rawValue) << 16)
    View.animate(withDuration: 1, delay: 0, options: options, animations: { view.center.x = 105 })
    stage.run(until: start + 0.3)
    let expected = 5 + 100 * View.AnimationCurve.keyboard.timingFunction.value(at: 0.3)
    #expect(abs(stage.shown(view).position.x - expected) < 1e-6)
  }
}

/// A view that can become first responder and takes no text.
@MainActor
private final class FocusableOnly: View {
  override var canBecomeFirstResponder: Bool { true }
}
