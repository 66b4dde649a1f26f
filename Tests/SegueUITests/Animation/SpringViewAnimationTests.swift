import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueUI
import Testing

@MainActor
@Suite struct SpringViewAnimationTests {
  @Test func theSpringFormFollowsSegueMotionsSpring() {
    let stage = AnimationStage()
    stage.view.center = Point(x: 0, y: 0)
    View.animate(
      withDuration: 0.8, delay: 0, usingSpringWithDamping: 0.4, initialSpringVelocity: 2, options: [],
      animations: { stage.view.center = Point(x: 200, y: 0) })
    let spring = Spring(duration: 0.8, usingSpringWithDamping: 0.4, initialSpringVelocity: 2)
    var overshoots = false
    for t in stride(from: 0.0, through: 0.75, by: 0.05) {
      let expected = 200 * spring.position(at: t, initialVelocity: 2)
      let shown = stage.shown(at: t).position.x
      #expect(isClose(shown, expected, tolerance: 1e-9), "t = \(t)")
      if shown > 200 { overshoots = true }
    }
    #expect(overshoots)
    #expect(isClose(stage.shown(at: 0.8).position.x, 200 * spring.position(at: 0.8, initialVelocity: 2)))
    stage.run(until: 0.8)
    #expect(stage.shown(at: 0.8).position.x == 200)
  }

  @Test func theInitialVelocityIsInUnitsOfTheTotalDistancePerSecond() {
    let stage = AnimationStage()
    stage.view.center = Point(x: 0, y: 0)
    View.animate(
      withDuration: 1, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0.5, options: [],
      animations: { stage.view.center = Point(x: 200, y: 0) })
    let step = 1e-6
    let speed = (stage.shown(at: step).position.x - stage.shown(at: 0).position.x) / step
    #expect(isClose(speed, 100, tolerance: 0.05))
  }

  @Test func aSpringCompletesAtItsDurationAndNestedBlocksInheritIt() {
    let stage = AnimationStage()
    let other = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    stage.window.addSubview(other)
    let log = CallLog()
    View.animate(
      withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0, options: [],
      animations: {
        stage.view.alpha = 0
        View.animate(withDuration: 3, animations: { other.alpha = 0 }) { log.append("inner \($0)") }
      }, completion: { log.append("outer \($0)") })
    let spring = Spring(duration: 0.5, usingSpringWithDamping: 0.6)
    #expect(isClose(stage.shown(other, at: 0.2).opacity, 1 - spring.position(at: 0.2)))
    stage.run(until: 0.5)
    #expect(log.entries == ["outer true", "inner true"], "completions due in one frame run in layer-tree order")
  }

  @Test func invalidSpringSettingsAreReportedAndReplaced() {
    let stage = AnimationStage()
    let messages = diagnosticMessages {
      View.animate(
        withDuration: 1, delay: 0, usingSpringWithDamping: .nan, initialSpringVelocity: .infinity, options: [],
        animations: { stage.view.alpha = 0 })
    }
    #expect(
      messages == [
        "View.animate: usingSpringWithDamping is NaN; using 1 (critical damping)",
        "View.animate: initialSpringVelocity inf is not finite; using 0",
      ])
    let spring = Spring(duration: 1, usingSpringWithDamping: 1)
    #expect(isClose(stage.shown(at: 0.3).opacity, 1 - spring.position(at: 0.3)))
  }
}
