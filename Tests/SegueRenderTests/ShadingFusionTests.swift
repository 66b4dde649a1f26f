import PropertyBased
import SegueGeometry
import SegueMotion
import Testing

@testable import SegueRender

/// A layer's gradient-only first sublayer drawn in one pass with the layer's contents (a fold
/// strip and its shading) must give exactly the bytes of drawing the two one after the other,
/// whether or not the pair can share the pass.
@MainActor
@Suite struct ShadingFusionTests {
  /// Strips turned about vertical axes, most with a shading sublayer: usually one that covers
  /// the strip exactly with a horizontal gradient, sometimes one that cannot share the pass
  /// (another frame, a slanted axis, text between, a translucent or rounded strip).
  private func scene(seed: UInt64) -> RenderLayer {
    var scenes = RandomScenes(seed: seed)
    let opaque = scenes.unit() < 0.8
    return scenes.fold(opaqueBackground: opaque) { strip, scenes in
      if scenes.unit() < 0.15 { strip.opacity = scenes.value(0.3...0.9) }
      if scenes.unit() < 0.1 {
        strip.cornerRadius = scenes.value(1...4)
        strip.masksToBounds = true
      }
      if scenes.unit() < 0.1 { strip.contentsGravity = .center }
      if scenes.unit() < 0.85 {
        strip.addSublayer(shading(for: strip, &scenes))
      }
      if scenes.unit() < 0.2 {
        let mark = Layer(frame: Rect(x: 1, y: 1, width: 3, height: 5))
        mark.backgroundColor = scenes.color()
        strip.addSublayer(mark)
      }
    }
  }

  /// A gradient layer over `strip`, mostly one that can share the strip's pass.
  private func shading(for strip: Layer, _ scenes: inout RandomScenes) -> GradientLayer {
    let shading = GradientLayer()
    shading.frame = scenes.unit() < 0.85 ? strip.bounds : strip.bounds.insetBy(dx: 1, dy: 0)
    let dark = Color.black.withAlphaComponent(scenes.value(0.1...0.9))
    shading.colors = scenes.unit() < 0.7 ? [.clear, dark] : [scenes.color(), .clear, scenes.color()]
    shading.startPoint = Point(x: 0, y: 0.5)
    shading.endPoint = scenes.unit() < 0.9 ? Point(x: 1, y: 0.5) : Point(x: 1, y: 1)
    shading.edgeAntialiasingMask = scenes.unit() < 0.9 ? strip.edgeAntialiasingMask : .all
    if scenes.unit() < 0.3 { shading.opacity = scenes.value(0.2...1) }
    if scenes.unit() < 0.05 { shading.isHidden = true }
    return shading
  }

  @Test(arguments: 0..<80)
  func sharingThePassChangesNoByte(seed: Int) {
    let tree = scene(seed: UInt64(seed))
    var fused = Compositor(background: .clear)
    // Bands of a few rows, so that plans made on one band are reused by the next.
    fused.bandBytes = 64 * 4 * 5
    var separate = Compositor(background: .clear)
    separate.fusesShading = false
    let expected = separate.render(tree, width: 64, height: 64)
    let actual = fused.render(tree, width: 64, height: 64)
    let differing = (0..<(64 * 64)).filter { actual[$0 % 64, $0 / 64] != expected[$0 % 64, $0 / 64] }
    let first = differing.first.map { "(\($0 % 64), \($0 / 64))" } ?? "-"
    let count = differing.count
    #expect(count == 0, "seed \(seed): pixels differ, the first at \(first)")
  }

  /// The one-pass fill itself, on an image under perspective with a per-column shade at any
  /// opacities: the bytes of the image's fill followed by the shade's.
  @Test(arguments: 0..<40)
  func oneFillGivesTheBytesOfTwo(seed: Int) {
    var scenes = RandomScenes(seed: UInt64(seed) &+ 1000)
    let image = scenes.image(width: 20, height: 26)
    let bounds = Rect(x: 0, y: 0, width: scenes.value(8...30), height: scenes.value(20...50))
    let matrix = Transform3D(rotationAngle: scenes.value(-1.2...1.2), x: 0, y: 1, z: 0)
      .concatenating(.perspective(distance: scenes.value(60...200)))
      .concatenating(Transform3D(translationX: scenes.value(10...30), y: scenes.value(0...8), z: 0))
    let edges: [EdgeAntialiasingMask] = [.layerLeftEdge, .layerRightEdge, .layerTopEdge, .layerBottomEdge]
    let shape = CoverageShape(box: bounds, antialiased: EdgeAntialiasingMask(edges.filter { _ in scenes.unit() < 0.6 }))
    let shader = ImageShader(image: image, source: Rect(x: 0, y: 0, width: 20, height: 26), destination: bounds)
    var gradient = Gradient()
    gradient.colors = [scenes.color(), scenes.color()]
    gradient.startPoint = Point(x: 0, y: 0.5)
    gradient.endPoint = Point(x: 1, y: 0.5)
    let shade = GradientShader(gradient, over: bounds)!
    let opacity = [255, Int.random(in: 1...255, using: &scenes.random)].randomElement(using: &scenes.random)!
    let shadeOpacity = [255, Int.random(in: 1...255, using: &scenes.random)].randomElement(using: &scenes.random)!
    let background = scenes.image(width: 64, height: 64)
    var expected = Canvas(bitmap: background)
    ShapePainter.fill(shape, through: matrix, with: shader, opacity: opacity, into: &expected)
    ShapePainter.fill(shape, through: matrix, with: shade, opacity: shadeOpacity, into: &expected)
    var actual = Canvas(bitmap: background)
    ShapePainter.fill(
      shape, through: matrix, with: shader, opacity: opacity, shadedBy: shade, opacity: shadeOpacity, into: &actual)
    #expect(actual.bitmap == expected.bitmap, "seed \(seed)")
  }
}
