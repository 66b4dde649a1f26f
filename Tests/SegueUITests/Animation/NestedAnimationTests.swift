import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueUI
import Testing

@MainActor
@Suite struct NestedAnimationTests {
  private func nested(_ innerOptions: View.AnimationOptions, innerDuration: Double = 4) -> (AnimationStage, View) {
    let stage = AnimationStage()
    let inner = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    stage.window.addSubview(inner)
    View.animate(
      withDuration: 2, delay: 0, options: [.curveLinear, .autoreverse],
      animations: {
        stage.view.alpha = 0
        View.animate(withDuration: innerDuration, delay: 0, options: innerOptions, animations: { inner.alpha = 0 })
      })
    return (stage, inner)
  }

  @Test func aNestedBlockInheritsDurationCurveAndOptions() {
    let (stage, inner) = nested(.curveEaseIn)
    #expect(isClose(stage.shown(inner, at: 0.5).opacity, 0.75))
    #expect(isClose(stage.shown(inner, at: 3).opacity, 0.5))
    #expect(stage.shown(inner, at: 4).opacity == 1)
    stage.run(until: 4)
    #expect(stage.shown(inner, at: 4).opacity == 0)
  }

  @Test func overrideInheritedDurationKeepsTheInnerDuration() {
    let (stage, inner) = nested([.overrideInheritedDuration, .curveEaseIn])
    #expect(isClose(stage.shown(inner, at: 2).opacity, 0.5))
    #expect(isClose(stage.shown(inner, at: 6).opacity, 0.5))
  }

  @Test func overrideInheritedCurveKeepsTheInnerCurve() {
    let (stage, inner) = nested([.overrideInheritedCurve, .curveEaseIn])
    #expect(isClose(stage.shown(inner, at: 0.5).opacity, 1 - TimingFunction.easeIn.value(at: 0.25)))
    #expect(isClose(stage.shown(inner, at: 3).opacity, 1 - TimingFunction.easeIn.value(at: 0.5)))
  }

  @Test func overrideInheritedOptionsDropsTheOuterFlagsAndCurve() {
    let (stage, inner) = nested([.overrideInheritedOptions, .curveEaseIn])
    #expect(isClose(stage.shown(inner, at: 0.5).opacity, 1 - TimingFunction.easeIn.value(at: 0.25)))
    #expect(stage.shown(inner, at: 3).opacity == 0)
  }

  @Test func delaysAddUp() {
    let stage = AnimationStage()
    let inner = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    stage.window.addSubview(inner)
    View.animate(
      withDuration: 1, delay: 1, options: .curveLinear,
      animations: {
        View.animate(withDuration: 1, delay: 0.5, options: [], animations: { inner.alpha = 0 })
      })
    #expect(stage.shown(inner, at: 1.4).opacity == 1)
    #expect(isClose(stage.shown(inner, at: 2).opacity, 0.5))
  }

  @Test func aNestedChangeOfTheSamePropertyAddsToTheOuterAnimation() {
    let stage = AnimationStage()
    let log = CallLog()
    View.animate(
      withDuration: 1, delay: 0, options: .curveLinear,
      animations: {
        stage.view.alpha = 0.5
        View.animate(withDuration: 1, animations: { stage.view.alpha = 0 }) { log.append("inner \($0)") }
      }, completion: { log.append("outer \($0)") })
    // Model 0; outer runs 1 − 0.5 → 0 and inner 0.5 − 0 → 0, both linear over 1 s: half left each.
    #expect(isClose(stage.shown(at: 0.5).opacity, 0.5))
    stage.run(until: 1)
    #expect(log.entries == ["outer true", "inner true"])
  }
}
