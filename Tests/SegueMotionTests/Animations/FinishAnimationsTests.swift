import SegueMotion
import Testing

/// `finishAnimations(beginningAtOrAfter:)`: ends the animations a transition began, at once,
/// moving no layer's time.
@MainActor
@Suite struct FinishAnimationsTests {
  private final class Log {
    var entries: [String] = []
  }

  private func fade(beginningAt begin: Double, log: Log, name: String) -> BasicAnimation<Double> {
    let animation = BasicAnimation(.opacity, from: 0, to: 1)
    animation.duration = 1
    animation.beginTime = begin
    animation.completion = { finished in log.entries.append("\(name) \(finished)") }
    return animation
  }

  @Test func endsTheAnimationsBegunSinceATimeInTreeOrderAndKeepsTheOlderOnes() {
    let log = Log()
    let root = Layer()
    let child = Layer()
    root.addSublayer(child)
    root.add(fade(beginningAt: 1, log: log, name: "old"), forKey: "old")
    root.add(fade(beginningAt: 5, log: log, name: "root"), forKey: "new")
    child.add(fade(beginningAt: 5.5, log: log, name: "child"), forKey: "new")
    root.commit(at: 1.5)
    root.finishAnimations(beginningAtOrAfter: 5)
    #expect(log.entries == ["root true", "child true"])
    #expect(root.animationKeys == ["old"] && child.animationKeys.isEmpty)
    #expect(root.timing.timeOffset == 0 && child.timing.timeOffset == 0, "no layer's time moved")
  }

  @Test func aSublayersOwnTimeDecidesWhichBeganSince() {
    let log = Log()
    let root = Layer()
    let child = Layer()
    child.timing.timeOffset = 10
    root.addSublayer(child)
    // In the child's time, the parent's 5 reads 15.
    child.add(fade(beginningAt: 14, log: log, name: "before"), forKey: "before")
    child.add(fade(beginningAt: 15, log: log, name: "since"), forKey: "since")
    root.finishAnimations(beginningAtOrAfter: 5)
    #expect(log.entries == ["since true"])
    #expect(child.animationKeys == ["before"])
  }

  @Test func anAnimationWaitingForItsCommitCountsAsBeginningNowAndOneThatNeverEndsPlaysOn() {
    let log = Log()
    let layer = Layer()
    let pending = BasicAnimation(.opacity, from: 0, to: 1)
    pending.duration = 1
    pending.completion = { finished in log.entries.append("pending \(finished)") }
    layer.add(pending, forKey: "pending")
    let forever = fade(beginningAt: 3, log: log, name: "forever")
    forever.repeatCount = .infinity
    layer.add(forever, forKey: "forever")
    layer.finishAnimations(beginningAtOrAfter: 2)
    #expect(log.entries == ["pending true"])
    #expect(layer.animationKeys == ["forever"])
  }
}
