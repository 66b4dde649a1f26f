import SegueGeometry
import SegueTestSupport
import SegueUI
import Testing

@MainActor
@Suite struct SwipeGestureRecognizerTests {
  @Test func aQuickStrokeRightIsRecognizedWhileTheFingerIsDown() {
    let scene = GestureScene()
    let swipe = scene.attach(SwipeGestureRecognizer(), as: "swipe")
    scene.send(sample(.began, 100, 300, at: 0))
    scene.send(sample(.moved, 130, 305, at: 0.05))
    #expect(swipe.state == .possible)
    scene.send(sample(.moved, 160, 310, at: 0.1))
    #expect(scene.log.entries == ["view began 0", "view moved 0", "swipe ended", "view cancelled 0"])
    #expect(swipe.state == .ended)
    scene.send(sample(.ended, 170, 310, at: 0.15))
    #expect(swipe.state == .possible)
  }

  @Test func aSlowStrokeFails() {
    let scene = GestureScene()
    scene.attach(SwipeGestureRecognizer(), as: "swipe")
    // 8 points every 0.1 s: 48 points after 0.6 s, too late.
    scene.window.handle(drag(from: Point(x: 100, y: 300), to: Point(x: 180, y: 300), steps: 10, interval: 0.1))
    #expect(!scene.log.entries.contains("swipe ended"))
    // 10 points every 0.1 s: 50 points after exactly 0.5 s, in time.
    scene.window.handle(drag(from: Point(x: 100, y: 300), to: Point(x: 200, y: 300), at: 2, steps: 10, interval: 0.1))
    #expect(scene.log.entries.contains("swipe ended"))
  }

  @Test func aStrokeTheWrongWayOrTooSlantedFails() {
    let scene = GestureScene()
    scene.attach(SwipeGestureRecognizer(), as: "swipe")
    scene.window.handle(drag(from: Point(x: 200, y: 300), to: Point(x: 100, y: 300), steps: 4))
    scene.window.handle(drag(from: Point(x: 100, y: 300), to: Point(x: 160, y: 360), at: 1, steps: 4))
    #expect(!scene.log.entries.contains("swipe ended"))
    // 26.6° off the direction, within the 30° allowed.
    scene.window.handle(drag(from: Point(x: 100, y: 300), to: Point(x: 200, y: 350), at: 2, steps: 4))
    #expect(scene.log.entries.contains("swipe ended"))
  }

  @Test func directionsCanBeCombined() {
    let scene = GestureScene()
    let swipe = scene.attach(SwipeGestureRecognizer(), as: "swipe")
    swipe.direction = [.left, .up]
    scene.window.handle(drag(from: Point(x: 200, y: 300), to: Point(x: 200, y: 200), steps: 4))
    scene.window.handle(drag(from: Point(x: 200, y: 300), to: Point(x: 100, y: 300), at: 1, steps: 4))
    scene.window.handle(drag(from: Point(x: 200, y: 300), to: Point(x: 300, y: 300), at: 2, steps: 4))
    #expect(scene.log.entries.filter { $0 == "swipe ended" }.count == 2)
  }

  @Test func aTwoFingerSwipeNeedsTwoFingers() {
    let scene = GestureScene()
    let swipe = scene.attach(SwipeGestureRecognizer(), as: "swipe")
    swipe.numberOfTouchesRequired = 2
    scene.window.handle(drag(from: Point(x: 100, y: 300), to: Point(x: 200, y: 300), steps: 4))
    #expect(!scene.log.entries.contains("swipe ended"))
    scene.window.handle(
      together(
        drag(from: Point(x: 100, y: 300), to: Point(x: 200, y: 300), at: 1, steps: 4, finger: 0),
        drag(from: Point(x: 100, y: 350), to: Point(x: 200, y: 350), at: 1, steps: 4, finger: 1)))
    #expect(scene.log.entries.contains("swipe ended"))
  }
}
