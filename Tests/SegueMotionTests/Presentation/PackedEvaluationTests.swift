import PropertyBased
import SegueGeometry
import Testing

@testable import SegueMotion

@MainActor
@Suite("PresentationFrame: packed runs and shared clocks")
struct PackedEvaluationTests {
  /// A layer with one animation of every payload kind a frame packs, each active from 0.2 s to
  /// 0.8 s and not applied outside (no fill), so that the frame must also restore model values.
  static func layerWithEveryPayload() -> Layer {
    let layer = Layer(frame: Rect(x: 1, y: 2, width: 30, height: 40))
    layer.shadowOffset = Size(width: 1, height: 1)
    let fade = KeyframeAnimation(.opacity, values: [0, 0.8, 0.6, 1])
    fade.calculationMode = .cubic
    let lift = KeyframeAnimation(.zPosition, values: [0, 5, -5, 3, 1, 2])
    let swing = KeyframeAnimation(.anchorPoint, values: [Point(x: 0, y: 0), Point(x: 1, y: 0.5), Point(x: 0.5, y: 1)])
    let spin = SpringAnimation(.transform, from: .identity, to: Transform3D(rotationAngle: 1.3, x: 0, y: 1, z: 0))
    let tilt = BasicAnimation(
      .sublayerTransform, from: Transform3D(scaleX: 2, y: 1, z: 1), to: .perspective(distance: 500))
    let animations: [Animation] = [
      BasicAnimation(.position, from: Point(x: 3, y: 4), to: Point(x: 300, y: -20)),
      BasicAnimation(.bounds, from: .zero, to: Rect(x: 0, y: 0, width: 50, height: 20)),
      BasicAnimation(.shadowOffset, from: Size(width: 0, height: 0), to: Size(width: 4, height: -3)),
      BasicAnimation(.borderColor, from: .black, to: Color(red: 1, green: 0.5, blue: 0, alpha: 0.5)),
      BasicAnimation(.cornerRadius, from: 0, to: 12),
      fade, lift, swing, spin, tilt,
    ]
    for animation in animations {
      animation.timing.beginTime = 0.2
      animation.timing.duration = 0.6
      animation.timingFunction = .easeInEaseOut
      layer.add(animation)
    }
    return layer
  }

  @Test("Every packed payload kind equals presentation(at:) before, during and after its animations")
  func everyPayloadMatches() {
    let root = Layer()
    let layer = Self.layerWithEveryPayload()
    root.addSublayer(layer)
    root.commit(at: 0)
    let frame = PresentationFrame(root: root)
    for time in stride(from: 0.0, through: 1.0, by: 0.05) {
      frame.update(at: time)
      #expect(frame.values(of: layer) == layer.presentation(at: time), "at \(time)")
    }
    #expect(frame.packedCounts.records == 10)
    frame.update(at: 1)
    #expect(frame.values(of: layer) == layer.model)
  }

  @Test("Animations writing overlapping properties run in order, unpacked")
  func overlappingPropertiesAreNotPacked() {
    let root = Layer()
    let layer = Layer(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    root.addSublayer(layer)
    layer.add(BasicAnimation(.position, from: Point(x: 0, y: 0), to: Point(x: 100, y: 100)))
    let positionX = LayerProperty<Point>.position.appending(\.x, name: "x")
    layer.add(BasicAnimation(positionX, from: 7, to: 9))
    root.commit(at: 0)
    let frame = PresentationFrame(root: root)
    frame.update(at: 0.1)
    #expect(frame.packedCounts.records == 0)
    #expect(frame.values(of: layer)?.position.x == layer.presentation(at: 0.1).position.x)
    #expect(frame.values(of: layer)?.position.x != 40)
  }

  @Test("Layers animated alike share one clock per timing; a layer's own timing gets its own")
  func clocksAreShared() {
    let root = Layer()
    let fast = Layer()
    fast.speed = 2
    root.addSublayer(fast)
    var layers: [Layer] = []
    for index in 0..<40 {
      let layer = Layer(frame: Rect(x: 0, y: 0, width: 5, height: 5))
      let fade = BasicAnimation(.opacity, from: 0, to: 1)
      fade.timingFunction = .easeOut
      layer.add(fade)
      layer.add(SpringAnimation(.position, from: .zero, to: Point(x: Double(index), y: 9)))
      (index.isMultiple(of: 2) ? root : fast).addSublayer(layer)
      layers.append(layer)
    }
    root.commit(at: 0)
    let frame = PresentationFrame(root: root)
    frame.update(at: 0.1)
    #expect(frame.packedCounts == (records: 80, clocks: 4))
    for layer in layers { #expect(frame.values(of: layer) == layer.presentation(at: 0.1)) }
  }

  @Test("A small scalar keyframe track held inline gives its track's values exactly (property)")
  func scalarKeyframesMatchTheirTrack() throws {
    var generator = Xoshiro(seed: (0x5CA1, ~0x5CA1, 0x5CA1, ~0x5CA1))
    for _ in 0..<300 {
      let count = Int.random(in: 2...4, using: &generator)
      let values = (0..<count).map { _ in Double.random(in: -5...5, using: &generator) }
      var times = (0..<count).map { _ in Double.random(in: 0...1, using: &generator) }.sorted()
      if Bool.random(using: &generator) { times[0] = times[1] }
      let random = { (generator: inout Xoshiro) in (0..<count).map { _ in Double.random(in: -1...1, using: &generator) }
      }
      let track = KeyframeTrack(
        values: values, keyTimes: Bool.random(using: &generator) ? times : nil, timingFunctions: nil,
        mode: Bool.random(using: &generator) ? .cubic : .linear, tension: random(&generator),
        continuity: random(&generator), bias: random(&generator), subject: "test")
      let payload = try #require(ScalarKeyframePayload(track))
      for _ in 0..<20 {
        let progress = Double.random(in: -0.2...1.2, using: &generator)
        #expect(payload.value(at: progress) == track.value(at: progress), "\(values) at \(progress)")
      }
    }
  }

  @Test("Tracks that the inline keyframe form cannot hold are refused")
  func inlineKeyframesRefuseWhatTheyCannotHold() {
    func track(_ count: Int, _ mode: CalculationMode, functions: [TimingFunction]? = nil) -> KeyframeTrack<Double> {
      KeyframeTrack(
        values: (0..<count).map(Double.init), keyTimes: nil, timingFunctions: functions, mode: mode, tension: nil,
        continuity: nil, bias: nil, subject: "test")
    }
    #expect(ScalarKeyframePayload(track(4, .cubic)) != nil)
    #expect(ScalarKeyframePayload(track(5, .linear)) == nil)
    #expect(ScalarKeyframePayload(track(1, .linear)) == nil)
    #expect(ScalarKeyframePayload(track(3, .discrete)) == nil)
    #expect(ScalarKeyframePayload(track(3, .cubicPaced)) == nil)
    #expect(ScalarKeyframePayload(track(3, .linear, functions: [.easeIn, .easeOut])) == nil)
  }
}
