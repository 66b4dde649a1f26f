import SegueGeometry
import SegueMotion
import SegueUI
import Testing

/// A view that logs the touches it receives: phase, view-local location, tap count.
@MainActor
final class TouchLoggingView: View {
  var log: [String] = []

  override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { record("began", touches) }
  override func touchesMoved(_ touches: Set<Touch>, with event: Event?) { record("moved", touches) }
  override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { record("ended", touches) }
  override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { record("cancelled", touches) }

  private func record(_ phase: String, _ touches: Set<Touch>) {
    for touch in touches.sorted(by: { $0.identifier < $1.identifier }) {
      let p = touch.location(in: self)
      log.append("\(phase) \(touch.identifier) (\(Int(p.x)),\(Int(p.y))) x\(touch.tapCount)")
    }
  }
}

@MainActor
@Suite struct TouchDeliveryTests {
  private func makeWindow() -> (Window, TouchLoggingView, TouchLoggingView) {
    let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 200))
    let left = TouchLoggingView(frame: Rect(x: 0, y: 0, width: 100, height: 200))
    let right = TouchLoggingView(frame: Rect(x: 100, y: 0, width: 100, height: 200))
    window.addSubview(left)
    window.addSubview(right)
    return (window, left, right)
  }

  @Test func aTouchStaysWithTheViewItLandedOn() {
    let (window, left, right) = makeWindow()
    window.handle([
      TouchInput(location: Point(x: 50, y: 50), phase: .began, timestamp: 0),
      TouchInput(location: Point(x: 150, y: 60), phase: .moved, timestamp: 0.1),
      TouchInput(location: Point(x: 160, y: 70), phase: .ended, timestamp: 0.2),
    ])
    #expect(left.log == ["began 0 (50,50) x1", "moved 0 (150,60) x1", "ended 0 (160,70) x1"])
    #expect(right.log.isEmpty)
  }

  @Test func twoFingersOnTwoViewsAreDeliveredSeparatelyAndStationaryOnesAreNot() {
    let (window, left, right) = makeWindow()
    window.handle([
      TouchInput(identifier: 1, location: Point(x: 10, y: 10), phase: .began, timestamp: 0),
      TouchInput(identifier: 2, location: Point(x: 110, y: 10), phase: .began, timestamp: 0),
      TouchInput(identifier: 2, location: Point(x: 120, y: 10), phase: .moved, timestamp: 0.1),
      TouchInput(identifier: 1, location: Point(x: 10, y: 10), phase: .cancelled, timestamp: 0.2),
      TouchInput(identifier: 2, location: Point(x: 120, y: 10), phase: .ended, timestamp: 0.2),
    ])
    #expect(left.log == ["began 1 (10,10) x1", "cancelled 1 (10,10) x1"])
    #expect(right.log == ["began 2 (10,10) x1", "moved 2 (20,10) x1", "ended 2 (20,10) x1"])
  }

  @Test func quickTapsNearbyCountUpAndSlowOrDistantOnesStartAgain() {
    let (window, left, _) = makeWindow()
    var inputs: [TouchInput] = []
    for (time, x) in [(0.0, 20.0), (0.3, 25.0), (0.6, 30.0), (1.2, 30.0), (1.4, 90.0)] {
      inputs.append(TouchInput(location: Point(x: x, y: 20), phase: .began, timestamp: time))
      inputs.append(TouchInput(location: Point(x: x, y: 20), phase: .ended, timestamp: time + 0.05))
    }
    window.handle(inputs)
    #expect(
      left.log.filter { $0.hasPrefix("ended") }.map { $0.split(separator: " ").last! } == [
        "x1", "x2", "x3", "x1", "x1",
      ])
  }

  @Test func aMoveWithoutABeganIsReportedAndDropped() {
    let (window, left, _) = makeWindow()
    let messages = Diagnostics.collecting {
      window.handle([TouchInput(identifier: 3, location: Point(x: 10, y: 10), phase: .moved, timestamp: 1)])
    }.diagnostics.map(\.message)
    #expect(left.log.isEmpty)
    #expect(
      messages == ["touch 3 moved at t=1.0 without a began sample; dropped (start each finger with a began sample)"])
  }

  @Test func unhandledTouchesTravelUpTheResponderChain() {
    let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 200))
    let parent = TouchLoggingView(frame: Rect(x: 0, y: 0, width: 200, height: 200))
    let child = View(frame: Rect(x: 50, y: 50, width: 50, height: 50))
    window.addSubview(parent)
    parent.addSubview(child)
    window.handle([
      TouchInput(location: Point(x: 60, y: 60), phase: .began, timestamp: 0),
      TouchInput(location: Point(x: 60, y: 60), phase: .ended, timestamp: 0.1),
    ])
    #expect(parent.log == ["began 0 (60,60) x1", "ended 0 (60,60) x1"])
  }

  @Test func theTouchKnowsItsPreviousLocation() {
    let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 200))
    let view = View(frame: Rect(x: 10, y: 10, width: 180, height: 180))
    window.addSubview(view)
    let touch = Touch(location: Point(x: 20, y: 20), in: window, view: view, timestamp: 0)
    touch.update(location: Point(x: 40, y: 30), timestamp: 0.1, phase: .moved)
    #expect(touch.location(in: view) == Point(x: 30, y: 20))
    #expect(touch.previousLocation(in: view) == Point(x: 10, y: 10))
    #expect(touch.location(in: nil) == Point(x: 40, y: 30))
  }
}
