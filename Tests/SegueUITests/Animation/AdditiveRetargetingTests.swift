import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueUI
import Testing

@MainActor
@Suite struct AdditiveRetargetingTests {
  @Test func aViewIsNeverSeenToJumpWhenBlocksRetargetItsFrameOrAlpha() {
    let stage = AnimationStage()
    stage.view.frame = Rect(x: 0, y: 0, width: 10, height: 10)
    var time = 0.0
    for (index, target) in [100.0, 20, 180, 60].enumerated() {
      let before = stage.shown(at: time)
      View.animate(
        withDuration: 0.4, delay: 0, options: index.isMultiple(of: 2) ? .curveEaseInOut : .curveLinear,
        animations: {
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
