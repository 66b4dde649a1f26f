import PropertyBased
import SegueGeometry
import SegueMotion
import Testing

@testable import SegueRender

/// Drawing through column plans — interior runs and anti-aliased edge columns alike — must
/// give what the per-pixel rasterizer, shaders and blender give, within the rounding of the
/// bilinear kernel's 7-bit weights (2/255) and one step of an edge column's coverage (see
/// `ColumnProjection`) under it, for strips turned about vertical axes and for flat layers at
/// fractional positions, with any anti-aliased edges, rounded corners, opacity, background
/// colours and gradient
/// shading (along, across or slanted over the strip, at the gradient table's resolution); and
/// likewise drawing through row plans, for strips turned about horizontal axes, through
/// affine plans, for layers turned and sheared in 2D, and through perspective plans, for layers
/// tilted about other axes.
@MainActor
@Suite struct ColumnPaintTests {
  private func scene(seed: UInt64, across: Bool) -> RenderLayer {
    var scenes = RandomScenes(seed: seed)
    return scenes.fold(opaqueBackground: true, across: across) { strip, scenes in
      if scenes.unit() < 0.3 { strip.opacity = scenes.value(0.3...1) }
      if scenes.unit() < 0.4 { strip.backgroundColor = scenes.color(opaque: scenes.unit() < 0.5) }
      if scenes.unit() < 0.4 { strip.cornerRadius = scenes.value(0.5...6) }
      if scenes.unit() < 0.5 {
        let shading = GradientLayer()
        shading.frame = strip.bounds
        shading.colors = [.clear, Color.black.withAlphaComponent(scenes.value(0.2...0.8))]
        // Along the strip (one colour per column), across it, or slanted as the fold's shading is.
        let axis = Int.random(in: 0..<3, using: &scenes.random)
        shading.startPoint = Point(x: axis == 1 ? 0.5 : 0, y: axis == 0 ? 0.5 : scenes.value(0...0.3))
        shading.endPoint = Point(x: axis == 1 ? 0.5 : 1, y: axis == 0 ? 0.5 : scenes.value(0.6...1))
        shading.edgeAntialiasingMask = strip.edgeAntialiasingMask
        if scenes.unit() < 0.5 {
          strip.addSublayer(shading)
        } else {
          // A translucent holder of the shading alone, as a fold strip's shading view is.
          let holder = Layer(frame: strip.bounds)
          holder.opacity = scenes.value(0.2...0.9)
          holder.addSublayer(shading)
          strip.addSublayer(holder)
        }
      }
    }
  }

  @Test(arguments: 0..<60)
  func columnPlansDrawWhatThePerPixelPathDraws(seed: Int) {
    expectPerPixelBytes(scene(seed: UInt64(seed), across: false), seed: seed)
  }

  @Test(arguments: 0..<60)
  func rowPlansDrawWhatThePerPixelPathDraws(seed: Int) {
    expectPerPixelBytes(scene(seed: UInt64(seed) &+ 1_000, across: true), seed: seed)
  }

  @Test(arguments: 0..<60)
  func affinePlansDrawWhatThePerPixelPathDraws(seed: Int) {
    expectPerPixelBytes(turnedScene(seed: UInt64(seed) &+ 2_000), seed: seed)
  }

  @Test(arguments: 0..<60)
  func perspectivePlansDrawWhatThePerPixelPathDraws(seed: Int) {
    expectPerPixelBytes(tiltedScene(seed: UInt64(seed) &+ 3_000), seed: seed)
  }

  /// A 64 × 64 scene of one to four layers tilted in perspective about axes neither vertical
  /// nor horizontal, with images, colours, gradients (of two stops or three), rounded corners,
  /// masks, opacity, text and any anti-aliased edges.
  private func tiltedScene(seed: UInt64) -> RenderLayer {
    var scenes = RandomScenes(seed: seed)
    let root = Scenes.root(width: 64, height: 64)
    root.backgroundColor = scenes.color(opaque: true)
    root.sublayerTransform = .perspective(distance: scenes.value(60...300))
    for _ in 0..<Int.random(in: 1...4, using: &scenes.random) {
      root.addSublayer(
        layer(&scenes, rich: true) { scenes in
          let axis = (x: scenes.value(0.2...1), y: scenes.value(0.2...1) * (scenes.unit() < 0.5 ? -1 : 1))
          return Transform3D(rotationAngle: scenes.value(0.2...1.1), x: axis.x, y: axis.y, z: scenes.value(-1...1))
        })
    }
    return root.renderTree(at: 0)
  }

