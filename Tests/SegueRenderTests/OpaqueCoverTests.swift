import SegueGeometry
import SegueImage
import SegueMotion
import Testing

@testable import SegueRender

/// A sublayer whose opaque background covers every pixel of a band hides the sublayers before
/// it there, which are then not drawn: the bytes must be those of drawing everything, whatever
/// covers part of the frame, nearly covers it (a translucent colour, a layer a little
/// transparent, half a pixel short, turned, casting a shadow) or covers it inside a translucent
/// group; and what is hidden must really be left out.
@MainActor
@Suite struct OpaqueCoverTests {
  /// The kinds of layer laid over a screen's content, as `cover(_:_:)` makes them.
  nonisolated private static let kinds = 0..<9

  /// A layer of `kind` over the full 64-point width (0: opaque from a random row down; 1: the
  /// same with rounded corners; 2: a colour a little translucent; 3: at 0.98 opacity; 4: half
  /// a pixel short of the left edge; 5: turned a little; 6: casting a shadow; 7: opaque over
  /// the whole frame; 8: opaque, masking a sublayer of its own).
  private func cover(_ kind: Int, _ scenes: inout RandomScenes) -> Layer {
    let top = kind == 7 ? -1 : scenes.value(-4...40).rounded()
    let layer = Layer(frame: Rect(x: kind == 4 ? 0.5 : 0, y: top, width: 64, height: 80 - top))
    layer.backgroundColor = kind == 2 ? Color(red: 0.2, green: 0.5, blue: 0.4, alpha: 0.99) : scenes.color(opaque: true)
    if kind == 1 { layer.cornerRadius = scenes.value(2...9) }
    if kind == 3 { layer.opacity = 0.98 }
    if kind == 5 { layer.transform = Transform3D(rotationAngle: 0.01, x: 0, y: 0, z: 1) }
    if kind == 6 {
      layer.shadowColor = .black
      layer.shadowOpacity = 0.5
      layer.shadowRadius = 3
    }
    if kind == 8 {
      layer.masksToBounds = true
      layer.addSublayer(Scenes.box(Rect(x: 50, y: 10, width: 30, height: 8), scenes.color()))
    }
    return layer
  }

  /// A 64 × 64 screen: random content (containers, translucent groups, a gradient), a cover of
  /// `kind`, then a layer or two over it; the screen itself translucent at times, so that its
  /// sublayers are drawn on a canvas of its own.
  private func scene(seed: UInt64, kind: Int) -> RenderLayer {
    var scenes = RandomScenes(seed: seed &* 0x9E37_79B9_7F4A_7C15 &+ 7_171)
    let root = Scenes.root(width: 64, height: 64)
    root.backgroundColor = scenes.color(opaque: true)
    let screen = Layer(frame: Rect(x: 0, y: 0, width: 64, height: 64))
    if scenes.unit() < 0.3 { screen.opacity = scenes.value(0.3...0.9) }
    let gradient = GradientLayer()
    gradient.frame = Rect(x: 0, y: 0, width: 64, height: 64)
    gradient.colors = [scenes.color(opaque: true), scenes.color()]
    screen.addSublayer(gradient)
    for _ in 0..<Int.random(in: 1...3, using: &scenes.random) {
      screen.addSublayer(scenes.container(at: Point(x: scenes.value(-10...50), y: scenes.value(-10...50))))
    }
    screen.addSublayer(probe(&scenes))
    screen.addSublayer(cover(kind, &scenes))
    for _ in 0..<Int.random(in: 0...2, using: &scenes.random) {
      screen.addSublayer(
        Scenes.box(Rect(x: scenes.value(-10...50), y: scenes.value(-10...60), width: 20, height: 9), scenes.color()))
    }
    root.addSublayer(screen)
    return root.renderTree(at: 0)
  }

  /// A translucent layer with a sublayer (drawn on a canvas of its own) across the frame's
  /// last rows, where every cover reaches.
  private func probe(_ scenes: inout RandomScenes) -> Layer {
    let probe = Scenes.box(Rect(x: 4, y: 58, width: 40, height: 6), scenes.color(opaque: true))
    probe.opacity = 0.5
    probe.addSublayer(Scenes.box(Rect(x: 2, y: 1, width: 10, height: 3), scenes.color(opaque: true)))
    return probe
  }

