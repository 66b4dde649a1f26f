import SegueGeometry
import SegueImage
import SegueMotion
import Testing

@testable import SegueRender

@MainActor
@Suite struct CompositorAnalyticTests {
  @Test func halfOpaqueWhiteOverBlackIsMidGrey() {
    let root = Scenes.root(width: 8, height: 8)
    let white = Scenes.box(Rect(x: 0, y: 0, width: 8, height: 8), .white)
    white.opacity = 0.5
    root.addSublayer(white)
    let bitmap = Scenes.render(root, width: 8, height: 8)
    for y in 0..<8 {
      for x in 0..<8 {
        let pixel = bitmap[x, y]
        #expect(abs(Int(pixel.red) - 128) <= 1 && pixel.red == pixel.green && pixel.green == pixel.blue)
        #expect(pixel.alpha == 255)
      }
    }
  }

  @Test func quadTurnedNinetyDegreesUnderPerspectiveDrawsNothing() {
    for angle in [Double.pi / 2, -Double.pi / 2] {
      let root = Scenes.root(width: 32, height: 32)
      root.sublayerTransform = .perspective(distance: 500)
      let card = Scenes.box(Rect(x: 4, y: 4, width: 24, height: 24), .white)
      card.transform = Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0)
      root.addSublayer(card)
      let bitmap = Scenes.render(root, width: 32, height: 32)
      #expect(bitmap == Bitmap(width: 32, height: 32, filledWith: Color.black.premultipliedPixel))
    }
  }

  @Test func perspectiveMakesTheNearEdgeTallerThanTheFarEdge() {
    let root = Scenes.root(width: 64, height: 64)
    root.sublayerTransform = .perspective(distance: 100)
    let card = Scenes.box(Rect(x: 12, y: 12, width: 40, height: 40), .white)
    card.transform = Transform3D(rotationAngle: .pi / 4, x: 0, y: 1, z: 0)
    root.addSublayer(card)
    let bitmap = Scenes.render(root, width: 64, height: 64)
    func columnHeight(_ x: Int) -> Int { (0..<64).filter { bitmap[x, $0].red > 0 }.count }
    // Rotating about y by +45° moves the right edge away (z < 0) and the left edge nearer.
    let covered = (0..<64).filter { columnHeight($0) > 0 }
    let left = columnHeight(covered.first!)
    let right = columnHeight(covered.last!)
    #expect(left > right)
  }

  @Test func zPositionOrdersSiblingsAndTiesKeepSublayerOrder() {
    let root = Scenes.root(width: 4, height: 4)
    let red = Scenes.box(Rect(x: 0, y: 0, width: 4, height: 4), .red)
    let green = Scenes.box(Rect(x: 0, y: 0, width: 4, height: 4), .green)
    let blue = Scenes.box(Rect(x: 0, y: 0, width: 4, height: 4), .blue)
    red.zPosition = 1
    [red, green, blue].forEach(root.addSublayer)
    #expect(Scenes.render(root, width: 4, height: 4)[1, 1] == Color.red.premultipliedPixel)
    red.zPosition = 0
    #expect(Scenes.render(root, width: 4, height: 4)[1, 1] == Color.blue.premultipliedPixel)
  }

  @Test func hiddenLayersAndTheirSublayersAreNotDrawn() {
    let root = Scenes.root(width: 4, height: 4)
    let parent = Scenes.box(Rect(x: 0, y: 0, width: 4, height: 4), .red)
    parent.addSublayer(Scenes.box(Rect(x: 0, y: 0, width: 2, height: 2), .green))
    parent.isHidden = true
    root.addSublayer(parent)
    #expect(
      Scenes.render(root, width: 4, height: 4)
        == Bitmap(width: 4, height: 4, filledWith: Color.black.premultipliedPixel))
  }

  @Test func singleSidedLayersAreCulledWhenTheyFaceAway() {
    let root = Scenes.root(width: 8, height: 8)
    let card = Scenes.box(Rect(x: 0, y: 0, width: 8, height: 8), .white)
    card.transform = Transform3D(rotationAngle: .pi, x: 0, y: 1, z: 0)
    root.addSublayer(card)
    #expect(Scenes.render(root, width: 8, height: 8)[4, 4] == Color.white.premultipliedPixel)
    card.isDoubleSided = false
    #expect(Scenes.render(root, width: 8, height: 8)[4, 4] == Color.black.premultipliedPixel)
  }

  @Test func groupOpacityCompositesOverlappingSublayersAsOne() {
    let root = Scenes.root(width: 8, height: 8)
    let group = Layer(frame: Rect(x: 0, y: 0, width: 8, height: 8))
    group.opacity = 0.5
    group.addSublayer(Scenes.box(Rect(x: 0, y: 0, width: 8, height: 8), .red))
    group.addSublayer(Scenes.box(Rect(x: 0, y: 0, width: 8, height: 8), .white))
    root.addSublayer(group)
    // As a group: 50 % white over black, with no red showing through.
    let pixel = Scenes.render(root, width: 8, height: 8)[3, 3]
    #expect(pixel == Bitmap.Pixel(red: 128, green: 128, blue: 128))
  }

  /// A translucent layer that paints nothing and holds one sublayer hands its opacity down
  /// rather than drawing a group: within one step of rounding of the group's bytes (an empty
  /// second sublayer forces the group).
  @Test(arguments: 0..<40)
  func aTranslucentHolderOfOneSublayerDrawsWhatItsGroupDraws(seed: Int) {
    let scenes = RandomScenes(seed: UInt64(seed) &+ 500)
    func tree(forcingGroups: Bool) -> RenderLayer {
      var scenes = scenes
      let root = Scenes.root(width: 32, height: 32)
      root.backgroundColor = scenes.color(opaque: true)
      // Opacities are set before a layer joins the tree, where setting them would animate.
      var parent = root
      var frame = Rect(x: scenes.value(0...6), y: scenes.value(0...6), width: 24, height: 24)
      for _ in 0..<Int.random(in: 1...3, using: &scenes.random) {
        let holder = Layer(frame: frame)
        holder.opacity = scenes.value(0.1...0.95)
        if forcingGroups {
          holder.addSublayer(Layer(frame: holder.bounds))
        }
        parent.addSublayer(holder)
        parent = holder
        frame = holder.bounds.insetBy(dx: scenes.value(0...3), dy: scenes.value(0...3))
      }
      parent.addSublayer(scenes.container(at: Point(x: 0, y: 0)))
      return root.renderTree(at: 0)
    }
    let direct = tree(forcingGroups: false)
    let drawn = Compositor().render(direct, width: 32, height: 32)
    let grouped = Compositor().render(tree(forcingGroups: true), width: 32, height: 32)
    var worst = 0
    for (a, b) in zip(drawn.bytes, grouped.bytes) { worst = max(worst, abs(Int(a) - Int(b))) }
    #expect(worst <= 2, "seed \(seed): \(worst)/255 apart")
  }

  /// A translucent holder of one transform layer keeps group opacity: the planes are blended
  /// as one, so a plane hidden behind another does not show through it.
  @Test func aTranslucentHolderOfATransformLayerBlendsItsPlanesAsOneGroup() {
    let root = Scenes.root(width: 8, height: 8)
    root.backgroundColor = .white
    let holder = Layer(frame: root.bounds)
    holder.opacity = 0.5
    let planes = TransformLayer()
    planes.frame = root.bounds
    let back = Scenes.box(root.bounds, .red)
    back.zPosition = -1
    let front = Scenes.box(root.bounds, .blue)
    planes.addSublayer(back)
    planes.addSublayer(front)
    holder.addSublayer(planes)
    root.addSublayer(holder)
    let pixel = Compositor().render(root.renderTree(at: 0), width: 8, height: 8)[4, 4]
    #expect(pixel == Bitmap.Pixel(red: 127, green: 127, blue: 255), "\(pixel)")
  }

  /// A fold strip's shading view fading (a translucent layer holding one gradient layer) draws
  /// no canvas of its own; holding two overlapping layers, it does.
  @Test func aFadingHolderOfOneLayerDrawsNoGroup() {
    let root = Scenes.root(width: 32, height: 32)
    let holder = Layer(frame: root.bounds)
    holder.opacity = 0.4
    let shading = GradientLayer()
    shading.frame = holder.bounds
    shading.colors = [.clear, .black]
    holder.addSublayer(shading)
    root.addSublayer(holder)
    #expect(Self.groupsDrawn(root.renderTree(at: 0)) == 0)
    holder.addSublayer(Scenes.box(holder.bounds, .red))
    #expect(Self.groupsDrawn(root.renderTree(at: 0)) == 1)
  }

  /// How many layers of `tree` a frame draws on canvases of their own.
  private static func groupsDrawn(_ tree: RenderLayer) -> Int {
    var canvas = Canvas(width: 32, height: 32)
    Compositor().drawSublayer(
      tree, chain: tree.values.transformToSuperlayer, planeToDevice: .identity, opacity: 1, into: &canvas)
    return canvas.groupsDrawn
  }

  @Test func masksToBoundsClipsSublayersUnderATransform() {
    let root = Scenes.root(width: 16, height: 16)
    let clip = Layer(frame: Rect(x: 4, y: 4, width: 8, height: 8))
    clip.masksToBounds = true
    clip.addSublayer(Scenes.box(Rect(x: -10, y: -10, width: 40, height: 40), .white))
    root.addSublayer(clip)
    let bitmap = Scenes.render(root, width: 16, height: 16)
    #expect(bitmap[4, 4] == Color.white.premultipliedPixel)
    #expect(bitmap[11, 11] == Color.white.premultipliedPixel)
    #expect(bitmap[3, 8] == Color.black.premultipliedPixel)
    #expect(bitmap[12, 8] == Color.black.premultipliedPixel)
  }

  @Test func roundedCornersLeaveTheCornerPixelsOut() {
    let root = Scenes.root(width: 16, height: 16)
    let card = Scenes.box(Rect(x: 0, y: 0, width: 16, height: 16), .white)
    card.cornerRadius = 6
    root.addSublayer(card)
    let bitmap = Scenes.render(root, width: 16, height: 16)
    #expect(bitmap[0, 0] == Color.black.premultipliedPixel)
    #expect(bitmap[15, 15] == Color.black.premultipliedPixel)
    #expect(bitmap[8, 0] == Color.white.premultipliedPixel)
    #expect(bitmap[0, 8] == Color.white.premultipliedPixel)
  }

  @Test func contentsAreStretchedWithBilinearFiltering() {
    let root = Scenes.root(width: 4, height: 1)
    let image = Layer(frame: Rect(x: 0, y: 0, width: 4, height: 1))
    var contents = Bitmap(width: 2, height: 1)
    contents[0, 0] = Bitmap.Pixel(red: 0, green: 0, blue: 0)
    contents[1, 0] = Bitmap.Pixel(red: 200, green: 200, blue: 200)
    image.contents = contents
    root.addSublayer(image)
    let row = Scenes.render(root, width: 4, height: 1)
    // Pixel centres 0.5…3.5 map to source x −0.25, 0.25, 0.75, 1.25: clamp, ¼, ¾, clamp.
    #expect([row[0, 0].red, row[1, 0].red, row[2, 0].red, row[3, 0].red] == [0, 50, 150, 200])
  }

  @Test func sublayerTransformAppliesAboutTheAnchorPoint() {
    let root = Scenes.root(width: 20, height: 20)
    let container = Layer(frame: Rect(x: 0, y: 0, width: 20, height: 20))
    container.sublayerTransform = Transform3D(scaleX: 0.5, y: 0.5, z: 1)
    container.addSublayer(Scenes.box(Rect(x: 0, y: 0, width: 20, height: 20), .white))
    root.addSublayer(container)
    let bitmap = Scenes.render(root, width: 20, height: 20)
    // Scaled about the centre (10, 10): covers 5..<15.
    #expect(bitmap[4, 10] == Color.black.premultipliedPixel)
    #expect(bitmap[5, 10] == Color.white.premultipliedPixel)
    #expect(bitmap[14, 10] == Color.white.premultipliedPixel)
    #expect(bitmap[15, 10] == Color.black.premultipliedPixel)
  }

  @Test func theSameTreeAtTheSameTimeGivesTheSameBytes() {
    let root = Scenes.root(width: 40, height: 30)
    root.sublayerTransform = .perspective(distance: 200)
    let card = Layer(frame: Rect(x: 5, y: 5, width: 30, height: 20))
    card.contents = Scenes.checkerboard(width: 9, height: 7, cell: 2, .orange, .blue)
    let turn = BasicAnimation(.transform, from: .identity, to: Transform3D(rotationAngle: 1, x: 1, y: 1, z: 0))
    turn.duration = 1
    card.add(turn)
    root.addSublayer(card)
    root.commit(at: 0)
    let first = Scenes.render(root, width: 40, height: 30, at: 0.37)
    let second = Scenes.render(root, width: 40, height: 30, at: 0.37)
    #expect(first == second)
    #expect(first != Scenes.render(root, width: 40, height: 30, at: 0.38))
  }
}

