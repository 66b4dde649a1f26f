import PropertyBased
import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueUI
import Testing

@MainActor
@Suite struct PropertyAnimatorPropertyTests {
  /// Pausing anywhere never moves what is shown; scrubbing linearly shows the fraction; a
  /// continuation starts where the views are and ends after exactly its duration factor.
  @Test func pausingScrubbingAndContinuingAreExact() async {
    await propertyCheck(input: Gen.double(in: 0...1).array(of: 5)) { (u: [Double]) in
      let curve = View.AnimationCurve.allCases[Int(u[0] * 3.999)]
      let pauseTime = 0.05 + 0.9 * u[1]
      let fraction = u[2]
      let factor = 0.1 + 2 * u[3]
      let stage = AnimationStage()
      stage.view.center = Point(x: 0, y: 0)
      let animator = PropertyAnimator(duration: 1, curve: curve) { stage.view.center = Point(x: 100, y: 0) }
      animator.scrubsLinearly = u[4] < 0.5
      animator.startAnimation()
      stage.run(until: pauseTime)
      let shown = stage.shown(at: pauseTime).position.x
      animator.pauseAnimation()
      #expect(stage.shown(at: pauseTime).position.x == shown)
      animator.fractionComplete = fraction
      let scrubbed = stage.shown(at: pauseTime).position.x
      let expected = animator.scrubsLinearly ? 100 * fraction : 100 * curve.timingFunction.value(at: fraction)
      #expect(isClose(scrubbed, expected, tolerance: 1e-5))
      animator.continueAnimation(withTimingParameters: nil, durationFactor: factor)
      #expect(isClose(stage.shown(at: pauseTime).position.x, scrubbed, tolerance: 1e-9))
      stage.run(until: pauseTime + factor - 0.001)
      #expect(animator.state == .active)
      stage.run(until: pauseTime + factor)
      #expect(animator.state == .inactive)
      #expect(stage.shown(at: pauseTime + factor).position.x == 100)
    }
  }
}
