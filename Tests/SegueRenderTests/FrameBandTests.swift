import SegueGeometry
import SegueMotion
import Testing

@testable import SegueRender

/// Drawing in bands with a lazily written background must give the bytes of drawing the whole
/// frame at once, and must write every pixel of a reused frame.
@MainActor
@Suite struct FrameBandTests {
  /// A random scene: opaque and translucent images at whole-pixel offsets (the blit path,
  /// covering parts of rows), and a few random containers drawn through the general path.
  private func scene(seed: UInt64) -> RenderLayer {
    var scenes = RandomScenes(seed: seed)
    let root = Scenes.root(width: 64, height: 64)
    for _ in 0..<Int.random(in: 1...4, using: &scenes.random) {
      let width = Int.random(in: 1...70, using: &scenes.random)
      let height = Int.random(in: 1...70, using: &scenes.random)
      let opaque = scenes.unit() < 0.6
      var image = Bitmap(width: width, height: height)
      for y in 0..<height {
        for x in 0..<width { image[x, y] = scenes.color(opaque: opaque || scenes.unit() < 0.8).premultipliedPixel }
      }
      let layer = Layer(
        frame: Rect(
          x: Double(Int.random(in: -20...50, using: &scenes.random)), y: Double(Int.random(in: -20...50, using: &scenes.random)),
          width: Double(width), height: Double(height)))
      layer.contents = image
      if scenes.unit() < 0.3 { layer.opacity = scenes.value(0.2...1) }
      root.addSublayer(layer)
    }
    for _ in 0..<Int.random(in: 0...2, using: &scenes.random) {
      root.addSublayer(scenes.container(at: Point(x: scenes.value(0...40), y: scenes.value(0...40))))
    }
    return root.renderTree(at: 0)
  }

  @Test(arguments: 0..<60)
  func bandsOfAnyHeightGiveTheSameBytes(seed: Int) {
    let tree = scene(seed: UInt64(seed))
    var whole = Compositor(background: Bitmap.Pixel(red: 40, green: 50, blue: 60))
    whole.bandBytes = .max
    let expected = whole.render(tree, width: 64, height: 64)
    for rows in [1, 3, 16] {
      var banded = whole
      banded.bandBytes = rows * 64 * 4
      #expect(banded.render(tree, width: 64, height: 64) == expected, "seed \(seed), \(rows)-row bands")
    }
  }

  /// A frame defers opaque blits and blends the next blit over them in one pass; drawing
  /// into a canvas that does neither (a snapshot's) must give the same bytes.
  @Test(arguments: 0..<60)
  func deferredAndFusedBlitsGiveTheBytesOfDrawingInOrder(seed: Int) {
    let tree = scene(seed: UInt64(seed))
    var compositor = Compositor(background: .clear)
    compositor.bandBytes = 7 * 64 * 4
    #expect(compositor.render(tree, width: 64, height: 64) == Compositor.snapshot(of: tree, scale: 1), "seed \(seed)")
  }

  @Test(arguments: 0..<20)
  func aReusedFrameIsOverwrittenEverywhere(seed: Int) {
    let tree = scene(seed: UInt64(seed))
    var compositor = Compositor(background: .clear)
    compositor.bandBytes = 5 * 64 * 4
    var frame = Bitmap(width: 64, height: 64, filledWith: Bitmap.Pixel(red: 255, green: 0, blue: 255))
    compositor.render(tree, into: &frame)
    #expect(frame == compositor.render(tree, width: 64, height: 64), "seed \(seed)")
  }
}
