import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueUI
import Testing

extension ViewAnimationTests {
  @Test func chainedAnimatorsWithoutAClockDoNotNest() {
    let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    var depth = 0
    var deepest = 0
    var runs = 0
    func pulse() {
      guard runs < 200 else { return }
      runs += 1
      depth += 1
      deepest = max(deepest, depth)
      defer { depth -= 1 }
      let animator = PropertyAnimator(duration: 1, curve: .easeInOut) { view.alpha = view.alpha == 1 ? 0.5 : 1 }
      animator.addCompletion { _ in pulse() }
      animator.startAnimation()
    }
    _ = Diagnostics.collecting { pulse() }
    #expect(runs == 200)
    #expect(deepest <= 2)
  }
  @Test func aViewLeavingItsWindowLosesItsAnimationsAndTheirBlocksCompleteWithFalse() {
    let clock = VirtualClock()
    let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let app = Application(window: window, clock: clock, framesPerSecond: 10)
    let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    window.addSubview(view)
    var results: [Bool] = []
    View.animate(withDuration: 0.3, animations: { view.alpha = 0 }, completion: { results.append($0) })
    app.runFrame()
    app.step(clock)
    view.removeFromSuperview()
    app.step(clock)
    #expect(results == [false])
    #expect(view.layer.animationKeys.isEmpty)
    window.addSubview(view)
    app.step(clock)
    #expect(view.layer.presentation(at: clock.now).opacity == 0)
  }
}
