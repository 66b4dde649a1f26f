import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueUI
import Testing

extension HitTestingTests {
  @Test func aViewScaledToNothingIsNeverHit() {
    let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    let collapsed = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    collapsed.transform = AffineTransform(scaleX: 0, y: 0)
    window.addSubview(collapsed)
    #expect(window.hitTest(Point(x: 390, y: 390), with: nil) === window)
    #expect(window.hitTest(Point(x: 50, y: 50), with: nil) === window)
    #expect(!collapsed.convert(Point(x: 50, y: 50), from: window).x.isFinite)
  }
}
