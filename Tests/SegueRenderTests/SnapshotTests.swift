import SegueGeometry
import SegueImage
import SegueMotion
import SegueRender
import SegueTesting
import SnapshotTesting
import Testing

/// Rendering a layer subtree in its own bounds space, as view snapshots do.
@MainActor
@Suite struct SnapshotTests {
  /// A card with a rounded background, an image and a sublayer, placed and turned in its superlayer.
  private func card() -> Layer {
    let card = Scenes.box(Rect(x: 30, y: 40, width: 20, height: 12), .orange)
    card.cornerRadius = 3
    card.transform = Transform3D(rotationAngle: 0.7, x: 0, y: 0, z: 1)
    card.opacity = 0.5
    let image = Layer(frame: Rect(x: 2, y: 2, width: 8, height: 8))
    image.contents = Scenes.markedImage(width: 4, height: 4)
    card.addSublayer(image)
    card.addSublayer(Scenes.box(Rect(x: 12, y: 4, width: 6, height: 4), .blue))
    return card
  }

  @Test(arguments: [1.0, 2.0, 3.0])
  func aSnapshotIsTheBoundsTimesTheScale(scale: Double) {
    let bitmap = Compositor.snapshot(of: card().renderTree(at: 0), scale: scale)
    #expect(bitmap.width == Int(20 * scale) && bitmap.height == Int(12 * scale))
    assertSnapshot(of: bitmap, as: .png, named: "\(Int(scale))x")
  }

  @Test func aSnapshotIgnoresTheLayersOwnPlacementTransformAndOpacity() {
    let placed = card()
    let plain = card()
    plain.transform = .identity
    plain.opacity = 1
    plain.position = Point(x: 10, y: 6)
    let root = Scenes.root(width: 20, height: 12)
    root.addSublayer(plain)
    let expected = Compositor().render(root.renderTree(at: 0), width: 20, height: 12)
    #expect(Compositor.snapshot(of: placed.renderTree(at: 0), scale: 1) == expected)
  }

  @Test func aSnapshotDrawsTheBoundsOriginAtTheTopLeft() {
    let layer = Layer(frame: Rect(x: 0, y: 0, width: 4, height: 4))
    layer.bounds.origin = Point(x: 2, y: 2)
    layer.addSublayer(Scenes.box(Rect(x: 2, y: 2, width: 1, height: 1), .red))
    let bitmap = Compositor.snapshot(of: layer.renderTree(at: 0), scale: 2)
    #expect(bitmap.width == 8 && bitmap.height == 8)
    #expect(bitmap[0, 0] == Color.red.premultipliedPixel && bitmap[1, 1] == Color.red.premultipliedPixel)
    #expect(bitmap[2, 2] == .clear)
  }

  @Test func fractionalBoundsRoundTheSnapshotUp() {
    let layer = Scenes.box(Rect(x: 0, y: 0, width: 10.2, height: 0.4), .red)
    let bitmap = Compositor.snapshot(of: layer.renderTree(at: 0), scale: 3)
    #expect(bitmap.width == 31 && bitmap.height == 2)
    #expect(Compositor.snapshot(of: Layer().renderTree(at: 0), scale: 2).isEmpty)
  }
}
