import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueUI
import Testing

/// An owner of a view whose tap recognizer targets one of the owner's methods.
@MainActor
final class TapOwner {
  let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
  var taps = 0

  init() {
    view.addGestureRecognizer(TapGestureRecognizer(target: self, action: TapOwner.handleTap))
  }

  func handleTap(_ tap: TapGestureRecognizer) { taps += 1 }
}

extension GestureRecognizerTests {
  @Test func aTargetMethodDoesNotKeepItsOwnerAlive() {
    weak var weakOwner: TapOwner?
    weak var weakView: View?
    do {
      let owner = TapOwner()
      weakOwner = owner
      weakView = owner.view
      let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
      window.addSubview(owner.view)
      window.handle([
        TouchInput(location: Point(x: 10, y: 10), phase: .began, timestamp: 0),
        TouchInput(location: Point(x: 10, y: 10), phase: .ended, timestamp: 0.05),
      ])
      #expect(owner.taps == 1)
      owner.view.removeFromSuperview()
    }
    #expect(weakOwner == nil)
    #expect(weakView == nil)
  }
}
