import SegueGeometry
import SegueImage
import SegueMotion
import Testing

@testable import SegueRender

/// A layer that masks its sublayers to bounds covering the whole frame (a full-screen view
/// that clips) draws what it drew masked: the same bytes when it is opaque over an opaque
/// background of its own, within 1/255 otherwise (its paints blended one after the other, or
/// its group rounded once through the mask's edge); and an opaque one draws no canvas of its
/// own. Masks that do not cover the frame (smaller, turned, rounded into the frame) still clip.
@MainActor
@Suite struct CoveringMaskTests {
  /// A 64 × 64 scene: a masking view over the frame (or a little inside it, turned, or
  /// rounded) holding random layers, some reaching past it.
  private func scene(seed: UInt64, opaque: Bool) -> (tree: RenderLayer, covers: Bool) {
    var scenes = RandomScenes(seed: seed &* 0x9E37_79B9_7F4A_7C15 &+ 4_242)
    let root = Scenes.root(width: 64, height: 64)
    root.backgroundColor = scenes.color(opaque: true)
    let kind = Int.random(in: 0..<5, using: &scenes.random)
    let view = Layer(
      frame: kind == 1 ? Rect(x: 0.5, y: 0, width: 63, height: 64) : Rect(x: -2, y: -3, width: 68, height: 70))
    if kind == 2 { view.transform = Transform3D(rotationAngle: 0.3, x: 0, y: 0, z: 1) }
    if kind == 3 { view.cornerRadius = 12 }
    view.masksToBounds = true
    view.backgroundColor = opaque ? scenes.color(opaque: true) : (scenes.unit() < 0.5 ? nil : scenes.color())
    view.opacity = opaque ? 1 : scenes.value(0.2...1)
    view.addSublayer(scenes.container(at: Point(x: scenes.value(-10...50), y: scenes.value(-10...50))))
    for _ in 0..<Int.random(in: 1...3, using: &scenes.random) {
      let layer = Layer(
        frame: Rect(x: scenes.value(-20...50), y: scenes.value(-20...50), width: scenes.value(8...40), height: 12))
      layer.backgroundColor = scenes.color()
      layer.cornerRadius = scenes.value(0...4)
      view.addSublayer(layer)
    }
    root.addSublayer(view)
    return (root.renderTree(at: 0), kind == 0 || kind == 4)
  }

  @Test(arguments: 0..<40)
  func opaqueViewsDrawTheSameBytesWithoutACanvas(seed: Int) {
    let (tree, covers) = scene(seed: UInt64(seed), opaque: true)
    let worst = Self.worstDifference(tree, seed: seed)
    #expect(worst == 0, "seed \(seed): \(worst)/255 apart")
    var kept = Compositor()
    kept.dropsCoveringMasks = false
    let (dropped, all) = (Self.groupsDrawn(tree, by: Compositor()), Self.groupsDrawn(tree, by: kept))
    // The view's own canvas is left out exactly when its mask covers the frame.
    #expect(dropped == all - (covers ? 1 : 0), "seed \(seed): \(dropped) groups of \(all), covering: \(covers)")
  }

  /// How many layers of `tree` `compositor` draws on canvases of their own in a 64 × 64 frame.
  private static func groupsDrawn(_ tree: RenderLayer, by compositor: Compositor) -> Int {
    var canvas = Canvas(width: 64, height: 64)
    compositor.drawSublayer(
      tree, chain: tree.values.transformToSuperlayer, planeToDevice: .identity, opacity: 1, into: &canvas)
    return canvas.groupsDrawn
  }

  @Test(arguments: 0..<40)
  func translucentViewsDrawWithinOneStep(seed: Int) {
    let (tree, _) = scene(seed: UInt64(seed), opaque: false)
    let worst = Self.worstDifference(tree, seed: seed)
    #expect(worst <= 1, "seed \(seed): \(worst)/255 apart")
  }

  /// The group of an opaque layer masked by a shape is blended through the mask straight into
  /// the canvas below with the bytes of masking it onto a canvas of its own first; a translucent
  /// one within 2/255 (each pixel scaled once by the mask's coverage times the opacity, rather
  /// than by each in turn, and rounded once).
  @Test(arguments: 0..<20)
  func blendingThroughTheMaskEqualsMaskingFirst(seed: Int) throws {
    var scenes = RandomScenes(seed: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 2_424)
    var group = Canvas(width: 48, height: 48)
    group.withUnsafeMutableBytes { pixels in
      for k in 0..<(48 * 48) {
        pixels.storeBytes(of: scenes.color().premultipliedPixel.word, toByteOffset: k * 4, as: UInt32.self)
      }
    }
    group.markDirty(columns: 0..<48, rows: 0..<48)
    let box = Rect(
      x: scenes.value(0...10), y: scenes.value(0...10), width: scenes.value(10...36), height: scenes.value(10...36))
    let mask = try #require(
      CoverageRasterizer(
        shape: CoverageShape(RoundedBox(box, radius: scenes.value(0...5))),
        matrix: Transform3D(rotationAngle: scenes.value(-0.4...0.4), x: 0, y: 0, z: 1)))
    let store = CanvasStore()
    let below = Bitmap(width: 48, height: 48, filledWith: scenes.color(opaque: true).premultipliedPixel)
    for opacity in [255, Int.random(in: 1...254, using: &scenes.random)] {
      var direct = Canvas(bitmap: below)
      GroupComposite(group: group, opacity: opacity).composite(into: &direct, through: mask)
      var twice = Canvas(bitmap: below)
      let masked = GroupComposite(group: group, opacity: 255).masked(by: mask, store: store)
      GroupComposite(group: masked, opacity: opacity).composite(into: &twice, through: nil)
      let worst = Bitmap.worstDifference(direct.bitmap, twice.bitmap)
      #expect(worst <= (opacity == 255 ? 0 : 2), "seed \(seed), opacity \(opacity): \(worst)/255 apart")
    }
  }

  /// The most two renderings of `tree` differ by in a channel: with covering masks left out and kept.
  private static func worstDifference(_ tree: RenderLayer, seed: Int) -> Int {
    let dropped = Compositor(background: .clear).render(tree, width: 64, height: 64)
    var kept = Compositor(background: .clear)
    kept.dropsCoveringMasks = false
    let expected = kept.render(tree, width: 64, height: 64)
    return Bitmap.worstDifference(dropped, expected)
  }
}
