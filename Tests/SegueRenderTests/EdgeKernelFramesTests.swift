import SegueGeometry
import SegueImage
import SegueMotion
import Testing

@testable import SegueRender

/// Frames drawn with the image edge kernels (``ImageEdges``: a run a call, a band's rows of a
/// tile a call, or a band's part of a tile turned in 2D a call, its rows' runs found in the
/// kernel) are byte for byte those drawn through the rasterizer's spans: frames of many small
/// image tiles turned (sometimes sheared or scaled) in 2D, about either axis in perspective or
/// in any perspective, some translucent, rounded, masking or mirrored, with any anti-aliased
/// edges, partly off the frame, over a gradient, drawn on one thread or two in small bands.
@MainActor
@Suite struct EdgeKernelFramesTests {
  /// A frame of tiles of one picture, as an explosion scatters a screen.
  private func scene(seed: Int) -> RenderLayer {
    var scenes = RandomScenes(seed: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 6_161)
    let root = Scenes.root(width: 96, height: 96)
    let background = GradientLayer()
    background.frame = root.bounds
    background.colors = [scenes.color(opaque: true), scenes.color(opaque: true)]
    background.startPoint = Point(x: scenes.unit(), y: 0)
    root.addSublayer(background)
    let picture = scenes.image(width: 40, height: 40)
    for _ in 0..<Int.random(in: 6...18, using: &scenes.random) {
      let tile = Layer()
      tile.frame = Rect(
        x: scenes.value(-10...80), y: scenes.value(-10...80), width: scenes.value(2...30), height: scenes.value(2...30))
      tile.contents = picture
      tile.contentsRect = Rect(x: scenes.value(0...0.6), y: scenes.value(0...0.6), width: 0.4, height: 0.4)
      switch Int.random(in: 0..<4, using: &scenes.random) {
      case 0:
        // Turned in 2D, sometimes sheared or scaled: the tile kernel's case.
        var turn = Transform3D(rotationAngle: scenes.value(-3...3), x: 0, y: 0, z: 1)
        if scenes.unit() < 0.3 { turn.m21 = scenes.value(-0.7...0.7) }
        if scenes.unit() < 0.3 {
          turn = Transform3D(scaleX: scenes.value(0.2...2), y: scenes.value(0.2...2), z: 1).concatenating(turn)
        }
        tile.transform = turn
      case 1: tile.transform = Transform3D(rotationAngle: scenes.value(-1...1), x: 0, y: 1, z: 0).perspective(200)
      case 2: tile.transform = Transform3D(rotationAngle: scenes.value(-1...1), x: 1, y: 0, z: 0).perspective(200)
      default: tile.transform = Transform3D(rotationAngle: scenes.value(-1...1), x: 1, y: 1, z: 0.3).perspective(150)
      }
      if scenes.unit() < 0.2 { tile.transform = Transform3D(scaleX: -1, y: 1, z: 1).concatenating(tile.transform) }
      if scenes.unit() < 0.5 { tile.opacity = scenes.value(0.2...0.95) }
      if scenes.unit() < 0.3 { tile.cornerRadius = scenes.value(0.5...6) }
      if scenes.unit() < 0.2 { tile.masksToBounds = true }
      let edges: [EdgeAntialiasingMask] = [.layerLeftEdge, .layerRightEdge, .layerTopEdge, .layerBottomEdge]
      tile.edgeAntialiasingMask = EdgeAntialiasingMask(edges.filter { _ in scenes.unit() < 0.7 })
      root.addSublayer(tile)
    }
    return root.renderTree(at: 0)
  }

  @Test(.enabled(if: RasterKernels.isVectorized), arguments: 0..<80)
  func framesMatchTheSpans(seed: Int) {
    let tree = scene(seed: seed)
    for threads in [1, 2] {
      var kernels = Compositor(background: .clear)
      kernels.threads = threads
      kernels.bandBytes = 96 * 4 * 13
      var spans = kernels
      spans.usesEdgeKernels = false
      #expect(
        kernels.render(tree, width: 96, height: 96) == spans.render(tree, width: 96, height: 96),
        "seed \(seed), \(threads) threads")
    }
  }
}

extension Transform3D {
  /// The transform seen in perspective from `distance` away.
  fileprivate func perspective(_ distance: Double) -> Transform3D {
    concatenating(.perspective(distance: distance))
  }
}
