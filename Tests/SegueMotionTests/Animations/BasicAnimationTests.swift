import SegueGeometry
import SegueMotion
import Testing

@MainActor
@Suite struct BasicAnimationTests {
  private func opacity(_ layer: Layer, at time: Double) -> Double {
    layer.presentation(at: time).opacity
  }

  private func animate(
    from: Double? = nil, to: Double? = nil, by: Double? = nil, model: Double = 0.5
  ) -> Layer {
    let layer = Layer()
    layer.opacity = model
    let animation = BasicAnimation(.opacity, from: from, to: to, by: by)
    animation.duration = 1
    layer.add(animation, forKey: "fade")
    layer.commit(at: 0)
    return layer
  }

  @Test(arguments: [
    // (from, to, by, start, end) with the model value 0.5 underneath.
    (0.0 as Double?, 1.0 as Double?, nil as Double?, 0.0, 1.0),
    (0.2, nil, 0.3, 0.2, 0.5),
    (nil, 0.9, 0.4, 0.5, 0.9),
    (0.1, nil, nil, 0.1, 0.5),
    (nil, 0.9, nil, 0.5, 0.9),
    (nil, nil, 0.25, 0.5, 0.75),
    (nil, nil, nil, 0.5, 0.5),
  ])
  func fromToByRules(from: Double?, to: Double?, by: Double?, start: Double, end: Double) {
    let layer = animate(from: from, to: to, by: by)
    #expect(abs(opacity(layer, at: 0) - start) < 1e-12)
    #expect(abs(opacity(layer, at: 0.5) - (start + end) / 2) < 1e-12)
    #expect(abs(opacity(layer, at: 0.999_999) - end) < 1e-5)
  }

  @Test func modelValueChangesAtOncePresentationFollowsTheAnimation() {
    let layer = animate(from: 0, to: 1, model: 1)
    #expect(layer.opacity == 1)
    #expect(opacity(layer, at: 0.25) == 0.25)
    // After the active period without a fill the model value shows again.
    #expect(opacity(layer, at: 1.5) == 1)
  }

  @Test func timingFunctionPacesEachIteration() {
    let layer = Layer()
    let animation = BasicAnimation(.opacity, from: 0, to: 1)
    animation.duration = 2
    animation.timingFunction = .easeInEaseOut
    layer.add(animation)
    layer.commit(at: 0)
    #expect(abs(opacity(layer, at: 0.5) - 0.129162) < 1e-6)
    #expect(abs(opacity(layer, at: 1.0) - 0.5) < 1e-9)
  }

  @Test func additiveAnimationAddsToTheModel() {
    let layer = Layer()
    layer.position = Point(x: 100, y: 50)
    let shake = BasicAnimation(.position, from: Point(x: -10, y: 0), to: Point(x: 10, y: 0))
    shake.isAdditive = true
    shake.duration = 1
    layer.add(shake)
    layer.commit(at: 0)
    #expect(layer.presentation(at: 0).position == Point(x: 90, y: 50))
    #expect(layer.presentation(at: 0.75).position == Point(x: 105, y: 50))
  }

  @Test func laterAnimationsSeeTheEarlierOnesResult() {
    let layer = Layer()
    layer.opacity = 1
    let first = BasicAnimation(.opacity, from: 0.2, to: 0.2)
    first.duration = 1
    let second = BasicAnimation(.opacity, by: 0.5)
    second.duration = 1
    layer.add(first, forKey: "a")
    layer.add(second, forKey: "b")
    layer.commit(at: 0)
    #expect(abs(opacity(layer, at: 0.5) - 0.45) < 1e-12)
  }

  @Test func animationIsCopiedWhenAdded() {
    let layer = Layer()
    let animation = BasicAnimation(.opacity, from: 0, to: 1)
    animation.duration = 1
    layer.add(animation, forKey: "fade")
    animation.toValue = 0
    layer.commit(at: 0)
    #expect(opacity(layer, at: 0.5) == 0.5)
    #expect(layer.animation(forKey: "fade") !== animation)
  }

  @Test func componentPropertyAnimatesOneCoordinate() {
    let layer = Layer()
    layer.position = Point(x: 10, y: 20)
    let property = LayerProperty<Point>.position.appending(\.x, name: "x")
    #expect(property.name == "position.x")
    let animation = BasicAnimation(property, from: 0, to: 100)
    animation.duration = 1
    layer.add(animation)
    layer.commit(at: 0)
    #expect(layer.presentation(at: 0.5).position == Point(x: 50, y: 20))
  }

  @Test func transformAnimationInterpolatesByDecomposition() {
    let layer = Layer()
    let end = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
    let animation = BasicAnimation(.transform, from: .identity, to: end)
    animation.duration = 1
    layer.add(animation)
    layer.commit(at: 0)
    let halfway = layer.presentation(at: 0.5).transform
    #expect(abs(halfway.m11 - 0.5.squareRoot()) < 1e-9)
    #expect(abs(halfway.m12 - 0.5.squareRoot()) < 1e-9)
  }
}
