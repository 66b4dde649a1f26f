import SegueGeometry
import SegueMotion

/// A root layer with `layerCount` sublayers, each running three animations at once: a basic
/// animation of the position (ease-in-ease-out), a keyframe animation of the opacity (cubic
/// mode through four values) and a spring animation of the transform.
///
/// By default every animation starts at the commit, as animations added in one transaction do,
/// so the layers share their three timings. A staggered scene begins each layer's animations
/// 10 µs after the previous layer's, so that no two layers share a timing and every frame
/// solves 3 × `layerCount` timing curves and springs.
///
/// A scrubbed scene puts the first 100 animated layers under a container whose speed is 0, as
/// an interactive transition's container is, so that ``scrub(to:)`` can set its time offset
/// every frame.
@MainActor
public final class AnimatedScene {
  /// The root layer, whose sublayers are the animated layers.
  public let root = Layer()
  private let layers: [Layer]
  private let frame: PresentationFrame
  /// The container of the scrubbed subtree, in a scrubbed scene.
  private let scrubbed: Layer?

  /// Builds the tree with `layerCount` animated sublayers, staggered or not, with a scrubbed
  /// subtree or not, and commits it at time 0.
  public init(layerCount: Int, staggered: Bool = false, scrubbed: Bool = false) {
    let container = scrubbed ? Layer() : nil
    if let container { root.addSublayer(container) }
    var layers: [Layer] = []
    for index in 0..<layerCount {
      let layer = Layer(frame: Rect(x: Double(index % 100) * 4, y: Double(index / 100) * 4, width: 4, height: 4))
      let move = BasicAnimation(.position, from: .zero, to: Point(x: 300, y: 200))
      move.duration = 1
      move.timingFunction = .easeInEaseOut
      let fade = KeyframeAnimation(.opacity, values: [0, 0.8, 0.6, 1])
      fade.calculationMode = .cubic
      fade.duration = 1
      let turn = SpringAnimation(.transform, from: .identity, to: Transform3D(rotationAngle: 1, x: 0, y: 0, z: 1))
      turn.duration = 1
      if staggered {
        for animation in [move, fade, turn] as [Animation] { animation.timing.beginTime = Double(index) * 1e-5 }
      }
      layer.add(move, forKey: "move")
      layer.add(fade, forKey: "fade")
      layer.add(turn, forKey: "turn")
      (index < 100 ? container ?? root : root).addSublayer(layer)
      layers.append(layer)
    }
    self.layers = layers
    root.commit(at: 0)
    container?.speed = 0
    self.scrubbed = container
    frame = PresentationFrame(root: root)
  }

  /// Sets the scrubbed subtree's time to `time`, as a finger moving an interactive transition
  /// does once a frame; nothing in a scene without one.
  public func scrub(to time: Double) {
    scrubbed?.timeOffset = time
  }

  /// Evaluates every layer's presentation for `frames` frames 1/120 s apart inside the
  /// animations' active period, folding the values into a checksum; `perLayer` evaluates each
  /// layer on its own with ``Layer/presentation(at:)`` instead of updating one ``PresentationFrame``;
  /// `scrubbing` scrubs the scrubbed subtree to half the time before each frame.
  public func evaluate(frames: Int, perLayer: Bool = false, scrubbing: Bool = false) -> Double {
    var checksum = 0.0
    var time = 0.1
    for _ in 0..<frames {
      if scrubbing { scrub(to: time / 2) }
      checksum += perLayer ? evaluateLayers(at: time) : evaluateFrame(at: time)
      time += 1.0 / 120
      if time > 0.9 { time = 0.1 }
    }
    return checksum
  }

  /// Updates the scene's presentation frame at `time`, folding every animated layer's values
  /// into a checksum.
  public func evaluateFrame(at time: Double) -> Double {
    frame.update(at: time)
    let values = frame.values
    var checksum = 0.0
    for index in 1..<values.count {
      checksum += values[index].opacity + values[index].position.x + values[index].transform.m11
    }
    return checksum
  }

  /// Evaluates each animated layer's presentation at `time` on its own, folding the values
  /// into a checksum.
  public func evaluateLayers(at time: Double) -> Double {
    var checksum = 0.0
    for layer in layers {
      let values = layer.presentation(at: time)
      checksum += values.opacity + values.position.x + values.transform.m11
    }
    return checksum
  }
}