@MainActor
@Suite struct CompositorCullingTests {
  @Test func aSingleSidedLayerFacingAwayHidesItsSublayersToo() {
    let root = Scenes.root(width: 8, height: 8)
    let card = Layer(frame: Rect(x: 0, y: 0, width: 8, height: 8))
    card.addSublayer(Scenes.box(Rect(x: 0, y: 0, width: 8, height: 8), .green))
    card.transform = Transform3D(rotationAngle: .pi, x: 1, y: 0, z: 0)
    root.addSublayer(card)
    #expect(Scenes.render(root, width: 8, height: 8)[4, 4] == Color.green.premultipliedPixel)
    card.isDoubleSided = false
    #expect(Scenes.render(root, width: 8, height: 8)[4, 4] == Color.black.premultipliedPixel)
  }
}

@MainActor
@Suite struct PixelAlignedContentsTests {
  @Test func translucentContentsAtAWholePixelOffsetBlendWithTheLayerOpacity() {
    let root = Scenes.root(width: 6, height: 4)
    let layer = Layer(frame: Rect(x: 2, y: 1, width: 3, height: 2))
    var image = Bitmap(width: 3, height: 2)
    image[0, 0] = Bitmap.Pixel(red: 200, green: 100, blue: 0, alpha: 200)
    image[2, 1] = Bitmap.Pixel(red: 255, green: 255, blue: 255)
    layer.contents = image
    layer.opacity = 0.5
    root.addSublayer(layer)
    let bitmap = Scenes.render(root, width: 6, height: 4)
    // Opacity 0.5 is 128/255; over opaque black the colour channels are scaled and alpha is 255.
    #expect(bitmap[2, 1] == Bitmap.Pixel(red: 100, green: 50, blue: 0, alpha: 255))
    #expect(bitmap[4, 2] == Bitmap.Pixel(red: 128, green: 128, blue: 128, alpha: 255))
    #expect(bitmap[3, 1] == Color.black.premultipliedPixel)
    #expect(bitmap[1, 1] == Color.black.premultipliedPixel)
    #expect(bitmap[5, 2] == Color.black.premultipliedPixel)
  }
}

