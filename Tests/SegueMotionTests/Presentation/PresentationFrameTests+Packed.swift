import PropertyBased
import SegueGeometry
import Testing

@testable import SegueMotion

extension PresentationFrameTests {
  /// A random animation that a frame packs or nearly packs: replacing animations of stored
  /// properties, nested ones, computed ones, additive ones, keyframes and springs.
  static func randomPackable(using generator: inout Xoshiro) -> Animation {
    let positionX = LayerProperty<Point>.position.appending(\.x, name: "x")
    let turn = Transform3D(rotationAngle: Double.random(in: -3...3, using: &generator), x: 0, y: 0, z: 1)
    let animation: Animation
    switch Int.random(in: 0..<19, using: &generator) {
    case 0: animation = BasicAnimation(.opacity, from: 0.2, to: 0.9)
    case 1: animation = BasicAnimation(.position, from: Point(x: 1, y: 2), to: Point(x: 40, y: -3))
    case 2: animation = BasicAnimation(positionX, from: 5, to: 9)
    case 3: animation = BasicAnimation(.shadowOpacity, from: 0, to: 1)
    case 4: animation = BasicAnimation(.backgroundColor, from: .black, to: Color(red: 1, green: 0, blue: 0, alpha: 1))
    case 5: animation = SpringAnimation(.transform, from: .identity, to: turn)
    case 6: animation = BasicAnimation(.transform, from: Transform3D(scaleX: 2, y: 1, z: 1), to: turn)
    case 7:
      let fade = KeyframeAnimation(
        .opacity, values: (0..<Int.random(in: 1...6, using: &generator)).map { Double($0) / 5 })
      fade.calculationMode = [.linear, .cubic, .discrete, .paced].randomElement(using: &generator)!
      animation = fade
    case 8:
      let path = (0..<Int.random(in: 1...7, using: &generator)).map { Point(x: Double($0 * $0), y: Double(-$0)) }
      let swing = KeyframeAnimation(.anchorPoint, values: path)
      swing.calculationMode = [.linear, .cubic, .cubicPaced].randomElement(using: &generator)!
      animation = swing
    case 9:
      let lift = KeyframeAnimation(.zPosition, values: [0, 4, 4, -2], keyTimes: [0, 0.5, 0.5, 1])
      animation = lift
    case 10: animation = SpringAnimation(.shadowOffset, from: Size(width: 0, height: 0), to: Size(width: 3, height: 3))
    case 11: animation = BasicAnimation(.borderColor, from: .black, to: Color(red: 0, green: 1, blue: 0, alpha: 0.5))
    case 12:
      let grow = BasicAnimation(.bounds, from: .zero, to: Rect(x: 0, y: 0, width: 50, height: 20))
      grow.isAdditive = Bool.random(using: &generator)
      animation = grow
    case 13: animation = BasicAnimation(.cornerRadius, by: 4)
    case 14: animation = SpringAnimation(.opacity, from: 1, to: 0)
    case 15: animation = BasicAnimation(LayerProperty<Point>.position.appending(\.y, name: "y"), from: -5, to: 5)
    case 16:
      animation = SpringAnimation(
        LayerProperty<Rect>.bounds.appending(\.size, name: "size"), from: .zero, to: Size(width: 8, height: 2))
    case 17: animation = BasicAnimation(.contentsRect, from: .zero, to: Rect(x: 0, y: 0, width: 1, height: 1))
    default: animation = BasicAnimation(.sublayerTransform, from: .identity, to: turn)
    }
    if Int.random(in: 0..<3, using: &generator) == 0 {
      animation.timing = PresentationFrameTests.randomTiming(using: &generator, duration: 0.1...2)
    } else {
      animation.timing.beginTime = Double(Int.random(in: 0...2, using: &generator)) / 4
    }
    if Bool.random(using: &generator) { animation.isRemovedOnCompletion = false }
    return animation
  }

