import PropertyBased
import SegueGeometry
import Testing

@testable import SegueMotion

@MainActor
@Suite("PresentationFrame: the flat per-frame evaluation")
struct PresentationFrameTests {
  /// A random timing for an animation or layer: delays, speeds, offsets, repeats and fills.
  static func randomTiming(using generator: inout Xoshiro, duration: ClosedRange<Double>) -> MediaTiming {
    MediaTiming(
      beginTime: Bool.random(using: &generator) ? 0 : Double.random(in: -1...1, using: &generator),
      duration: Double.random(in: duration, using: &generator),
      speed: Bool.random(using: &generator) ? 1 : Double.random(in: -2...3, using: &generator),
      timeOffset: Bool.random(using: &generator) ? 0 : Double.random(in: -1...1, using: &generator),
      repeatCount: Bool.random(using: &generator) ? 0 : Double.random(in: 0...3, using: &generator),
      autoreverses: Bool.random(using: &generator),
      fillMode: [FillMode.removed, .forwards, .backwards, .both].randomElement(using: &generator)!)
  }

  /// A random animation of one of the built-in kinds, sometimes additive or without a `fromValue`.
  static func randomAnimation(using generator: inout Xoshiro) -> Animation {
    let animation: Animation
    switch Int.random(in: 0..<6, using: &generator) {
    case 0:
      let move = BasicAnimation(.position, from: Point(x: 3, y: 4), to: Point(x: 300, y: -20))
      move.timingFunction = [nil, .easeInEaseOut, .default].randomElement(using: &generator)!
      animation = move
    case 1:
      let fade = KeyframeAnimation(.opacity, values: [0, 0.8, 0.6, 1])
      fade.calculationMode = [.linear, .cubic, .discrete, .paced, .cubicPaced].randomElement(using: &generator)!
      animation = fade
    case 2:
      let turn = SpringAnimation(.transform, from: .identity, to: Transform3D(rotationAngle: 2, x: 1, y: 1, z: 1))
      turn.damping = Double.random(in: 2...30, using: &generator)
      animation = turn
    case 3:
      let grow = BasicAnimation(.bounds, to: Rect(x: 0, y: 0, width: 50, height: 20))
      grow.isAdditive = Bool.random(using: &generator)
      animation = grow
    case 4:
      let tilt = BasicAnimation(.transform, from: Transform3D(scaleX: 2, y: 1, z: 1), to: .perspective(distance: 500))
      tilt.isAdditive = Bool.random(using: &generator)
      animation = tilt
    default:
      let group = AnimationGroup(animations: [
        BasicAnimation(.cornerRadius, from: 0, to: 10), KeyframeAnimation(.zPosition, values: [0, 5, -5]),
      ])
      animation = group
    }
    animation.timing = randomTiming(using: &generator, duration: 0.1...2)
    return animation
  }

  /// A random tree of up to `count` layers under one root, with random layer timing, hidden
  /// layers and up to three animations per layer.
  static func randomTree(count: Int, using generator: inout Xoshiro) -> (root: Layer, layers: [Layer]) {
    let root = Layer()
    var layers = [root]
    for _ in 1..<count {
      let layer = Layer(frame: Rect(x: 0, y: 0, width: 10, height: 10))
      if Int.random(in: 0..<4, using: &generator) == 0 {
        layer.timing = randomTiming(using: &generator, duration: 0...3)
      }
      layer.isHidden = Int.random(in: 0..<8, using: &generator) == 0
      layer.zPosition = Double(Int.random(in: -1...1, using: &generator))
      for _ in 0..<Int.random(in: 0...3, using: &generator) {
        layer.add(randomAnimation(using: &generator))
      }
      layers.randomElement(using: &generator)!.addSublayer(layer)
      layers.append(layer)
    }
    return (root, layers)
  }

