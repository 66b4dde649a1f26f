import SegueGeometry
import SegueMotion
import Testing

@testable import SegueRender

/// A layer drawn on a canvas of its own gets only the rows it and its sublayers reach: the
/// bytes are those of a canvas holding all its band's rows, for groups with shadows (large
/// offsets and blurs, sublayers casting their own), group opacity, masks, text and turns, in
/// bands of a few rows on one thread or several.
@MainActor
@Suite struct GroupRowsTests {
  private func scene(seed: UInt64) -> RenderLayer {
    var scenes = RandomScenes(seed: seed &+ 555)
    for _ in 0..<8 { _ = scenes.unit() }
    let root = Scenes.root(width: 64, height: 64)
    root.backgroundColor = scenes.color(opaque: true)
    root.addSublayer(scenes.container(at: Point(x: scenes.value(0...20), y: scenes.value(0...20))))
    let card = Layer(
      frame: Rect(x: scenes.value(4...30), y: scenes.value(4...30), width: 24, height: scenes.value(8...26)))
    card.backgroundColor = scenes.color()
    card.cornerRadius = scenes.value(0...6)
    card.opacity = scenes.unit() < 0.6 ? scenes.value(0.2...0.95) : 1
    card.shadowOpacity = scenes.unit() < 0.8 ? scenes.value(0.3...1) : 0
    card.shadowOffset = Size(width: scenes.value(-8...8), height: scenes.value(-8...8))
    card.shadowRadius = scenes.value(0...5)
    card.masksToBounds = scenes.unit() < 0.2
    if scenes.unit() < 0.4 {
      card.transform = Transform3D(rotationAngle: scenes.value(-0.5...0.5), x: 0, y: 0, z: 1)
        .concatenating(Transform3D(scaleX: scenes.value(0.6...1.4), y: scenes.value(0.6...1.4), z: 1))
    }
    let label = TextLayer()
    label.string = "Add"
    label.fontSize = 8
    label.frame = Rect(x: 2, y: 2, width: 20, height: 10)
    card.addSublayer(label)
    let button = Layer(frame: Rect(x: scenes.value(-4...12), y: scenes.value(0...20), width: 10, height: 6))
    button.backgroundColor = scenes.color()
    button.shadowOpacity = scenes.unit() < 0.5 ? 1 : 0
    button.shadowOffset = Size(width: 0, height: scenes.value(-6...6))
    button.shadowRadius = scenes.value(0...4)
    // A shadowed sublayer whose own sublayer lies far outside it, and one stretched unevenly:
    // its shadow is cast from its whole subtree and spreads with its area.
    if scenes.unit() < 0.5 {
      let child = Layer(frame: Rect(x: 0, y: scenes.value(10...30), width: 8, height: 4))
      child.backgroundColor = scenes.color()
      button.addSublayer(child)
    }
    if scenes.unit() < 0.4 {
      button.transform = Transform3D(scaleX: scenes.value(2...4), y: scenes.value(0.2...0.5), z: 1)
      button.shadowRadius = scenes.value(2...5)
    }
    card.addSublayer(button)
    root.addSublayer(card)
    return root.renderTree(at: 0)
  }

  @Test(arguments: 0..<60)
  func boundedCanvasesChangeNoByte(seed: Int) {
    let tree = scene(seed: UInt64(seed))
    for threads in [1, 2] {
      let (bounded, full) = Compositor.boundedPair(
        scale: 1 + Double(seed % 3), threads: threads, bandBytes: 64 * 4 * 3 * 7)
      let size = 64 * (1 + seed % 3)
      let expected = full.render(tree, width: size, height: size)
      let actual = bounded.render(tree, width: size, height: size)
      let differing = (0..<(size * size)).filter { actual[$0 % size, $0 / size] != expected[$0 % size, $0 / size] }
      let first = differing.first.map { "(\($0 % size), \($0 / size))" } ?? "-"
      #expect(
        differing.isEmpty, "seed \(seed), \(threads) threads: \(differing.count) pixels differ, the first at \(first)")
    }
  }
}
