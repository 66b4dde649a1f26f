import SegueGeometry
import SegueMotion
import Testing

@MainActor
@Suite struct AnimationStartTests {
  private func fade() -> BasicAnimation<Double> {
    let animation = BasicAnimation(LayerProperty<Double>.opacity, from: 1, to: 0)
    animation.duration = 1
    return animation
  }

  @Test func anExplicitStartAtZeroIsKeptThroughTheCommit() {
    let layer = Layer()
    layer.add(fade(), forKey: "fade", start: .at(0))
    layer.commit(at: 0.5)
    #expect(layer.animation(forKey: "fade")?.beginTime == 0)
    #expect(layer.presentation(at: 0.25).opacity == 0.75)
  }

  @Test func anExplicitStartIsInTheLayersLocalTime() {
    let parent = Layer()
    let layer = Layer()
    parent.addSublayer(layer)
    parent.speed = 0
    parent.timeOffset = 2
    layer.add(fade(), forKey: "fade", start: .at(2))
    #expect(layer.presentation(at: 100).opacity == 1)
    parent.timeOffset = 2.5
    #expect(layer.presentation(at: 100).opacity == 0.5)
  }

  @Test func aStartAfterTheCommitWaitsItsDelayFromTheCommitsTime() {
    let layer = Layer()
    layer.add(fade(), forKey: "fade", start: .afterCommit(delay: 0.5))
    let animation = fade()
    animation.fillMode = .backwards
    layer.add(animation, forKey: "filled", start: .afterCommit(delay: 0.5))
    #expect(layer.presentation(at: 3).opacity == 1)
    layer.commit(at: 10)
    #expect(layer.animation(forKey: "fade")?.beginTime == 10.5)
    #expect(layer.presentation(at: 11).opacity == 0.5)
  }

  @Test func aDelegateCanScheduleTheAnimationItReturns() {
    final class Scheduler: LayerDelegate {
      func action(for layer: Layer, change: PropertyChange) -> LayerAction {
        let animation = change.makeAnimation()
        animation.duration = 2
        return .scheduledAnimation(animation, start: .at(0))
      }
    }
    let scheduler = Scheduler()
    let layer = Layer()
    layer.delegate = scheduler
    Transaction.perform { layer.opacity = 0 }
    layer.commit(at: 1.5)
    #expect(layer.animation(forKey: "opacity")?.beginTime == 0)
    #expect(layer.presentation(at: 1).opacity == 0.5)
  }
}