  @Test("Packed layers equal presentation(at:) across random changes between frames (property)")
  func randomChangesMatch() {
    var generator = Xoshiro(seed: (0xAC4E, ~0xAC4E, 0xAC4E, ~0xAC4E))
    var packed = 0
    for _ in 0..<12 {
      let root = Layer()
      var layers = [root]
      for _ in 0..<20 {
        let layer = Layer(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        if Int.random(in: 0..<4, using: &generator) == 0 { layer.speed = 2 }
        for _ in 0..<Int.random(in: 0...3, using: &generator) { layer.add(Self.randomPackable(using: &generator)) }
        layers.randomElement(using: &generator)!.addSublayer(layer)
        layers.append(layer)
      }
      root.commit(at: 0)
      let frame = PresentationFrame(root: root)
      let subtree = PresentationFrame(root: layers[1])
      var time = 0.0
      for step in 0..<80 {
        let layer = layers.dropFirst().randomElement(using: &generator)!
        switch Int.random(in: 0..<12, using: &generator) {
        case 0: layer.opacity = Double.random(in: 0...1, using: &generator)
        case 1: layer.position = Point(x: Double(step), y: 1)
        case 2: layer.shadowOpacity = 0.5
        case 3:
          layer.add(Self.randomPackable(using: &generator), forKey: "k\(Int.random(in: 0..<3, using: &generator))")
        case 4: layer.removeAnimation(forKey: "k\(Int.random(in: 0..<3, using: &generator))")
        case 5:
          layer.removeFromSuperlayer()
          let parent = layers.randomElement(using: &generator)!
          if !parent.isDescendant(of: layer) { parent.addSublayer(layer) }
        case 6: layer.timing = PresentationFrameTests.randomTiming(using: &generator, duration: 0...3)
        case 7: layer.isHidden.toggle()
        case 8: layer.anchorPoint = Point(x: 0.1, y: 0.2)
        case 9: layer.timeOffset = 0.3
        case 10: layer.speed = [0, -1].randomElement(using: &generator)!
        default: break
        }
        if Bool.random(using: &generator) { root.commit(at: time) }
        time += Double.random(in: -0.1...0.3, using: &generator)
        frame.update(at: time)
        Self.expectMatches(frame, at: time)
        packed += frame.packedCounts.records
        frame.update(at: time + 0.01)
        Self.expectMatches(frame, at: time + 0.01)
        #expect(frame.renderTree() == root.renderTree(at: time + 0.01))
        subtree.update(at: time)
        Self.expectMatches(subtree, at: time)
      }
    }
    #expect(packed > 5_000)
  }
}

extension PresentationFrameTests {
  @Test("Non-finite times give what presentation(at:) gives, NaN for NaN")
  func nonFiniteTimes() {
    let root = Layer()
    let layer = Layer(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    root.addSublayer(layer)
    layer.add(BasicAnimation(.opacity, from: 0.2, to: 0.9))
    let turn = SpringAnimation(.transform, from: .identity, to: Transform3D(rotationAngle: 1, x: 0, y: 0, z: 1))
    turn.timing.fillMode = .both
    layer.add(turn)
    layer.add(KeyframeAnimation(.anchorPoint, values: (0..<6).map { Point(x: Double($0), y: 1) }))
    root.commit(at: 0)
    let frame = PresentationFrame(root: root)
    for time in [Double.nan, .infinity, -.infinity, -0.0, 0.1] {
      frame.update(at: time)
      #expect(
        String(describing: frame.values(of: layer)!) == String(describing: layer.presentation(at: time)), "at \(time)")
    }
  }

  @Test("A chain 2,000 layers deep evaluates like presentation(at:)")
  func deepChain() {
    let root = Layer()
    var leaf = root
    for depth in 0..<2_000 {
      let layer = Layer()
      if depth % 100 == 0 { layer.speed = 1.5 }
      layer.add(BasicAnimation(.opacity, from: 0, to: 1))
      leaf.addSublayer(layer)
      leaf = layer
    }
    root.commit(at: 0)
    let frame = PresentationFrame(root: root)
    frame.update(at: 0.1)
    #expect(frame.values(of: leaf) == leaf.presentation(at: 0.1))
    #expect(frame.packedCounts.clocks == 20)
  }

  @Test("Siblings with equal timings of their own keep their own clocks under different parents")
  func siblingsWithEqualTimings() {
    let root = Layer()
    let slow = Layer()
    slow.speed = 0.5
    root.addSublayer(slow)
    var layers: [Layer] = []
    for parent in [root, slow, root, slow] {
      let layer = Layer()
      layer.timeOffset = 0.25
      layer.add(BasicAnimation(.opacity, from: 0, to: 1))
      layer.add(SpringAnimation(.transform, from: .identity, to: Transform3D(rotationAngle: 1, x: 0, y: 0, z: 1)))
      parent.addSublayer(layer)
      layers.append(layer)
    }
    root.commit(at: 0)
    let frame = PresentationFrame(root: root)
    for time in [0.0, 0.05, 0.2, 0.6, 2] {
      frame.update(at: time)
      for layer in layers { #expect(frame.values(of: layer) == layer.presentation(at: time), "at \(time)") }
    }
  }
}
