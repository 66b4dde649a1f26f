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

/// Fixes for what a review of SegueUI found, each checked as a UIKit developer would notice it.
@MainActor
@Suite struct ReviewFixesTests {
  @Test func movingASubviewTellsTheOldSuperviewAndAsksBothForLayout() {
    let log = Log()
    let oldParent = LoggingView("old", log: log)
    let newParent = LoggingView("new", log: log)
    let child = LoggingView("child", log: log)
    oldParent.addSubview(child)
    oldParent.layoutIfNeeded()
    newParent.layoutIfNeeded()
    log.entries.removeAll()
    newParent.addSubview(child)
    #expect(log.entries == ["child.willMoveToSuperview(new)", "old.willRemoveSubview(child)", "child.didMoveToSuperview", "new.didAddSubview(child)"])
    #expect(oldParent.needsLayout && newParent.needsLayout)
  }

  @Test func removingASubviewAsksTheSuperviewForLayout() {
    let parent = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let child = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    parent.addSubview(child)
    parent.layoutIfNeeded()
    child.removeFromSuperview()
    #expect(parent.needsLayout)
  }

  @Test func aViewScaledToNothingIsNeverHit() {
    let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    let collapsed = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    collapsed.transform = AffineTransform(scaleX: 0, y: 0)
    window.addSubview(collapsed)
    #expect(window.hitTest(Point(x: 390, y: 390), with: nil) === window)
    #expect(window.hitTest(Point(x: 50, y: 50), with: nil) === window)
    #expect(!collapsed.convert(Point(x: 50, y: 50), from: window).x.isFinite)
  }

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

@MainActor
@Suite struct AdditiveRetargetingTests {
  @Test func aViewIsNeverSeenToJumpWhenBlocksRetargetItsFrameOrAlpha() {
    let stage = AnimationStage()
    stage.view.frame = Rect(x: 0, y: 0, width: 10, height: 10)
    var time = 0.0
    for (index, target) in [100.0, 20, 180, 60].enumerated() {
      let before = stage.shown(at: time)
      View.animate(withDuration: 0.4, delay: 0, options: index.isMultiple(of: 2) ? .curveEaseInOut : .curveLinear, animations: {
        stage.view.frame = Rect(x: target, y: target / 2, width: 10 + target / 10, height: 10)
        stage.view.alpha = target / 200
      })
      let after = stage.shown(at: time)
      #expect(abs(after.position.x - before.position.x) < 1e-9 && abs(after.position.y - before.position.y) < 1e-9)
      #expect(abs(after.bounds.width - before.bounds.width) < 1e-9)
      #expect(abs(after.opacity - before.opacity) < 1e-9)
      time += 0.15
      stage.run(until: time)
    }
    stage.run(until: time + 1)
    #expect(stage.shown(at: time + 1).position == stage.view.center)
    #expect(stage.shown(at: time + 1).opacity == stage.view.alpha)
  }
}