  /// A 64 × 64 scene of one to four layers turned in 2D and sometimes sheared or mirrored, with images,
  /// colours, gradients, opacity and any anti-aliased edges.
  private func turnedScene(seed: UInt64) -> RenderLayer {
    var scenes = RandomScenes(seed: seed)
    let root = Scenes.root(width: 64, height: 64)
    root.backgroundColor = scenes.color(opaque: true)
    for _ in 0..<Int.random(in: 1...4, using: &scenes.random) {
      root.addSublayer(
        layer(&scenes, rich: false) { scenes in
          var turn = Transform3D(rotationAngle: scenes.value(0.05...3), x: 0, y: 0, z: 1)
          if scenes.unit() < 0.4 { turn.m21 = scenes.value(-0.6...0.6) }
          if scenes.unit() < 0.2 { turn = Transform3D(scaleX: -1, y: 1, z: 1).concatenating(turn) }
          return turn
        })
    }
    return root.renderTree(at: 0)
  }

  /// A layer of a random frame transformed by `turn`: a colour, an image or a gradient of two
  /// stops — with `rich`, also text or a gradient of three stops, sometimes rounded and masking
  /// — sometimes translucent, with any anti-aliased edges.
  private func layer(
    _ scenes: inout RandomScenes, rich: Bool, turn: (inout RandomScenes) -> Transform3D
  ) -> Layer {
    let kind = Int.random(in: 0..<(rich ? 4 : 3), using: &scenes.random)
    let layer = kind == 2 ? GradientLayer() : (kind == 3 ? TextLayer() : Layer())
    layer.frame = Rect(
      x: scenes.value(0...30), y: scenes.value(0...30), width: scenes.value(4...40), height: scenes.value(4...40))
    layer.transform = turn(&scenes)
    if let gradient = layer as? GradientLayer {
      gradient.colors =
        rich && scenes.unit() < 0.5
        ? [scenes.color(), scenes.color(), scenes.color()] : [scenes.color(), scenes.color()]
      gradient.startPoint = Point(x: scenes.unit(), y: scenes.unit())
    } else if let text = layer as? TextLayer {
      text.string = "Tilted"
      text.fontSize = scenes.value(6...14)
      text.foregroundColor = scenes.color(opaque: true)
    } else if kind == 1 {
      layer.contents = scenes.image(width: 24, height: 30)
      layer.contentsRect = Rect(x: scenes.value(0...0.5), y: scenes.value(0...0.2), width: 0.5, height: 0.8)
    } else {
      layer.backgroundColor = scenes.color()
    }
    if rich && scenes.unit() < 0.4 { layer.cornerRadius = scenes.value(0.5...8) }
    if rich && scenes.unit() < 0.3 { layer.masksToBounds = true }
    if scenes.unit() < 0.4 { layer.opacity = scenes.value(0.3...1) }
    let edges: [EdgeAntialiasingMask] = [.layerLeftEdge, .layerRightEdge, .layerTopEdge, .layerBottomEdge]
    layer.edgeAntialiasingMask = EdgeAntialiasingMask(edges.filter { _ in scenes.unit() < 0.6 })
    return layer
  }

  /// Expects `tree` drawn with plans and without to be at most 3/255 apart in every channel.
  private func expectPerPixelBytes(_ tree: RenderLayer, seed: Int) {
    let columns = Compositor(background: .clear).render(tree, width: 64, height: 64)
    var perPixel = Compositor(background: .clear)
    perPixel.usesColumnPaints = false
    let expected = perPixel.render(tree, width: 64, height: 64)
    var worst = 0
    var worstAt = (0, 0)
    for y in 0..<64 {
      for x in 0..<64 {
        let a = columns[x, y]
        let b = expected[x, y]
        let difference = [
          abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)), abs(Int(a.blue) - Int(b.blue)),
          abs(Int(a.alpha) - Int(b.alpha)),
        ].max()!
        if difference > worst {
          worst = difference
          worstAt = (x, y)
        }
      }
    }
    #expect(worst <= 3, "seed \(seed): \(worst)/255 apart at \(worstAt)")
  }
}