  /// Expects every layer's frame values to equal its own `presentation(at:)`.
  static func expectMatches(
    _ frame: PresentationFrame, at time: Double, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for (index, layer) in frame.layers.enumerated() {
      #expect(
        frame.values[index] == layer.presentation(at: time), "layer \(index) at \(time)", sourceLocation: sourceLocation
      )
      let localTime = layer.localTime(atAbsolute: time)
      #expect(
        frame.localTimes[index] == localTime || (frame.localTimes[index].isNaN && localTime.isNaN),
        sourceLocation: sourceLocation)
    }
  }

  @Test("Values equal presentation(at:) for random trees at random times (property)")
  func valuesEqualPresentation() {
    var generator = Xoshiro(seed: (0xF4A3, ~0xF4A3, 0xF4A3, ~0xF4A3))
    for _ in 0..<20 {
      let (root, _) = Self.randomTree(count: 30, using: &generator)
      let frame = PresentationFrame(root: root)
      frame.update(at: 0)
      Self.expectMatches(frame, at: 0)
      root.commit(at: Double.random(in: -0.5...0.5, using: &generator))
      for _ in 0..<30 {
        let time = Double.random(in: -1...4, using: &generator)
        frame.update(at: time)
        #expect(frame.time == time)
        Self.expectMatches(frame, at: time)
      }
    }
  }

  @Test("Changes to models, timing, animations and the tree show in the next update")
  func changesShowInTheNextUpdate() {
    var generator = Xoshiro(seed: (7, ~7, 7, ~7))
    let (root, layers) = Self.randomTree(count: 25, using: &generator)
    root.commit(at: 0)
    let frame = PresentationFrame(root: root)
    for step in 0..<60 {
      let layer = layers.dropFirst().randomElement(using: &generator)!
      switch step % 6 {
      case 0: layer.opacity = Double.random(in: 0...1, using: &generator)
      case 1: layer.position = Point(x: Double(step), y: 1)
      case 2: layer.beginTime = Double.random(in: -1...1, using: &generator)
      case 3: layer.add(Self.randomAnimation(using: &generator), forKey: "added")
      case 4: layer.removeAllAnimations()
      default:
        layer.removeFromSuperlayer()
        layers.randomElement(using: &generator)!.addSublayer(layer)
      }
      if step % 3 == 0 { root.commit(at: Double(step) / 30) }
      let time = Double.random(in: -0.5...3, using: &generator)
      frame.update(at: time)
      #expect(frame.count == layers.filter { $0.rootLayer === root }.count)
      Self.expectMatches(frame, at: time)
    }
  }

  @Test("A subtree's frame starts from the root's local time in its tree")
  func subtreeUsesTheRootsLocalTime() {
    let top = Layer()
    top.speed = 2
    top.beginTime = 1
    let middle = Layer()
    top.addSublayer(middle)
    let leaf = Layer()
    middle.addSublayer(leaf)
    leaf.add(BasicAnimation(.opacity, from: 0, to: 1))
    top.commit(at: 1)
    let frame = PresentationFrame(root: middle)
    frame.update(at: 1.1)
    #expect(frame.layers.count == 2)
    #expect(frame.index(of: leaf) == 1)
    #expect(frame.index(of: top) == nil)
    #expect(frame.values(of: leaf) == leaf.presentation(at: 1.1))
    #expect(frame.localTimes[0] == middle.localTime(atAbsolute: 1.1))
  }

  @Test("renderTree() equals the layer's own renderTree(at:)")
  func renderTreeMatches() {
    var generator = Xoshiro(seed: (99, ~99, 99, ~99))
    let (root, _) = Self.randomTree(count: 40, using: &generator)
    root.commit(at: 0)
    let frame = PresentationFrame(root: root)
    for time in [0.0, 0.3, 0.7, 1.5, 3] {
      frame.update(at: time)
      #expect(frame.renderTree() == root.renderTree(at: time))
    }
  }

  @Test("Scrubbing a subtree's time or changing an unanimated layer refreshes it without flattening")
  func scrubbingRefreshesWithoutFlattening() {
    let root = Layer()
    let scrubbed = Layer()
    let still = Layer(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    root.addSublayer(scrubbed)
    root.addSublayer(still)
    for index in 0..<5 {
      let layer = Layer(frame: Rect(x: Double(index), y: 0, width: 4, height: 4))
      layer.add(BasicAnimation(.opacity, from: 0, to: 1))
      layer.add(BasicAnimation(.position, from: .zero, to: Point(x: 100, y: 50)))
      scrubbed.addSublayer(layer)
    }
    root.commit(at: 0)
    scrubbed.speed = 0
    let frame = PresentationFrame(root: root)
    frame.update(at: 0.1)
    let flattenings = frame.flattenings
    for step in 1...20 {
      scrubbed.timeOffset = Double(step) / 20 * 0.25
      if step.isMultiple(of: 5) { still.opacity = Double(step) / 20 }
      frame.update(at: 0.1 + Double(step) / 60)
      Self.expectMatches(frame, at: 0.1 + Double(step) / 60)
    }
    #expect(frame.flattenings == flattenings)
    scrubbed.speed = 1
    scrubbed.sublayers[0].removeFromSuperlayer()
    frame.update(at: 1)
    Self.expectMatches(frame, at: 1)
    #expect(frame.flattenings == flattenings + 1)
  }

  @Test("A commit that changes nothing keeps the flattening")
  func idleCommitKeepsTheRevision() {
    let root = Layer()
    let layer = Layer()
    root.addSublayer(layer)
    layer.add(BasicAnimation(.opacity, from: 0, to: 1))
    root.commit(at: 0)
    let revision = Layer.latestRevision
    root.commit(at: 0.1)
    #expect(Layer.latestRevision == revision)
  }
}
