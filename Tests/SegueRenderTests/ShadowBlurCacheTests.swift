import SegueGeometry
import SegueMotion
import Testing

@testable import SegueRender

/// Shadows blurred in earlier frames are used again only when nothing they depend on changed:
/// a run of frames through one compositor gives the bytes of each frame drawn by a new one.
@MainActor
@Suite struct ShadowBlurCacheTests {
  /// A card with a shadow over a background; `step` moves, reshapes or fades it.
  private func frame(_ step: Int, seed: Int) -> RenderLayer {
    var scenes = RandomScenes(seed: UInt64(seed) &+ 77)
    for _ in 0..<8 { _ = scenes.unit() }
    let root = Scenes.root(width: 48, height: 48)
    root.backgroundColor = scenes.color(opaque: true)
    let card = Layer(frame: Rect(x: 8, y: 8, width: 24, height: 20))
    card.backgroundColor = scenes.color()
    card.cornerRadius = scenes.value(0...6)
    card.shadowOpacity = scenes.value(0.4...1)
    card.shadowOffset = Size(width: scenes.value(-3...3), height: scenes.value(-3...3))
    card.shadowRadius = scenes.value(1...4)
    let sublayer = Layer(frame: Rect(x: 4, y: 4, width: 10, height: 6))
    sublayer.backgroundColor = scenes.color()
    card.addSublayer(sublayer)
    // Frames 0-2 fade (the silhouette stays), 3 moves by a pixel, 4 reshapes, 5 turns, 6-7
    // go back to the first and second.
    switch step % 8 {
    case 0, 6: card.opacity = 1
    case 1, 2, 7: card.opacity = 0.3 + 0.2 * Double(step % 8)
    case 3: card.position.x += 1
    case 4: sublayer.frame.size.width = 16
    default: card.transform = Transform3D(rotationAngle: 0.3, x: 0, y: 0, z: 1)
    }
    root.addSublayer(card)
    return root.renderTree(at: 0)
  }

  @Test(arguments: 0..<20)
  func aRunOfFramesGivesTheBytesOfFreshOnes(seed: Int) {
    var kept = Compositor(scale: 1 + Double(seed % 2), background: .clear)
    kept.bandBytes = 48 * 4 * 2 * 9
    kept.threads = 1 + seed % 2
    let size = 48 * (1 + seed % 2)
    for step in 0..<16 {
      let tree = frame(step, seed: seed)
      var fresh = Compositor(scale: kept.scale, background: .clear)
      fresh.bandBytes = kept.bandBytes
      let expected = fresh.render(tree, width: size, height: size)
      let actual = kept.render(tree, width: size, height: size)
      #expect(actual == expected, "seed \(seed), frame \(step)")
    }
    #expect(kept.shadowCache.hits > 0, "seed \(seed): no frame used a kept blur")
  }

  @Test func theCacheKeepsAtMostItsBudget() {
    let cache = ShadowBlurCache()
    let blur = BoxBlur(sigma: 3)!
    for index in 0..<12 {
      let plane = [UInt8](repeating: UInt8(index), count: 2_000 * 1_000)
      _ = cache.blurred(plane, columns: 0..<2_000, rows: 0..<1_000, by: blur)
      #expect(cache.keptBytes <= ShadowBlurCache.byteBudget)
    }
    let again = [UInt8](repeating: 11, count: 2_000 * 1_000)
    _ = cache.blurred(again, columns: 0..<2_000, rows: 0..<1_000, by: blur)
    #expect(cache.hits == 1)
  }
}
