import SegueMotion
import Testing

@MainActor
@Suite struct AnimationLifecycleTests {
  @Test func finishingReportsTrueOnceAndRemoves() {
    let log = CompletionLog()
    let layer = Layer()
    layer.add(log.fade(name: "fade"), forKey: "fade")
    layer.commit(at: 0)
    layer.commit(at: 0.99)
    #expect(log.entries.isEmpty)
    layer.commit(at: 1)
    layer.commit(at: 2)
    #expect(log.entries == ["fade true"])
    #expect(layer.animationKeys.isEmpty)
  }

  @Test func removingEarlyReportsFalse() {
    let log = CompletionLog()
    let layer = Layer()
    layer.add(log.fade(name: "fade"), forKey: "fade")
    layer.commit(at: 0)
    layer.removeAnimation(forKey: "fade")
    #expect(log.entries == ["fade false"])
  }

  @Test func replacingUnderTheSameKeyReportsFalseForTheOldOne() {
    let log = CompletionLog()
    let layer = Layer()
    layer.add(log.fade(name: "old"), forKey: "fade")
    layer.add(log.fade(name: "new"), forKey: "fade")
    layer.commit(at: 0)
    layer.commit(at: 1)
    #expect(log.entries == ["old false", "new true"])
  }

  @Test func keptAnimationWithForwardFillHoldsItsEndValue() {
    let log = CompletionLog()
    let layer = Layer()
    let animation = log.fade(name: "fade")
    animation.isRemovedOnCompletion = false
    animation.fillMode = .forwards
    layer.opacity = 0.3
    layer.add(animation, forKey: "fade")
    layer.commit(at: 0)
    layer.commit(at: 1.5)
    layer.commit(at: 3)
    #expect(log.entries == ["fade true"])
    #expect(layer.presentation(at: 5).opacity == 1)
    layer.removeAllAnimations()
    #expect(log.entries == ["fade true"])
    #expect(layer.presentation(at: 5).opacity == 0.3)
  }

  @Test func beginTimeZeroIsReplacedByTheLayersTimeAtCommit() {
    let root = Layer()
    let layer = Layer()
    layer.speed = 2
    root.addSublayer(layer)
    layer.add(CompletionLog().fade(duration: 1, name: "fade"), forKey: "fade")
    root.commit(at: 10)
    #expect(layer.animation(forKey: "fade")?.beginTime == 20)
    #expect(layer.presentation(at: 10.25).opacity == 0.5)
  }

  @Test func uncommittedAnimationStartsWhenFirstEvaluated() {
    let layer = Layer()
    layer.opacity = 0.7
    layer.add(CompletionLog().fade(name: "fade"), forKey: "fade")
    #expect(layer.presentation(at: 42).opacity == 0)
  }

  @Test func explicitBeginTimeDelaysTheAnimation() {
    let layer = Layer()
    layer.opacity = 0.7
    let animation = CompletionLog().fade(name: "fade")
    animation.beginTime = 2
    animation.fillMode = .backwards
    layer.add(animation)
    layer.commit(at: 0)
    #expect(layer.presentation(at: 1).opacity == 0)
    #expect(layer.presentation(at: 2.5).opacity == 0.5)
  }

  @Test func percentDrivenRecipeScrubsAPausedLayer() {
    // The container is paused first; animations added then start at its timeOffset (0), and
    // setting timeOffset scrubs them — what percent-driven transitions rely on.
    let log = CompletionLog()
    let container = Layer()
    let view = Layer()
    container.addSublayer(view)
    container.speed = 0
    container.timeOffset = 0
    view.add(log.fade(duration: 0.5, name: "fade"), forKey: "fade")
    container.commit(at: 100)
    #expect(view.animation(forKey: "fade")?.beginTime == 0)
    container.timeOffset = 0.5 * 0.4
    #expect(abs(view.presentation(at: 123).opacity - 0.4) < 1e-12)
    container.commit(at: 200)
    #expect(log.entries.isEmpty)
    // Resume from 0.4 at absolute 300: the rest plays over 0.3 s.
    let paused = container.timeOffset
    container.speed = 1
    container.timeOffset = 0
    container.beginTime = 0
    container.beginTime = container.convertTime(300, from: nil) - paused
    #expect(abs(view.presentation(at: 300.15).opacity - 0.7) < 1e-9)
    container.commit(at: 300.31)
    #expect(log.entries == ["fade true"])
  }

  @Test func pausedLayerNeverFinishes() {
    let log = CompletionLog()
    let layer = Layer()
    layer.add(log.fade(name: "fade"), forKey: "fade")
    layer.commit(at: 0)
    layer.speed = 0
    layer.timeOffset = 0.5
    layer.commit(at: 1000)
    #expect(log.entries.isEmpty)
  }

  @Test func completionsMayChangeTheTree() {
    let root = Layer()
    let child = Layer()
    root.addSublayer(child)
    let animation = BasicAnimation(.opacity, from: 0, to: 1)
    animation.duration = 0.5
    animation.completion = { _ in child.removeFromSuperlayer() }
    child.add(animation)
    root.commit(at: 0)
    root.commit(at: 1)
    #expect(root.sublayers.isEmpty)
  }
}
