import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueUI
import Testing

/// A recognizer that logs the touch calls it gets and fails when its fingers lift.
@MainActor
final class LoggingRecognizer: GestureRecognizer {
  var log: Log?
  var events: [Event] = []

  override func touchesBegan(_ touches: Set<Touch>, with event: Event) { record("began", touches, event) }
  override func touchesMoved(_ touches: Set<Touch>, with event: Event) { record("moved", touches, event) }
  override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    record("ended", touches, event)
    if numberOfTouches == touches.count { state = .failed }
  }

  private func record(_ phase: String, _ touches: Set<Touch>, _ event: Event) {
    log?.append("recognizer \(phase) \(touches.map(\.identifier).sorted().map(String.init).joined(separator: ","))")
    events.append(event)
  }
}

@MainActor
@Suite struct GestureDeliveryTests {
  @Test func recognizersGetTouchesBeforeTheView() {
    let scene = GestureScene()
    let recognizer = LoggingRecognizer()
    recognizer.log = scene.log
    scene.content.addGestureRecognizer(recognizer)
    scene.window.handle(drag(from: Point(x: 100, y: 100), to: Point(x: 120, y: 100), steps: 2))
    #expect(
      scene.log.entries == [
        "recognizer began 0", "view began 0", "recognizer moved 0", "view moved 0", "recognizer ended 0",
        "view ended 0",
      ])
  }

  @Test func aTouchListsItsRecognizersDeepestFirst() {
    let scene = GestureScene()
    let button = View(frame: Rect(x: 50, y: 50, width: 100, height: 100))
    scene.content.addSubview(button)
    let onWindow = LoggingRecognizer()
    let onContent = LoggingRecognizer()
    let onButton = LoggingRecognizer()
    let elsewhere = LoggingRecognizer()
    let disabled = LoggingRecognizer()
    disabled.isEnabled = false
    scene.window.addGestureRecognizer(onWindow)
    scene.content.addGestureRecognizer(onContent)
    scene.content.addGestureRecognizer(disabled)
    button.addGestureRecognizer(onButton)
    View().addGestureRecognizer(elsewhere)
    scene.send(sample(.began, 60, 60, at: 0, finger: 0), sample(.began, 300, 300, at: 0, finger: 1))
    let event = onButton.events[0]
    let first = event.allTouches.first { $0.identifier == 0 }!
    let second = event.allTouches.first { $0.identifier == 1 }!
    #expect(
      first.gestureRecognizers.map(ObjectIdentifier.init) == [onButton, onContent, onWindow].map(ObjectIdentifier.init))
    #expect(second.gestureRecognizers.map(ObjectIdentifier.init) == [onContent, onWindow].map(ObjectIdentifier.init))
    #expect(event.touches(for: onButton) == [first])
    #expect(event.touches(for: onWindow) == [first, second])
    #expect(event.touches(for: disabled).isEmpty && event.touches(for: elsewhere).isEmpty)
  }

  @Test func aRecognizerThatCancelsTouchesTakesThemFromTheView() {
    let scene = GestureScene()
    scene.attach(PanGestureRecognizer(), as: "pan")
    scene.window.handle(drag(from: Point(x: 100, y: 100), to: Point(x: 100, y: 160), steps: 4))
    #expect(
      scene.log.entries == ["view began 0", "pan began", "view cancelled 0", "pan changed", "pan changed", "pan ended"])
  }

  @Test func aRecognizerThatDoesNotCancelTouchesLeavesThemToTheView() {
    let scene = GestureScene()
    let pan = scene.attach(PanGestureRecognizer(), as: "pan")
    pan.cancelsTouchesInView = false
    scene.window.handle(drag(from: Point(x: 100, y: 100), to: Point(x: 100, y: 160), steps: 4))
    #expect(
      scene.log.entries == [
        "view began 0", "pan began", "view moved 0", "pan changed", "view moved 0", "pan changed", "view moved 0",
        "pan ended",
        "view ended 0",
      ])
  }

  @Test func delaysTouchesBeganHoldsTheViewUntilTheRecognizerFails() {
    let scene = GestureScene()
    let pan = scene.attach(PanGestureRecognizer(), as: "pan")
    pan.delaysTouchesBegan = true
    scene.send(sample(.began, 100, 100, at: 0))
    scene.send(sample(.moved, 104, 100, at: 0.1))
    scene.send(sample(.moved, 106, 100, at: 0.2))
    #expect(scene.log.entries.isEmpty)
    scene.send(sample(.ended, 106, 100, at: 0.3))
    #expect(scene.log.entries == ["view began 0", "view moved 0", "view ended 0"])

    scene.log.entries = []
    scene.window.handle(drag(from: Point(x: 100, y: 100), to: Point(x: 100, y: 160), at: 1, steps: 4))
    #expect(scene.log.entries == ["pan began", "pan changed", "pan changed", "pan ended"])
  }

  @Test func delaysTouchesEndedHoldsTheEndUntilTheRecognizerDecides() {
    let scene = GestureScene()
    let clock = VirtualClock()
    let application = Application(window: scene.window, clock: clock)
    let double = scene.attach(TapGestureRecognizer(), as: "double")
    double.numberOfTapsRequired = 2
    application.enqueue([sample(.began, 100, 100, at: 0.01), sample(.ended, 100, 100, at: 0.05)])
    var releasedAt: Double?
    for _ in 0..<40 {
      application.step(clock)
      if releasedAt == nil, scene.log.entries.last == "view ended 0" { releasedAt = clock.now }
    }
    // The double tap fails at the first frame more than 0.35 s after the tap lifted.
    #expect(scene.log.entries == ["view began 0", "view ended 0"])
    #expect(releasedAt! > 0.4 && releasedAt! - 1.0 / 60 <= 0.4)

    scene.log.entries = []
    double.delaysTouchesEnded = false
    application.enqueue([
      sample(.began, 100, 100, at: clock.now + 0.01), sample(.ended, 100, 100, at: clock.now + 0.03),
    ])
    application.step(clock)
    application.step(clock)
    #expect(scene.log.entries == ["view began 0", "view ended 0"])
  }

  @Test func aSingleTapWaitsForTheDoubleTapToFail() {
    let scene = GestureScene()
    let clock = VirtualClock()
    let application = Application(window: scene.window, clock: clock)
    var recognizedAt: [String: Double] = [:]
    let double = TapGestureRecognizer { _ in recognizedAt["double"] = clock.now }
    double.numberOfTapsRequired = 2
    let single = TapGestureRecognizer { _ in recognizedAt["single"] = clock.now }
    single.require(toFail: double)
    scene.content.addGestureRecognizer(single)
    scene.content.addGestureRecognizer(double)

    application.enqueue([sample(.began, 100, 100, at: 0.01), sample(.ended, 100, 100, at: 0.05)])
    for _ in 0..<10 { application.step(clock) }
    #expect(recognizedAt.isEmpty)
    for _ in 0..<30 { application.step(clock) }
    #expect(recognizedAt["double"] == nil)
    #expect(recognizedAt["single"]! > 0.4 && recognizedAt["single"]! - 1.0 / 60 <= 0.4)
    #expect(scene.log.entries == ["view began 0", "view cancelled 0"])

    recognizedAt = [:]
    let start = clock.now
    application.enqueue([
      sample(.began, 100, 100, at: start + 0.01), sample(.ended, 100, 100, at: start + 0.05),
      sample(.began, 100, 100, at: start + 0.2), sample(.ended, 100, 100, at: start + 0.25),
    ])
    for _ in 0..<40 { application.step(clock) }
    #expect(recognizedAt.keys.sorted() == ["double"])
  }

  @Test func theFirstRecognizerToRecognizeExcludesTheOthers() {
    let scene = GestureScene()
    let button = View(frame: Rect(x: 50, y: 50, width: 100, height: 100))
    scene.content.addSubview(button)
    scene.attach(TapGestureRecognizer(), as: "tap", to: button)
    scene.attach(PanGestureRecognizer(), as: "pan")
    scene.window.handle(drag(from: Point(x: 60, y: 60), to: Point(x: 160, y: 60), steps: 4))
    scene.send(sample(.began, 60, 60, at: 1), sample(.ended, 60, 60, at: 1.1))
    // The button forwards its touches up the responder chain to the logging content view.
    #expect(
      scene.log.entries == [
        "view began 0", "pan began", "view cancelled 0", "pan changed", "pan changed", "pan ended",
        "view began 0", "tap ended", "view cancelled 0",
      ])
  }

  @Test func aDelegateCanLetRecognizersRecognizeTogether() {
    let scene = GestureScene()
    let inner = scene.attach(PanGestureRecognizer(), as: "inner")
    let outer = scene.attach(PanGestureRecognizer(), as: "outer", to: scene.window)
    scene.window.handle(drag(from: Point(x: 100, y: 100), to: Point(x: 200, y: 100), steps: 2))
    #expect(scene.log.entries == ["view began 0", "inner began", "view cancelled 0", "inner ended"])

    scene.log.entries = []
    let delegate = ScriptedDelegate()
    delegate.simultaneous = true
    outer.delegate = delegate
    scene.window.handle(drag(from: Point(x: 100, y: 100), to: Point(x: 200, y: 100), at: 1, steps: 2))
    #expect(
      scene.log.entries == [
        "view began 0", "inner began", "outer began", "view cancelled 0", "inner ended", "outer ended",
      ])
    #expect(inner.state == .possible && outer.state == .possible)
  }

  @Test func anActiveGesturePreventsAnotherFromBeginningOnATouchTheyShare() {
    let scene = GestureScene()
    scene.attach(PanGestureRecognizer(), as: "pan")
    let press = scene.attach(LongPressGestureRecognizer(), as: "press", to: scene.window)
    let delegate = ScriptedDelegate()
    delegate.shouldReceive = { $0.identifier != 0 }
    press.delegate = delegate
    scene.send(sample(.began, 100, 100, at: 0, finger: 0))
    scene.send(sample(.moved, 150, 100, at: 0.1, finger: 0))
    scene.send(sample(.began, 300, 300, at: 0.2, finger: 1))
    scene.window.updateGestures(at: 0.8)
    #expect(press.state == .failed)
    scene.send(sample(.ended, 150, 100, at: 0.9, finger: 0), sample(.ended, 300, 300, at: 0.9, finger: 1))
    // The pan under way takes the new finger too, so its view never sees it.
    #expect(scene.log.entries == ["view began 0", "pan began", "view cancelled 0", "pan ended"])

    scene.log.entries = []
    delegate.simultaneous = true
    scene.send(sample(.began, 100, 100, at: 1, finger: 0))
    scene.send(sample(.moved, 150, 100, at: 1.1, finger: 0))
    scene.send(sample(.began, 300, 300, at: 1.2, finger: 1))
    scene.window.updateGestures(at: 1.8)
    #expect(press.state == .began)
    #expect(scene.log.entries == ["view began 0", "pan began", "view cancelled 0", "press began"])
  }

  /// A recognizer removed during an action round (another's or its own) reports `.cancelled`
  /// to its actions, as the removal promises, before it is reset.
  @Test func aRecognizerRemovedFromAnotherRecognizersActionSeesCancelled() {
    let scene = GestureScene()
    let delegate = ScriptedDelegate()
    delegate.simultaneous = true
    let first = PanGestureRecognizer()
    let second = PanGestureRecognizer()
    first.delegate = delegate
    second.delegate = delegate
    scene.attach(first, as: "first")
    scene.attach(second, as: "second")
    var removed = false
    first.addTarget { [scene] pan in
      if pan.state == .changed, !removed {
        removed = true
        scene.content.removeGestureRecognizer(second)
      }
    }
    scene.window.handle(drag(from: Point(x: 100, y: 100), to: Point(x: 200, y: 100), steps: 10))
    #expect(scene.log.entries.contains("second cancelled"))
    #expect(!scene.log.entries.contains("second possible"))
  }

  @Test func aRecognizerThatRemovesItselfInItsActionSeesCancelled() {
    let scene = GestureScene()
    let pan = PanGestureRecognizer()
    scene.attach(pan, as: "pan")
    pan.addTarget { [scene] pan in
      if pan.state == .changed { scene.content.removeGestureRecognizer(pan) }
    }
    scene.window.handle(drag(from: Point(x: 100, y: 100), to: Point(x: 200, y: 100), steps: 10))
    #expect(scene.log.entries == ["view began 0", "pan began", "view cancelled 0", "pan changed", "pan cancelled"])
    #expect(pan.state == .possible, "reset once its actions ran")
  }
}
