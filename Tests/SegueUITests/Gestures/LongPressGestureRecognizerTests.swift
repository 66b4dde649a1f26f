import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueUI
import Testing

@MainActor
@Suite struct LongPressGestureRecognizerTests {
  /// An application at 60 Hz on a virtual clock showing `scene`'s window.
  private func run(_ scene: GestureScene) -> (Application, VirtualClock) {
    let clock = VirtualClock()
    return (Application(window: scene.window, clock: clock), clock)
  }

  @Test func itBeginsAtTheFirstFrameAfterTheDurationWithNoNewTouch() {
    let scene = GestureScene()
    let (application, clock) = run(scene)
    var beganAt: Double?
    let press = scene.attach(LongPressGestureRecognizer(), as: "press")
    press.addTarget { if $0.state == .began { beganAt = clock.now } }
    application.enqueue([sample(.began, 100, 100, at: 0)])
    application.runFrame()
    var frames = 0
    while beganAt == nil, frames < 60 {
      application.step(clock)
      frames += 1
    }
    #expect(frames == 30 || frames == 31)
    #expect(beganAt! >= 0.5 && beganAt! - 1.0 / 60 < 0.5)
    application.enqueue([
      sample(.moved, 150, 100, at: clock.now + 0.01), sample(.ended, 150, 100, at: clock.now + 0.02),
    ])
    application.step(clock)
    application.step(clock)
    #expect(scene.log.entries == ["view began 0", "press began", "view cancelled 0", "press changed", "press ended"])
    #expect(press.location(in: nil) == Point(x: 150, y: 100))
  }

  @Test func liftingEarlyOrMovingTooFarFails() {
    let scene = GestureScene()
    scene.attach(LongPressGestureRecognizer(), as: "press")
    scene.send(sample(.began, 100, 100, at: 0))
    scene.send(sample(.ended, 100, 100, at: 0.4))
    scene.send(sample(.began, 100, 100, at: 1))
    scene.send(sample(.moved, 111, 100, at: 1.2))
    scene.window.updateGestures(at: 2)
    scene.send(sample(.ended, 111, 100, at: 2.1))
    #expect(!scene.log.entries.contains { $0.hasPrefix("press") })
    scene.send(sample(.began, 100, 100, at: 3))
    scene.send(sample(.moved, 109, 100, at: 3.2))
    scene.window.updateGestures(at: 3.5)
    #expect(scene.log.entries.suffix(2) == ["press began", "view cancelled 0"])
  }

  @Test func aTapThenPressNeedsTheTapFirst() {
    let scene = GestureScene()
    let press = scene.attach(LongPressGestureRecognizer(), as: "press")
    press.numberOfTapsRequired = 1
    press.delaysTouchesEnded = false
    scene.send(sample(.began, 100, 100, at: 0))
    scene.window.updateGestures(at: 0.8)
    #expect(press.state == .possible)
    scene.send(sample(.ended, 100, 100, at: 0.9))
    scene.send(sample(.began, 100, 100, at: 1))
    scene.window.updateGestures(at: 1.4)
    #expect(press.state == .possible)
    scene.window.updateGestures(at: 1.5)
    #expect(press.state == .began)
    #expect(scene.log.entries.filter { $0.hasPrefix("press") } == ["press began"])
  }

  @Test func twoFingersMustPressTogether() {
    let scene = GestureScene()
    let press = scene.attach(LongPressGestureRecognizer(), as: "press")
    press.numberOfTouchesRequired = 2
    scene.send(sample(.began, 100, 100, at: 0, finger: 0))
    scene.window.updateGestures(at: 0.6)
    #expect(press.state == .possible)
    scene.send(sample(.began, 130, 100, at: 0.7, finger: 1))
    scene.window.updateGestures(at: 1.1)
    #expect(press.state == .possible)
    scene.window.updateGestures(at: 1.2)
    #expect(press.state == .began)
    #expect(press.numberOfTouches == 2)
    #expect(press.location(in: nil) == Point(x: 115, y: 100))
    scene.send(sample(.ended, 100, 100, at: 1.3, finger: 0))
    #expect(scene.log.entries.filter { $0.hasPrefix("press") } == ["press began", "press ended"])
  }
}
