import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueUI
import Testing

/// A delegate whose answers the test sets.
@MainActor
final class ScriptedDelegate: GestureRecognizerDelegate {
  var shouldBegin = true
  var shouldReceive: (Touch) -> Bool = { _ in true }
  var simultaneous = false

  func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { shouldBegin }
  func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
    shouldReceive(touch)
  }
  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer
  ) -> Bool {
    simultaneous
  }
}

/// A delegate that keeps every default.
@MainActor
final class DefaultDelegate: GestureRecognizerDelegate {}

@MainActor
@Suite struct GestureRecognizerTests {
  @Test func theDefaultsAreThePlatforms() {
    let recognizer = GestureRecognizer()
    #expect(recognizer.state == .possible)
    #expect(
      recognizer.isEnabled && recognizer.cancelsTouchesInView && !recognizer.delaysTouchesBegan
        && recognizer.delaysTouchesEnded)
    #expect(recognizer.view == nil && recognizer.numberOfTouches == 0)
    #expect(GestureRecognizer.State.recognized == .ended)
    let press = LongPressGestureRecognizer()
    #expect(
      press.minimumPressDuration == 0.5 && press.allowableMovement == 10 && press.numberOfTapsRequired == 0
        && press.numberOfTouchesRequired == 1)
    let delegate = DefaultDelegate()
    #expect(delegate.gestureRecognizerShouldBegin(recognizer))
    #expect(delegate.gestureRecognizer(recognizer, shouldReceive: Touch(location: .zero, timestamp: 0)))
    #expect(!delegate.gestureRecognizer(recognizer, shouldRecognizeSimultaneouslyWith: press))
  }

  @Test func statesOutOfOrderAreReportedAndIgnored() {
    var states: [GestureRecognizer.State] = []
    let recognizer = GestureRecognizer { states.append($0.state) }
    let messages = diagnosticMessages {
      recognizer.state = .changed
      recognizer.state = .began
      recognizer.state = .changed
      recognizer.state = .ended
      recognizer.state = .changed
    }
    #expect(states == [.began, .changed, .ended])
    #expect(
      messages == [
        "GestureRecognizer: cannot go from possible to changed; the change was ignored (states go possible → began → changed → ended or cancelled, or possible → recognized or failed)",
        "GestureRecognizer: cannot go from ended to changed; the change was ignored (states go possible → began → changed → ended or cancelled, or possible → recognized or failed)",
      ])
  }

  @Test func actionsRunInOrderAndCanBeRemoved() {
    var calls: [String] = []
    let tap = TapGestureRecognizer { _ in calls.append("first") }
    let second = tap.addTarget { _ in calls.append("second") }
    tap.addTarget { _ in calls.append("third") }
    tap.removeTarget(second)
    let scene = GestureScene()
    scene.content.addGestureRecognizer(tap)
    scene.send(sample(.began, 10, 10, at: 0), sample(.ended, 10, 10, at: 0.1))
    #expect(calls == ["first", "third"])
  }

  @Test func disablingMidGestureCancelsItAndStopsItsTouches() {
    let scene = GestureScene()
    let pan = scene.attach(PanGestureRecognizer(), as: "pan")
    scene.send(sample(.began, 100, 100, at: 0))
    scene.send(sample(.moved, 150, 100, at: 0.1))
    pan.isEnabled = false
    #expect(pan.state == .cancelled)
    scene.send(sample(.moved, 200, 100, at: 0.2))
    scene.send(sample(.ended, 200, 100, at: 0.3))
    #expect(scene.log.entries == ["view began 0", "pan began", "view cancelled 0", "pan cancelled"])
    #expect(pan.state == .possible)

    scene.log.entries = []
    scene.window.handle(drag(from: Point(x: 100, y: 100), to: Point(x: 200, y: 100), at: 1, steps: 3))
    #expect(scene.log.entries == ["view began 0", "view moved 0", "view moved 0", "view ended 0"])
    pan.isEnabled = true
    scene.window.handle(drag(from: Point(x: 100, y: 100), to: Point(x: 200, y: 100), at: 2, steps: 3))
    #expect(scene.log.entries.suffix(3) == ["view cancelled 0", "pan changed", "pan ended"])
  }

  @Test func disablingAnUndecidedRecognizerFailsItAndReleasesTheView() {
    let scene = GestureScene()
    let double = scene.attach(TapGestureRecognizer(), as: "double")
    double.numberOfTapsRequired = 2
    scene.send(sample(.began, 100, 100, at: 0), sample(.ended, 100, 100, at: 0.1))
    #expect(scene.log.entries == ["view began 0"])
    double.isEnabled = false
    scene.window.updateGestures(at: 0.15)
    #expect(scene.log.entries == ["view began 0", "view ended 0"])
  }

  @Test func aDelegateThatRefusesToBeginMakesTheRecognizerFail() {
    let scene = GestureScene()
    let delegate = ScriptedDelegate()
    delegate.shouldBegin = false
    let pan = scene.attach(PanGestureRecognizer(), as: "pan")
    pan.delegate = delegate
    scene.window.handle(drag(from: Point(x: 100, y: 100), to: Point(x: 200, y: 100), steps: 3))
    #expect(scene.log.entries == ["view began 0", "view moved 0", "view moved 0", "view ended 0"])
  }

  @Test func aDelegateCanKeepATouchFromTheRecognizer() {
    let scene = GestureScene()
    let delegate = ScriptedDelegate()
    delegate.shouldReceive = { $0.location(in: nil).x < 200 }
    let tap = scene.attach(TapGestureRecognizer(), as: "tap")
    tap.delegate = delegate
    scene.send(sample(.began, 250, 100, at: 0), sample(.ended, 250, 100, at: 0.1))
    scene.send(sample(.began, 150, 100, at: 1), sample(.ended, 150, 100, at: 1.1))
    #expect(scene.log.entries == ["view began 0", "view ended 0", "view began 0", "tap ended", "view cancelled 0"])
  }

  @Test func locationOfATouchFollowsLandingOrder() {
    let scene = GestureScene()
    let pinch = scene.attach(PinchGestureRecognizer(), as: "pinch")
    scene.send(sample(.began, 300, 100, at: 0, finger: 4))
    scene.send(sample(.began, 100, 100, at: 0.1, finger: 1))
    #expect(pinch.location(ofTouch: 0, in: nil) == Point(x: 300, y: 100))
    #expect(pinch.location(ofTouch: 1, in: scene.content) == Point(x: 100, y: 100))
    #expect(pinch.location(in: nil) == Point(x: 200, y: 100))
    var answer = Point.zero
    let messages = diagnosticMessages { answer = pinch.location(ofTouch: 2, in: nil) }
    #expect(answer == Point(x: 200, y: 100))
    #expect(
      messages == [
        "PinchGestureRecognizer.location(ofTouch: 2, in:) with 2 touches; answered with the centroid (ask for an index below numberOfTouches)"
      ])
  }

  @Test func circularFailureRequirementsAreRefused() {
    let single = TapGestureRecognizer()
    let double = TapGestureRecognizer()
    single.require(toFail: double)
    let messages = diagnosticMessages {
      double.require(toFail: single)
      single.require(toFail: single)
    }
    #expect(
      messages == [
        "TapGestureRecognizer.require(toFail: TapGestureRecognizer) would make each wait for the other; the requirement was ignored (remove the opposite requirement first)",
        "TapGestureRecognizer.require(toFail: TapGestureRecognizer) would make each wait for the other; the requirement was ignored (remove the opposite requirement first)",
      ])
  }

  @Test func removingARecognizerMidGestureCancelsIt() {
    let scene = GestureScene()
    let pan = scene.attach(PanGestureRecognizer(), as: "pan")
    scene.send(sample(.began, 100, 100, at: 0))
    scene.send(sample(.moved, 150, 100, at: 0.1))
    scene.content.removeGestureRecognizer(pan)
    #expect(pan.view == nil && pan.state == .possible && scene.content.gestureRecognizers.isEmpty)
    scene.send(sample(.ended, 150, 100, at: 0.2))
    #expect(scene.log.entries == ["view began 0", "pan began", "view cancelled 0", "pan cancelled"])
  }

  @Test func addingARecognizerToAnotherViewMovesIt() {
    let scene = GestureScene()
    let other = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    let tap = TapGestureRecognizer()
    scene.content.addGestureRecognizer(tap)
    scene.content.addGestureRecognizer(tap)
    #expect(scene.content.gestureRecognizers.count == 1)
    other.addGestureRecognizer(tap)
    #expect(tap.view === other && scene.content.gestureRecognizers.isEmpty && other.gestureRecognizers.count == 1)
  }

  @Test func outsideAWindowStatesChangeAtOnceAndTheDelegateIsAsked() {
    var states: [GestureRecognizer.State] = []
    let delegate = ScriptedDelegate()
    delegate.shouldBegin = false
    let recognizer = GestureRecognizer { states.append($0.state) }
    recognizer.delegate = delegate
    recognizer.state = .began
    #expect(recognizer.state == .failed && states.isEmpty)
  }
}
