import SegueGeometry
import SegueUI
import Testing

@testable import SegueX11

/// The pointer becomes one finger, or with Alt two mirrored about the window's centre, in
/// points; presses while fingers are down add nothing, and a lost grab cancels what is down.
@Suite struct PointerFingersTests {
  @Test func aDragIsOneFingerInPoints() {
    var fingers = PointerFingers(scale: 2, windowSize: Size(width: 390, height: 844))
    let began = fingers.press(x: 100, y: 50, alternate: false, at: 1)
    #expect(began == [TouchInput(identifier: 0, location: Point(x: 50, y: 25), phase: .began, timestamp: 1)])
    #expect(
      fingers.move(x: 120, y: 60, at: 1.5) == [TouchInput(location: Point(x: 60, y: 30), phase: .moved, timestamp: 1.5)]
    )
    #expect(fingers.press(x: 0, y: 0, alternate: true, at: 1.6).isEmpty, "a second button added a finger")
    #expect(
      fingers.release(x: 130, y: 70, at: 2) == [TouchInput(location: Point(x: 65, y: 35), phase: .ended, timestamp: 2)])
    #expect(fingers.move(x: 1, y: 1, at: 3).isEmpty, "a finger moved after the button went up")
    #expect(fingers.release(x: 1, y: 1, at: 3).isEmpty)
  }

  @Test func altMakesTwoFingersMirroredAboutTheCentre() {
    var fingers = PointerFingers(scale: 1, windowSize: Size(width: 400, height: 800))
    let began = fingers.press(x: 150, y: 300, alternate: true, at: 0)
    #expect(began.map(\.identifier) == [0, 1])
    #expect(began.map(\.location) == [Point(x: 150, y: 300), Point(x: 250, y: 500)])
    let moved = fingers.move(x: 100, y: 400, at: 0.1)
    #expect(moved.map(\.location) == [Point(x: 100, y: 400), Point(x: 300, y: 400)])
    #expect(moved.allSatisfy { $0.phase == .moved })
    let ended = fingers.release(x: 100, y: 400, at: 0.2)
    #expect(ended.map(\.phase) == [.ended, .ended])
  }

  @Test func aLostGrabCancelsTheFingersDown() {
    var fingers = PointerFingers(scale: 3, windowSize: Size(width: 390, height: 844))
    #expect(fingers.cancel(x: 0, y: 0, at: 0).isEmpty, "nothing down, yet something was cancelled")
    _ = fingers.press(x: 30, y: 30, alternate: true, at: 0)
    let cancelled = fingers.cancel(x: 60, y: 90, at: 1)
    #expect(cancelled.map(\.phase) == [.cancelled, .cancelled])
    #expect(cancelled[0].location == Point(x: 20, y: 30))
    #expect(fingers.fingers == 0)
  }
}
