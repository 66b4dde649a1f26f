import SegueGeometry
import SegueImage
import SegueMotion
import SegueRender
import Testing

/// Invariants of the compositor over random scenes.
@MainActor
@Suite struct CompositorPropertyTests {
  private func render(_ layer: Layer, size: Int = 64) -> Bitmap {
    let root = Scenes.root(width: Double(size), height: Double(size))
    root.addSublayer(layer)
    return Compositor().render(root.renderTree(at: 0), width: size, height: size)
  }

  @Test(arguments: 0..<40)
  func translatingByWholePixelsShiftsTheImage(seed: Int) {
    var scenes = RandomScenes(seed: UInt64(seed))
    let dx = Int.random(in: -10...10, using: &scenes.random)
    let dy = Int.random(in: -10...10, using: &scenes.random)
    let origin = Point(x: 20 + scenes.value(0...1), y: 20 + scenes.value(0...1))
    let layer = scenes.container(at: origin)
    let before = render(layer)
    layer.position = Point(x: layer.position.x + Double(dx), y: layer.position.y + Double(dy))
    let after = render(layer)
    var differing = 0
    for y in 0..<64 {
      for x in 0..<64 {
        let (sx, sy) = (x - dx, y - dy)
        let expected = (0..<64).contains(sx) && (0..<64).contains(sy) ? before[sx, sy] : .clear
        if after[x, y] != expected { differing += 1 }
      }
    }
    #expect(differing == 0, "seed \(seed), shift (\(dx), \(dy))")
  }

  @Test(arguments: 0..<20)
  func fullOpacityChangesNothing(seed: Int) {
    var scenes = RandomScenes(seed: UInt64(seed))
    let layer = scenes.container(at: Point(x: 20, y: 20))
    let plain = render(layer)
    let wrapper = Layer(frame: Rect(x: 0, y: 0, width: 64, height: 64))
    wrapper.opacity = 1
    wrapper.addSublayer(layer)
    #expect(render(wrapper) == plain)
    wrapper.opacity = 0.9999
    #expect(render(wrapper) == plain)
  }

  @Test(arguments: 0..<40)
  func aQuadTurnedNinetyDegreesDrawsNothing(seed: Int) {
    var scenes = RandomScenes(seed: UInt64(seed))
    let root = Scenes.root(width: 48, height: 48)
    let perspective = scenes.unit() < 0.7
    if perspective { root.sublayerTransform = .perspective(distance: scenes.value(20...500)) }
    let width = scenes.value(4...30)
    let height = scenes.value(4...30)
    // Under perspective the plane must pass through the viewer to be seen edge-on.
    let x = perspective ? 24 - width / 2 : scenes.value(0...20)
    let card = Layer(frame: Rect(x: x, y: scenes.value(0...20), width: width, height: height))
    card.backgroundColor = scenes.color(opaque: true)
    card.contents = scenes.image(width: 3, height: 3)
    card.borderWidth = 1
    card.cornerRadius = scenes.value(0...3)
    card.transform = Transform3D(rotationAngle: scenes.unit() < 0.5 ? .pi / 2 : -.pi / 2, x: 0, y: 1, z: 0)
    root.addSublayer(card)
    let background = Color.black.premultipliedPixel
    #expect(
      Compositor(background: background).render(root.renderTree(at: 0), width: 48, height: 48)
        == Bitmap(width: 48, height: 48, filledWith: background))
  }
}
