import SegueGeometry
import SegueMotion
import Testing

@MainActor
@Suite struct LatestAnimationEndTests {
  private func fade(beginning begin: Double, duration: Double) -> BasicAnimation<Double> {
    let animation = BasicAnimation(.opacity, from: 0.0, to: 1.0)
    animation.beginTime = begin
    animation.duration = duration
    return animation
  }

  @Test func theLatestEndOfTheSubtreesAnimationsBegunSinceATimeIsInTheLayersTime() {
    let root = Layer()
    let child = Layer()
    child.timing.speed = 2
    child.timing.beginTime = 1
    root.addSublayer(child)
    root.add(fade(beginning: 0, duration: 5), forKey: "old")
    root.add(fade(beginning: 3, duration: 1), forKey: "new")
    child.add(fade(beginning: 4, duration: 6), forKey: "child")
    #expect(root.latestAnimationEnd(beginningAtOrAfter: 2) == 6)
    #expect(root.latestAnimationEnd(beginningAtOrAfter: 5) == nil)
    let repeating = fade(beginning: 3, duration: 1)
    repeating.repeatCount = .infinity
    root.add(repeating, forKey: "forever")
    #expect(root.latestAnimationEnd(beginningAtOrAfter: 2) == 6)
  }

  @Test func aPausedSublayerKeepsItsAnimationsOut() {
    let root = Layer()
    let child = Layer()
    child.timing.speed = 0
    root.addSublayer(child)
    child.add(fade(beginning: 0, duration: 1), forKey: "child")
    #expect(root.latestAnimationEnd(beginningAtOrAfter: 0) == nil)
  }
}
