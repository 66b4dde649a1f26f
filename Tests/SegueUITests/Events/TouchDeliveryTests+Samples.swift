import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueUI
import Testing

extension TouchDeliveryTests {
  @Test func aFingerThatLandsAndLiftsAtOneTimestampIsDeliveredWhole() {
    let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 200))
    let view = TouchLoggingView(frame: window.bounds)
    window.addSubview(view)
    var taps = 0
    view.addGestureRecognizer(TapGestureRecognizer { _ in taps += 1 })
    view.addGestureRecognizer(PanGestureRecognizer())
    window.handle([
      TouchInput(location: Point(x: 100, y: 100), phase: .began, timestamp: 0),
      TouchInput(location: Point(x: 100, y: 100), phase: .ended, timestamp: 0),
    ])
    #expect(taps == 1)
    #expect(view.log.first == "began 0 (100,100) x1")
  }
  @Test func aStationarySampleIsNotAMove() {
    let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 200))
    let view = TouchLoggingView(frame: window.bounds)
    window.addSubview(view)
    window.handle([
      TouchInput(location: Point(x: 10, y: 10), phase: .began, timestamp: 0),
      TouchInput(location: Point(x: 10, y: 10), phase: .stationary, timestamp: 0.1),
      TouchInput(location: Point(x: 12, y: 10), phase: .stationary, timestamp: 0.2),
    ])
    #expect(view.log == ["began 0 (10,10) x1", "moved 0 (12,10) x1"])
  }
}
