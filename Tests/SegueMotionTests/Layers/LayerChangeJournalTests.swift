import SegueGeometry
import Testing

@testable import SegueMotion

/// The journal gives the changes after a revision in order, and refuses once it no longer holds
/// them all, so that a presentation frame flattens again rather than miss a change.
@MainActor
@Suite struct LayerChangeJournalTests {
  @Test func theChangesAfterARevisionComeInOrderUntilTheRingWrapsPastThem() {
    let layers = (0..<3).map { _ in Layer() }
    var journal = LayerChangeJournal()
    let kinds: [LayerChangeJournal.Kind] = [.model, .timing, .structure]
    let count = UInt64(LayerChangeJournal.capacity + 40)
    for revision in 1...count {
      let change = LayerChangeJournal.Change(
        layer: ObjectIdentifier(layers[Int(revision % 3)]), kind: kinds[Int(revision % 3)])
      journal.record(change, revision: revision)
    }
    var seen: [ObjectIdentifier] = []
    #expect(
      journal.forEachChange(after: count - 10, upTo: count) {
        seen.append($0.layer)
        return true
      })
    #expect(seen == ((count - 9)...count).map { ObjectIdentifier(layers[Int($0 % 3)]) })
    #expect(!journal.forEachChange(after: 0, upTo: count) { _ in true })
    #expect(!journal.forEachChange(after: count - 5, upTo: count) { $0.kind != .structure })
    #expect(journal.forEachChange(after: count, upTo: count) { _ in false })
  }

  @Test func aFrameFlattensAgainWhenMoreChangesHappenedThanTheJournalHolds() {
    let root = Layer()
    let layer = Layer(frame: Rect(x: 0, y: 0, width: 4, height: 4))
    root.addSublayer(layer)
    let frame = PresentationFrame(root: root)
    frame.update(at: 0)
    let flattenings = frame.flattenings
    for step in 0...LayerChangeJournal.capacity { layer.opacity = Double(step % 10) / 10 }
    frame.update(at: 0)
    #expect(frame.flattenings == flattenings + 1)
    #expect(frame.values(of: layer)?.opacity == layer.opacity)
    layer.opacity = 0.25
    frame.update(at: 0)
    #expect(frame.flattenings == flattenings + 1)
    #expect(frame.values(of: layer)?.opacity == 0.25)
  }
}
