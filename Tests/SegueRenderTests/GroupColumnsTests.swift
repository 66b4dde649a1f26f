import SegueGeometry
import SegueMotion
import Testing

@testable import SegueRender

/// A layer drawn on a canvas of its own without a shadow has only the columns it and its
/// sublayers reach cleared, lazily (those an opaque paint replaces are never cleared), its
/// buffer otherwise left as an earlier canvas left it: the bytes are those of a canvas cleared
/// whole, for masked groups turned in perspective or in 2D and translucent groups, with opaque
/// or translucent backgrounds and sublayers, over buffers the compositor's store kept dirty from
/// a frame before.
@MainActor
@Suite struct GroupColumnsTests {
  /// A 256 × 256 frame of groups large enough for the store to keep their buffers.
  private func scene(seed: UInt64) -> RenderLayer {
    var scenes = RandomScenes(seed: seed &+ 777)
    let root = Scenes.root(width: 256, height: 256)
    root.backgroundColor = scenes.color(opaque: true)
    root.sublayerTransform = .perspective(distance: scenes.value(300...900))
    for _ in 0..<Int.random(in: 1...3, using: &scenes.random) {
      let group = Layer(
        frame: Rect(
          x: scenes.value(-40...160), y: scenes.value(-20...60), width: scenes.value(60...140),
          height: scenes.value(120...200)))
      // Opaque backgrounds replace the pixels of a group's canvas that wait to be cleared.
      group.backgroundColor = scenes.unit() < 0.7 ? scenes.color(opaque: scenes.unit() < 0.5) : nil
      group.masksToBounds = scenes.unit() < 0.7
      group.cornerRadius = scenes.unit() < 0.5 ? scenes.value(0...20) : 0
      if !group.masksToBounds || scenes.unit() < 0.5 { group.opacity = scenes.value(0.3...0.9) }
      let axis = Int.random(in: 0..<3, using: &scenes.random)
      group.transform = Transform3D(
        rotationAngle: scenes.value(-0.7...0.7), x: axis == 0 ? 1 : 0, y: axis == 1 ? 1 : 0, z: axis == 2 ? 1 : 0)
      for _ in 0..<Int.random(in: 2...4, using: &scenes.random) {
        let sublayer = Layer(
          frame: Rect(
            x: scenes.value(-20...80), y: scenes.value(-20...160), width: scenes.value(20...80),
            height: scenes.value(20...80)))
        if scenes.unit() < 0.5 {
          sublayer.contents = scenes.image(width: 6, height: 5)
        } else {
          sublayer.backgroundColor = scenes.color(opaque: scenes.unit() < 0.5)
        }
        group.addSublayer(sublayer)
      }
      root.addSublayer(group)
    }
    return root.renderTree(at: 0)
  }

  /// A frame whose groups fill the store with buffers of coloured pixels.
  private func dirtying(seed: UInt64) -> RenderLayer {
    var scenes = RandomScenes(seed: seed &+ 999)
    let root = Scenes.root(width: 256, height: 256)
    for _ in 0..<3 {
      let group = Layer(frame: root.bounds)
      group.opacity = 0.5
      for _ in 0..<2 {
        let sublayer = Layer(frame: root.bounds)
        sublayer.backgroundColor = scenes.color(opaque: true)
        group.addSublayer(sublayer)
      }
      root.addSublayer(group)
    }
    return root.renderTree(at: 0)
  }

  @Test(arguments: 0..<30)
  func clearedColumnsChangeNoByte(seed: Int) {
    let tree = scene(seed: UInt64(seed))
    for threads in [1, 2] {
      let (bounded, full) = Compositor.boundedPair(scale: 1, threads: threads, bandBytes: 256 * 4 * 100)
      _ = bounded.render(dirtying(seed: UInt64(seed)), width: 256, height: 256)
      let expected = full.render(tree, width: 256, height: 256)
      let actual = bounded.render(tree, width: 256, height: 256)
      #expect(actual == expected, "seed \(seed), \(threads) threads")
    }
  }
}
