import SegueGeometry
import SegueMotion
import Testing

@MainActor
@Suite struct LayerHierarchyTests {
  private func named(_ names: String...) -> [Layer] {
    names.map { name in
      let layer = Layer()
      layer.name = name
      return layer
    }
  }

  private func names(_ layer: Layer) -> [String] { layer.sublayers.map { $0.name ?? "?" } }

  @Test func addAppendsAndSetsSuperlayer() {
    let parent = Layer()
    let children = named("a", "b")
    children.forEach(parent.addSublayer)
    #expect(names(parent) == ["a", "b"])
    #expect(children.allSatisfy { $0.superlayer === parent })
  }

  @Test func insertAtAboveAndBelow() {
    let parent = Layer()
    let layers = named("a", "b", "c", "d", "e")
    parent.addSublayer(layers[0])
    parent.addSublayer(layers[1])
    parent.insertSublayer(layers[2], at: 1)
    parent.insertSublayer(layers[3], above: layers[0])
    parent.insertSublayer(layers[4], below: layers[0])
    #expect(names(parent) == ["e", "a", "d", "c", "b"])
  }

  @Test func insertAtIndexPastTheEndAppends() {
    let parent = Layer()
    let layers = named("a", "b")
    parent.addSublayer(layers[0])
    parent.insertSublayer(layers[1], at: 99)
    #expect(names(parent) == ["a", "b"])
  }

  @Test func addingToAnotherParentMovesTheLayer() {
    let first = Layer()
    let second = Layer()
    let child = Layer()
    first.addSublayer(child)
    second.addSublayer(child)
    #expect(first.sublayers.isEmpty)
    #expect(child.superlayer === second)
  }

  @Test func replaceKeepsThePlace() {
    let parent = Layer()
    let layers = named("a", "b", "c", "x")
    layers[0...2].forEach(parent.addSublayer)
    parent.replaceSublayer(layers[1], with: layers[3])
    #expect(names(parent) == ["a", "x", "c"])
    #expect(layers[1].superlayer == nil)
    #expect(layers[3].superlayer === parent)
  }

  @Test func replacingALayerThatIsNotASublayerDoesNothing() {
    let parent = Layer()
    let layers = named("a", "stranger", "x")
    parent.addSublayer(layers[0])
    parent.replaceSublayer(layers[1], with: layers[2])
    #expect(names(parent) == ["a"])
  }

  @Test func removeFromSuperlayerDetaches() {
    let parent = Layer()
    let child = Layer()
    parent.addSublayer(child)
    child.removeFromSuperlayer()
    #expect(parent.sublayers.isEmpty)
    #expect(child.superlayer == nil)
  }

  @Test func cyclesAreRefused() {
    let root = Layer()
    let child = Layer()
    root.addSublayer(child)
    child.addSublayer(root)
    root.addSublayer(root)
    #expect(root.superlayer == nil)
    #expect(child.sublayers.isEmpty)
    #expect(root.sublayers.count == 1)
  }

  @Test func frameSetsPositionAndBoundsSizeThroughTheAnchor() {
    let layer = Layer()
    layer.anchorPoint = Point(x: 0, y: 1)
    layer.frame = Rect(x: 10, y: 20, width: 30, height: 40)
    #expect(layer.position == Point(x: 10, y: 60))
    #expect(layer.bounds == Rect(x: 0, y: 0, width: 30, height: 40))
    #expect(layer.frame == Rect(x: 10, y: 20, width: 30, height: 40))
  }

  @Test func frameReflectsAScaleTransformAboutTheAnchor() {
    let layer = Layer(frame: Rect(x: 0, y: 0, width: 100, height: 50))
    layer.transform = Transform3D(scaleX: 2, y: 2, z: 1)
    #expect(layer.frame == Rect(x: -50, y: -25, width: 200, height: 100))
  }
}
