import SegueGeometry
import SegueMotion
import Testing

@MainActor
@Suite struct LayerAppearanceTests {
  @Test func defaultsAreCoreAnimations() {
    let layer = Layer()
    #expect(layer.contentsGravity == .resize)
    #expect(layer.contentsRect == Rect(x: 0, y: 0, width: 1, height: 1))
    #expect(layer.contentsScale == 1)
    #expect(layer.borderWidth == 0)
    #expect(layer.borderColor == .black)
    #expect(layer.shadowColor == .black)
    #expect(layer.shadowOpacity == 0)
    #expect(layer.shadowOffset == Size(width: 0, height: -3))
    #expect(layer.shadowRadius == 3)
    #expect(layer.model.gradient == nil && layer.model.text == nil && !layer.model.preservesDepth)
  }

  @Test func settersChangeTheModelValues() {
    let layer = Layer()
    layer.contentsGravity = .bottomRight
    layer.contentsRect = Rect(x: 0.25, y: 0, width: 0.5, height: 1)
    layer.contentsScale = 2
    layer.borderWidth = 2
    layer.borderColor = .red
    layer.shadowColor = .blue
    layer.shadowOpacity = 0.5
    layer.shadowOffset = Size(width: 1, height: 2)
    layer.shadowRadius = 6
    #expect(layer.model.contentsGravity == .bottomRight)
    #expect(layer.model.contentsRect == Rect(x: 0.25, y: 0, width: 0.5, height: 1))
    #expect(layer.model.contentsScale == 2)
    #expect(layer.model.borderWidth == 2 && layer.model.borderColor == .red)
    #expect(layer.model.shadow.color == .blue && layer.model.shadow.opacity == 0.5)
    #expect(layer.model.shadow.offset == Size(width: 1, height: 2) && layer.model.shadow.radius == 6)
  }

  @Test func gradientLayerHoldsItsGradient() {
    let layer = GradientLayer()
    #expect(layer.model.gradient == Gradient())
    layer.colors = [.red, .blue]
    layer.locations = [0.2, 0.8]
    layer.startPoint = Point(x: 0, y: 0.5)
    layer.endPoint = Point(x: 1, y: 0.5)
    #expect(
      layer.model.gradient
        == Gradient(
          colors: [.red, .blue], locations: [0.2, 0.8], startPoint: Point(x: 0, y: 0.5), endPoint: Point(x: 1, y: 0.5)))
  }

  @Test func textLayerHoldsItsAttributes() {
    let layer = TextLayer()
    #expect(layer.model.text == TextAttributes())
    #expect(layer.fontSize == 36 && layer.foregroundColor == .white && !layer.isWrapped)
    #expect(layer.alignmentMode == .natural && layer.truncationMode == TextLayerTruncationMode.none)
    layer.string = "Hello"
    layer.fontSize = 12
    layer.foregroundColor = .black
    layer.alignmentMode = .center
    layer.truncationMode = .middle
    layer.isWrapped = true
    var expected = TextAttributes(string: "Hello")
    expected.fontSize = 12
    expected.foregroundColor = .black
    expected.alignmentMode = .center
    expected.truncationMode = .middle
    expected.isWrapped = true
    #expect(layer.model.text == expected)
  }

  @Test func transformLayerPreservesDepthAndKeepsTheFrameInitialiser() {
    let layer = TransformLayer(frame: Rect(x: 0, y: 0, width: 10, height: 20))
    #expect(layer.model.preservesDepth)
    #expect(layer.bounds.size == Size(width: 10, height: 20))
  }

  @Test func appearancePropertiesAnimate() {
    let layer = Layer()
    let fade = BasicAnimation(.shadowOpacity, from: 0, to: 1)
    fade.duration = 1
    let move = BasicAnimation(.shadowOffset, from: Size(width: 0, height: 0), to: Size(width: 10, height: 20))
    move.duration = 1
    let slice = BasicAnimation(
      .contentsRect, from: Rect(x: 0, y: 0, width: 1, height: 1), to: Rect(x: 0.5, y: 0, width: 0.5, height: 1))
    slice.duration = 1
    let border = BasicAnimation(.borderColor, from: .black, to: .white)
    border.duration = 1
    for animation in [fade, move, slice, border] { layer.add(animation) }
    layer.commit(at: 0)
    let halfway = layer.presentation(at: 0.5)
    #expect(halfway.shadow.opacity == 0.5)
    #expect(halfway.shadow.offset == Size(width: 5, height: 10))
    #expect(halfway.contentsRect == Rect(x: 0.25, y: 0, width: 0.75, height: 1))
    #expect(halfway.borderColor == Color(white: 0.5))
    #expect(LayerProperty<Double>.shadowRadius.name == "shadowRadius")
    #expect(LayerProperty<Double>.borderWidth.name == "borderWidth")
    #expect(LayerProperty<Color>.shadowColor.name == "shadowColor")
  }
}