@MainActor
@Suite struct EdgeAntialiasingTests {
  private func turnedCard(_ configure: (Layer) -> Void) -> Bitmap {
    let root = Scenes.root(width: 24, height: 24)
    let card = Scenes.box(Rect(x: 4, y: 4, width: 16, height: 16), .white)
    card.transform = Transform3D(rotationAngle: 0.3, x: 0, y: 0, z: 1)
    configure(card)
    root.addSublayer(card)
    return Scenes.render(root, width: 24, height: 24)
  }

  private func partialPixels(_ bitmap: Bitmap) -> Int {
    (0..<bitmap.height).reduce(0) { count, y in
      count + (0..<bitmap.width).filter { bitmap[$0, y].red != 0 && bitmap[$0, y].red != 255 }.count
    }
  }

  @Test func turnedEdgesAreAntialiasedByDefaultAndHardWhenTurnedOff() {
    #expect(partialPixels(turnedCard { _ in }) > 0)
    #expect(partialPixels(turnedCard { $0.allowsEdgeAntialiasing = false }) == 0)
  }

  @Test func theMaskChoosesWhichEdgesAreSoft() {
    let allSoft = partialPixels(turnedCard { _ in })
    let twoSoft = partialPixels(turnedCard { $0.edgeAntialiasingMask = [.layerLeftEdge, .layerTopEdge] })
    #expect(twoSoft > 0 && twoSoft < allSoft)
    #expect(partialPixels(turnedCard { $0.edgeAntialiasingMask = [] }) == 0)
  }

  @Test func twoLayersSharingAHardEdgeLeaveNoSeam() {
    let root = Scenes.root(width: 24, height: 24)
    root.sublayerTransform = Transform3D(rotationAngle: 0.2, x: 0, y: 0, z: 1)
    let left = Scenes.box(Rect(x: 2, y: 2, width: 10, height: 20), .white)
    let right = Scenes.box(Rect(x: 12, y: 2, width: 10, height: 20), .white)
    left.edgeAntialiasingMask = [.layerLeftEdge, .layerTopEdge, .layerBottomEdge]
    right.edgeAntialiasingMask = [.layerRightEdge, .layerTopEdge, .layerBottomEdge]
    [left, right].forEach(root.addSublayer)
    let bitmap = Scenes.render(root, width: 24, height: 24)
    // Along the shared edge, inside both layers' vertical extent, every pixel is fully white.
    for y in 8...16 {
      let row = (0..<24).map { bitmap[$0, y].red }
      let inside = row.indices.filter { row[$0] == 255 }
      #expect(inside.count > 10, "row \(y)")
      if let first = inside.first, let last = inside.last {
        #expect(row[first...last].allSatisfy { $0 == 255 }, "a seam in row \(y): \(row)")
      }
    }
  }
}
