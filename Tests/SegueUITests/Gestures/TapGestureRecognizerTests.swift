import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueUI
import Testing

@MainActor
@Suite struct TapGestureRecognizerTests {
  @Test func aTapIsRecognizedWhenTheFingerLifts() {
    let scene = GestureScene()
    let tap = scene.attach(TapGestureRecognizer(), as: "tap")
    scene.send(sample(.began, 100, 100, at: 0))
    #expect(tap.state == .possible)
    scene.send(sample(.ended, 104, 103, at: 0.1))
    #expect(scene.log.entries == ["view began 0", "tap ended", "view cancelled 0"])
    #expect(tap.state == .possible)
    #expect(tap.location(in: nil) == Point(x: 104, y: 103))
  }

  @Test func movingMoreThanTenPointsFailsTheTap() {
    let scene = GestureScene()
    scene.attach(TapGestureRecognizer(), as: "tap")
    scene.send(sample(.began, 100, 100, at: 0))
    scene.send(sample(.moved, 108, 108, at: 0.05))
    scene.send(sample(.ended, 108, 108, at: 0.1))
    #expect(scene.log.entries == ["view began 0", "view moved 0", "view ended 0"])
  }

  @Test func aDoubleTapNeedsBothTapsWithinTheInterval() {
    let scene = GestureScene()
    let double = scene.attach(TapGestureRecognizer(), as: "double")
    double.numberOfTapsRequired = 2
    double.delaysTouchesEnded = false
    scene.send(sample(.began, 100, 100, at: 0), sample(.ended, 100, 100, at: 0.1))
    scene.send(sample(.began, 110, 95, at: 0.3), sample(.ended, 110, 95, at: 0.35))
    #expect(scene.log.entries == ["view began 0", "view ended 0", "view began 0", "double ended", "view cancelled 0"])

    scene.log.entries = []
    scene.send(sample(.began, 100, 100, at: 1), sample(.ended, 100, 100, at: 1.1))
    scene.send(sample(.began, 100, 100, at: 1.5), sample(.ended, 100, 100, at: 1.6))
    #expect(scene.log.entries == ["view began 0", "view ended 0", "view began 0", "view ended 0"])
  }

  @Test func aSecondTapFarFromTheFirstFailsTheDoubleTap() {
    let scene = GestureScene()
    let double = scene.attach(TapGestureRecognizer(), as: "double")
    double.numberOfTapsRequired = 2
    scene.send(sample(.began, 100, 100, at: 0), sample(.ended, 100, 100, at: 0.1))
    scene.send(sample(.began, 200, 100, at: 0.2), sample(.ended, 200, 100, at: 0.3))
    #expect(!scene.log.entries.contains("double ended"))
  }

  @Test func aTwoFingerTapNeedsExactlyTwoFingers() {
    let scene = GestureScene()
    let tap = scene.attach(TapGestureRecognizer(), as: "tap")
    tap.numberOfTouchesRequired = 2
    scene.send(sample(.began, 100, 100, at: 0))
    scene.send(sample(.ended, 100, 100, at: 0.1))
    #expect(!scene.log.entries.contains("tap ended"))

    scene.send(sample(.began, 100, 100, at: 1, finger: 0), sample(.began, 140, 100, at: 1, finger: 1))
    scene.send(sample(.ended, 100, 100, at: 1.1, finger: 0))
    #expect(tap.numberOfTouches == 1)
    scene.send(sample(.ended, 140, 100, at: 1.15, finger: 1))
    #expect(scene.log.entries.suffix(2) == ["tap ended", "view cancelled 0,1"])

    scene.log.entries = []
    scene.send(
      sample(.began, 100, 100, at: 2, finger: 0), sample(.began, 140, 100, at: 2, finger: 1),
      sample(.began, 180, 100, at: 2, finger: 2))
    scene.send(
      sample(.ended, 100, 100, at: 2.1, finger: 0), sample(.ended, 140, 100, at: 2.1, finger: 1),
      sample(.ended, 180, 100, at: 2.1, finger: 2))
    #expect(scene.log.entries == ["view began 0,1,2", "view ended 0,1,2"])
  }

  @Test func aCancelledTouchFailsTheTap() {
    let scene = GestureScene()
    scene.attach(TapGestureRecognizer(), as: "tap")
    scene.send(sample(.began, 100, 100, at: 0))
    scene.send(sample(.cancelled, 100, 100, at: 0.1))
    #expect(scene.log.entries == ["view began 0", "view cancelled 0"])
  }
}
