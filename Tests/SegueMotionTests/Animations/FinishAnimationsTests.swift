import SegueMotion
import Testing

/// `finishAnimations(beginningAtOrAfter:)`: ends the animations a transition began, at once,
/// moving no layer's time.
@MainActor
@Suite struct FinishAnimationsTests {
  @Test func endsTheAnimationsBegunSinceATimeInTreeOrderAndKeepsTheOlderOnes() {
    let log = CompletionLog()
    let root = Layer()
    let child = Layer()
    root.addSublayer(child)
    root.add(log.fade(beginningAt: 1, name: "old"), forKey: "old")
    root.add(log.fade(beginningAt: 5, name: "root"), forKey: "new")
    child.add(log.fade(beginningAt: 5.5, name: "child"), forKey: "new")
    root.commit(at: 1.5)
    root.finishAnimations(beginningAtOrAfter: 5)
    #expect(log.entries == ["root true", "child true"])
    #expect(root.animationKeys == ["old"] && child.animationKeys.isEmpty)
    #expect(root.timing.timeOffset == 0 && child.timing.timeOffset == 0, "no layer's time moved")
  }

  @Test func aSublayersOwnTimeDecidesWhichBeganSince() {
    let log = CompletionLog()
    let root = Layer()
    let child = Layer()
    child.timing.timeOffset = 10
    root.addSublayer(child)
    // In the child's time, the parent's 5 reads 15.
    child.add(log.fade(beginningAt: 14, name: "before"), forKey: "before")
    child.add(log.fade(beginningAt: 15, name: "since"), forKey: "since")
    root.finishAnimations(beginningAtOrAfter: 5)
    #expect(log.entries == ["since true"])
    #expect(child.animationKeys == ["before"])
  }

  @Test func anAnimationWaitingForItsCommitCountsAsBeginningNowAndOneThatNeverEndsPlaysOn() {
    let log = CompletionLog()
    let layer = Layer()
    let pending = BasicAnimation(.opacity, from: 0, to: 1)
    pending.duration = 1
    pending.completion = { finished in log.entries.append("pending \(finished)") }
    layer.add(pending, forKey: "pending")
    let forever = log.fade(beginningAt: 3, name: "forever")
    forever.repeatCount = .infinity
    layer.add(forever, forKey: "forever")
    layer.finishAnimations(beginningAtOrAfter: 2)
    #expect(log.entries == ["pending true"])
    #expect(layer.animationKeys == ["forever"])
  }
}
