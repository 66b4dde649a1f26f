import SegueGeometry
import SegueMotion
import Testing

@MainActor
@Suite struct TransactionTests {
  @Test func changesOutsideATransactionApplyAtOnce() {
    let layer = Layer()
    layer.opacity = 0.5
    #expect(layer.animationKeys.isEmpty)
    #expect(layer.presentation(at: 0).opacity == 0.5)
  }

  @Test func changesInsideATransactionAnimateFromTheOldValue() {
    let layer = Layer()
    Transaction.perform {
      layer.opacity = 0
    }
    #expect(layer.animationKeys == ["opacity"])
    let animation = layer.animation(forKey: "opacity")
    #expect(animation?.duration == 0.25)
    #expect(animation?.timingFunction == .default)
    layer.commit(at: 10)
    #expect(layer.presentation(at: 10).opacity == 1)
    #expect(abs(layer.presentation(at: 10.125).opacity - (1 - TimingFunction.default.value(at: 0.5))) < 1e-12)
    #expect(layer.presentation(at: 10.25).opacity == 0)
  }

  @Test func settingsNestAndInnerValuesWin() {
    let layer = Layer()
    Transaction.begin()
    Transaction.animationDuration = 2
    Transaction.animationTimingFunction = .linear
    Transaction.begin()
    #expect(Transaction.animationDuration == 2)
    Transaction.animationDuration = 1
    layer.position = Point(x: 10, y: 0)
    Transaction.commit()
    #expect(Transaction.animationDuration == 2)
    Transaction.commit()
    #expect(Transaction.animationDuration == 0.25)
    let animation = layer.animation(forKey: "position")
    #expect(animation?.duration == 1)
    #expect(animation?.timingFunction == .linear)
  }

  @Test func disablingActionsSkipsTheAnimation() {
    let layer = Layer()
    Transaction.perform {
      Transaction.disableActions = true
      layer.opacity = 0
    }
    #expect(layer.animationKeys.isEmpty)
  }

  @Test func theDelegateChoosesTheAction() {
    final class Delegate: LayerDelegate {
      var keys: [String] = []
      func action(for layer: Layer, change: PropertyChange) -> LayerAction {
        keys.append(change.key)
        if change.key == "opacity" { return .none }
        let animation = change.makeAnimation()
        animation.duration = 3
        return .animation(animation)
      }
    }
    let delegate = Delegate()
    let layer = Layer()
    layer.delegate = delegate
    Transaction.perform {
      layer.opacity = 0
      layer.cornerRadius = 4
    }
    #expect(delegate.keys == ["opacity", "cornerRadius"])
    #expect(layer.animationKeys == ["cornerRadius"])
    #expect(layer.animation(forKey: "cornerRadius")?.duration == 3)
  }

  @Test func completionRunsWhenEverythingStartedInItHasFinished() {
    var log: [String] = []
    let a = Layer()
    let b = Layer()
    let root = Layer()
    root.addSublayer(a)
    root.addSublayer(b)
    Transaction.begin()
    Transaction.completionBlock = { log.append("transaction") }
    a.opacity = 0
    let slow = BasicAnimation(.opacity, from: 0, to: 1)
    slow.duration = 1
    slow.completion = { _ in log.append("slow") }
    b.add(slow, forKey: "slow")
    Transaction.commit()
    #expect(log.isEmpty)
    root.commit(at: 0)
    root.commit(at: 0.5)
    #expect(log.isEmpty)
    root.commit(at: 1)
    #expect(log == ["slow", "transaction"])
  }

  @Test func completionCountsRemovedAnimationsAndRunsAtOnceWhenEmpty() {
    var log: [String] = []
    let layer = Layer()
    Transaction.begin()
    Transaction.completionBlock = { log.append("first") }
    layer.opacity = 0
    Transaction.commit()
    layer.removeAnimation(forKey: "opacity")
    #expect(log == ["first"])
    Transaction.perform {
      Transaction.completionBlock = { log.append("empty") }
    }
    #expect(log == ["first", "empty"])
  }

  @Test func commitWithoutBeginIsIgnored() {
    Transaction.commit()
    #expect(!Transaction.isOpen)
  }

  @Test func frameChangesAnimateBoundsAndPosition() {
    let layer = Layer(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    Transaction.perform {
      layer.frame = Rect(x: 10, y: 10, width: 20, height: 20)
    }
    #expect(Set(layer.animationKeys) == ["bounds", "position"])
  }
}
