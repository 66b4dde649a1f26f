import SegueGeometry
import SegueImage
import SegueMotion
import SegueRender
import SegueTesting
import SnapshotTesting
import Testing

/// Transform layers keep their sublayers in 3D and draw them back to front.
@MainActor
@Suite struct TransformLayerTests {
  /// Two overlapping squares in `container`: red added first but moved 10 points towards the
  /// viewer by its transform (not `zPosition`, which would also reorder the siblings), then blue.
  private func nearFirst(in container: Layer) -> Layer {
    let root = Scenes.root(width: 16, height: 16)
    root.sublayerTransform = .perspective(distance: 100)
    container.frame = Rect(x: 0, y: 0, width: 16, height: 16)
    let near = Scenes.box(Rect(x: 2, y: 2, width: 10, height: 10), .red)
    near.transform = Transform3D(translationX: 0, y: 0, z: 10)
    container.addSublayer(near)
    container.addSublayer(Scenes.box(Rect(x: 4, y: 4, width: 10, height: 10), .blue))
    root.addSublayer(container)
    return root
  }

  @Test func theNearerPlaneIsDrawnInFrontWhateverTheTreeOrder() {
    let bitmap = Scenes.render(nearFirst(in: TransformLayer()), width: 16, height: 16)
    #expect(bitmap[8, 8] == Color.red.premultipliedPixel)
  }

  @Test func aPlainLayerSortsItsSublayersByDepthAsCoreAnimationDoes() {
    let bitmap = Scenes.render(nearFirst(in: Layer()), width: 16, height: 16)
    #expect(bitmap[8, 8] == Color.red.premultipliedPixel)
  }

  /// A 16 × 16 render of a plain 16 × 16 layer, under a perspective of 100 points, holding
  /// `first` and then a blue square over `blue`.
  private func plainContainer(holding first: Layer, thenBlueOver blue: Rect) -> Bitmap {
    let root = Scenes.root(width: 16, height: 16)
    root.sublayerTransform = .perspective(distance: 100)
    let container = Layer()
    container.frame = Rect(x: 0, y: 0, width: 16, height: 16)
    container.addSublayer(first)
    container.addSublayer(Scenes.box(blue, .blue))
    root.addSublayer(container)
    return Scenes.render(root, width: 16, height: 16)
  }

  @Test func aPlainLayerKeepsTreeOrderAmongSublayersAtOneDepth() {
    let turned = Scenes.box(Rect(x: 2, y: 2, width: 10, height: 10), .red)
    turned.transform = Transform3D(rotationAngle: 0.3, x: 0, y: 0, z: 1)
    let bitmap = plainContainer(holding: turned, thenBlueOver: Rect(x: 4, y: 4, width: 10, height: 10))
    #expect(bitmap[8, 8] == Color.blue.premultipliedPixel, "a turn in the plane keeps every centre at depth 0")
  }

  @Test func aCardTurnedHalfARoundAnEdgeStaysBehindAFlatSiblingDrawnAfterIt() {
    let card = Scenes.box(Rect(x: 8, y: 2, width: 6, height: 12), .red)
    card.anchorPoint = Point(x: 0, y: 0.5)
    card.position = Point(x: 8, y: 8)
    card.transform = Transform3D(rotationAngle: .pi, x: 0, y: 1, z: 0)
    let bitmap = plainContainer(holding: card, thenBlueOver: Rect(x: 0, y: 0, width: 16, height: 16))
    #expect(bitmap[4, 8] == Color.blue.premultipliedPixel, "the turned card's centre is at depth 0 up to rounding")
  }

  @Test func aPlainLayerFlattensSoItsSublayersDoNotSortWithItsSiblings() {
    let flat = Layer()
    flat.frame = Rect(x: 0, y: 0, width: 16, height: 16)
    let lifted = Scenes.box(Rect(x: 2, y: 2, width: 10, height: 10), .red)
    lifted.transform = Transform3D(translationX: 0, y: 0, z: 10)
    flat.addSublayer(lifted)
    let root = Scenes.root(width: 16, height: 16)
    root.sublayerTransform = .perspective(distance: 100)
    root.addSublayer(flat)
    root.addSublayer(Scenes.box(Rect(x: 4, y: 4, width: 10, height: 10), .blue))
    let bitmap = Scenes.render(root, width: 16, height: 16)
    #expect(bitmap[8, 8] == Color.blue.premultipliedPixel, "the red square is drawn into its flat parent, at depth 0")
  }