  @Test(arguments: kinds, 0..<12)
  func hidingCoveredSublayersKeepsTheBytes(kind: Int, seed: Int) {
    let tree = scene(seed: UInt64(seed), kind: kind)
    for (rows, threads) in [(1, 1), (5, 2), (64, 1)] {
      var hiding = Compositor(background: Bitmap.Pixel(red: 10, green: 20, blue: 30))
      hiding.bandBytes = rows * 64 * 4
      hiding.threads = threads
      var drawing = hiding
      drawing.hidesCoveredSublayers = false
      let same = hiding.render(tree, width: 64, height: 64) == drawing.render(tree, width: 64, height: 64)
      #expect(same, "kind \(kind), seed \(seed), \(rows)-row bands on \(threads) threads")
    }
  }

  /// In the frame's last rows, an opaque cover (kinds 0, 1, 7, 8) leaves out the translucent
  /// probe beneath, and any other group there: fewer canvases. The others leave them all in.
  @Test(arguments: kinds, 0..<6)
  func coveredSublayersAreLeftOut(kind: Int, seed: Int) {
    let tree = scene(seed: UInt64(seed), kind: kind)
    var drawing = Compositor()
    drawing.hidesCoveredSublayers = false
    let (left, all) = (Self.groupsDrawn(tree, by: Compositor()), Self.groupsDrawn(tree, by: drawing))
    let hides = [0, 1, 7, 8].contains(kind)
    #expect(hides ? left < all : left == all, "kind \(kind), seed \(seed): \(left) canvases of \(all)")
  }

  /// A cover whose right edge, drawn all or nothing, passes exactly through the centres of the
  /// frame's last column, below a top row it nearly covers: the rasterizer, stepping along the
  /// row, can put those centres a rounding error outside, so the cover must not count as
  /// covering them; nor may a mask of that shape be left out.
  @Test(arguments: [3, 0.75, 1.5, 0.6], [false, true])
  func anEdgeDrawnAllOrNothingThroughTheLastCentresDoesNotCover(scale: Double, masks: Bool) {
    let size = 16.0
    let device = Int((size * scale).rounded())
    let root = Scenes.root(width: size, height: size)
    root.addSublayer(Scenes.box(Rect(x: 0, y: 0, width: size, height: size), .red))
    let cover = Scenes.box(
      Rect(x: -1, y: 8.001 / scale, width: Double(device) / scale - 0.5 / scale + 1, height: size), .blue)
    cover.edgeAntialiasingMask = [.layerTopEdge, .layerLeftEdge, .layerBottomEdge]
    if masks {
      cover.backgroundColor = nil
      cover.masksToBounds = true
      cover.addSublayer(Scenes.box(Rect(x: 0, y: 0, width: size + 2, height: size), Color(white: 1, alpha: 0.5)))
    }
    root.addSublayer(cover)
    let tree = root.renderTree(at: 0)
    for rows in [1, 4, 8] {
      for columnPaints in [true, false] {
        var leaving = Compositor(scale: scale, background: Bitmap.Pixel(red: 0, green: 255, blue: 0))
        leaving.bandBytes = rows * device * 4
        leaving.threads = 1
        leaving.usesColumnPaints = columnPaints
        var drawing = leaving
        drawing.hidesCoveredSublayers = false
        drawing.dropsCoveringMasks = false
        let same =
          leaving.render(tree, width: device, height: device) == drawing.render(tree, width: device, height: device)
        #expect(same, "scale \(scale), \(rows)-row bands, column paints \(columnPaints)")
      }
    }
  }

  /// How many canvases of their own `compositor` makes drawing rows 60..<62 of `tree`.
  private static func groupsDrawn(_ tree: RenderLayer, by compositor: Compositor) -> Int {
    var canvas = Canvas(width: 64, height: 64, rows: 60..<62)
    compositor.drawSublayer(
      tree, chain: tree.values.transformToSuperlayer, planeToDevice: .identity, opacity: 1, into: &canvas)
    return canvas.groupsDrawn
  }
}