  @Test func nestedTransformLayersShareOneDepthOrder() {
    let root = Scenes.root(width: 16, height: 16)
    let outer = TransformLayer()
    outer.frame = Rect(x: 0, y: 0, width: 16, height: 16)
    let inner = TransformLayer()
    inner.frame = Rect(x: 0, y: 0, width: 16, height: 16)
    inner.transform = Transform3D(translationX: 0, y: 0, z: 20)
    inner.addSublayer(Scenes.box(Rect(x: 2, y: 2, width: 12, height: 12), .green))
    let middle = Scenes.box(Rect(x: 0, y: 0, width: 16, height: 16), .red)
    middle.zPosition = 10
    outer.addSublayer(inner)
    outer.addSublayer(middle)
    root.addSublayer(outer)
    // The green plane sits at z = 20 through the inner transform layer, in front of red at 10.
    #expect(Scenes.render(root, width: 16, height: 16)[8, 8] == Color.green.premultipliedPixel)
  }

  @Test func aTransformLayerDrawsNothingOfItsOwnAndAppliesOpacityPerSublayer() {
    let root = Scenes.root(width: 8, height: 8)
    let layer = TransformLayer()
    layer.frame = Rect(x: 0, y: 0, width: 8, height: 8)
    layer.backgroundColor = .yellow
    layer.borderWidth = 2
    layer.opacity = 0.5
    layer.addSublayer(Scenes.box(Rect(x: 0, y: 0, width: 8, height: 8), .red))
    layer.addSublayer(Scenes.box(Rect(x: 0, y: 0, width: 8, height: 8), .white))
    root.addSublayer(layer)
    let pixel = Scenes.render(root, width: 8, height: 8)[4, 4]
    // Each sublayer at 50 %: white over (red over black), so red shows through.
    #expect(abs(Int(pixel.red) - 191) <= 1 && abs(Int(pixel.green) - 128) <= 1)
  }

  @Test func aCubeOfSixFacesDrawsItsFrontFaces() {
    let size = 24.0
    let root = Scenes.root(width: 40, height: 40)
    root.sublayerTransform = .perspective(distance: 90)
    let cube = TransformLayer()
    cube.frame = Rect(x: 8, y: 8, width: size, height: size)
    let faces: [(Color, Transform3D)] = [
      (.blue, Transform3D(translationX: 0, y: 0, z: size / 2)),
      (.orange, Transform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0).translatedBy(x: 0, y: 0, z: size / 2)),
      (.green, Transform3D(rotationAngle: .pi, x: 0, y: 1, z: 0).translatedBy(x: 0, y: 0, z: size / 2)),
      (.red, Transform3D(rotationAngle: -.pi / 2, x: 0, y: 1, z: 0).translatedBy(x: 0, y: 0, z: size / 2)),
      (.yellow, Transform3D(rotationAngle: .pi / 2, x: 1, y: 0, z: 0).translatedBy(x: 0, y: 0, z: size / 2)),
      (.white, Transform3D(rotationAngle: -.pi / 2, x: 1, y: 0, z: 0).translatedBy(x: 0, y: 0, z: size / 2)),
    ]
    for (color, transform) in faces {
      let face = Scenes.box(Rect(x: 0, y: 0, width: size, height: size), color)
      face.transform = transform
      cube.addSublayer(face)
    }
    cube.transform = Transform3D(rotationAngle: 0.6, x: 0, y: 1, z: 0).rotated(by: -0.4, x: 1, y: 0, z: 0)
    root.addSublayer(cube)
    assertSnapshot(of: Scenes.render(root, width: 40, height: 40), as: .png)
  }
}
