import Foundation
import PropertyBased
import SegueGeometry
import Testing

@testable import SegueMotion

@MainActor
@Suite("Frozen evaluation: committed animations equal their reference apply")
struct FrozenEvaluationTests {
  @Test("FrozenTiming's basic time equals MediaTiming's for random timings (property)")
  func frozenTimingMatches() {
    var generator = Xoshiro(seed: (0x71, ~0x71, 0x71, ~0x71))
    for _ in 0..<2_000 {
      let timing = PresentationFrameTests.randomTiming(using: &generator, duration: 0...3)
      let defaultDuration = Bool.random(using: &generator) ? 0 : 0.25
      let frozen = FrozenTiming(timing, defaultDuration: defaultDuration)
      for _ in 0..<20 {
        let time = Double.random(in: -5...10, using: &generator)
        let expected = timing.basicTime(parentTime: time, defaultDuration: defaultDuration)
        #expect(frozen.basicTime(parentTime: time)?.bitPattern == expected?.bitPattern)
      }
    }
  }

  @Test("Evaluators equal apply(to:parentTime:) at random times (property)")
  func evaluatorsMatchApply() {
    var generator = Xoshiro(seed: (0xE7, ~0xE7, 0xE7, ~0xE7))
    for _ in 0..<300 {
      let animation = PresentationFrameTests.randomAnimation(using: &generator)
      let evaluator = animation.makeEvaluator()
      var model = LayerValues()
      model.position = Point(x: 1, y: 2)
      model.bounds = Rect(x: 0, y: 0, width: 8, height: 6)
      for _ in 0..<20 {
        let time = Double.random(in: -2...5, using: &generator)
        var expected = model
        animation.apply(to: &expected, parentTime: time)
        var actual = model
        evaluator(&actual, time)
        #expect(actual == expected, "\(type(of: animation)) at \(time)")
      }
    }
  }

  /// The bit patterns of a transform's entries, which tell apart zeros of either sign.
  static func bits(_ t: Transform3D) -> [UInt64] {
    [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
      .map(\.bitPattern)
  }

  /// The CSS Transforms 2 slerp along the shorter arc (`b` negated when the dot product is
  /// negative, as WebKit and Chromium do), computed from scratch.
  static func slerp(_ a: Quaternion, _ b: Quaternion, _ fraction: Double) -> Quaternion {
    let product = a.x * b.x + a.y * b.y + a.z * b.z + a.w * b.w
    let b = product < 0 ? Quaternion(x: -b.x, y: -b.y, z: -b.z, w: -b.w) : b
    let dot = min(abs(product), 1)
    if dot == 1 { return a }
    let theta = acos(dot)
    let (sine, cosine) = Double.sineAndCosine(fraction * theta)
    let endWeight = sine / (1 - dot * dot).squareRoot()
    let startWeight = cosine - dot * endWeight
    return Quaternion(
      x: a.x * startWeight + b.x * endWeight, y: a.y * startWeight + b.y * endWeight,
      z: a.z * startWeight + b.z * endWeight, w: a.w * startWeight + b.w * endWeight)
  }

  @Test("Transform blends and prepared slerps equal the one-off formulas exactly (property)")
  func blendsMatch() {
    var generator = Xoshiro(seed: (0xB1, ~0xB1, 0xB1, ~0xB1))
    func randomTransform() -> Transform3D {
      var skewed = Transform3D.identity
      skewed.m21 = Bool.random(using: &generator) ? 0 : Double.random(in: -1...1, using: &generator)
      skewed.m34 = Bool.random(using: &generator) ? 0 : Double.random(in: -0.01...0.01, using: &generator)
      return Transform3D(rotationAngle: Double.random(in: -4...4, using: &generator), x: 0.2, y: -1, z: 0.7)
        .concatenating(Transform3D(scaleX: Double.random(in: -2...2, using: &generator), y: 1.5, z: 1))
        .concatenating(skewed)
        .concatenating(Transform3D(translationX: Double.random(in: -50...50, using: &generator), y: 3, z: 0))
    }
    for _ in 0..<500 {
      let (start, end) = (randomTransform(), randomTransform())
      let blend = Transform3D.Blend(from: start, to: end)
      let startRotation = start.decomposed()!.rotation
      let endRotation = end.decomposed()!.rotation
      let slerp = QuaternionSlerp(from: startRotation, to: endRotation)
      #expect(blend.value(at: 0) == start && blend.value(at: 1) == end)
      let fraction = Double.random(in: -0.5...1.5, using: &generator)
      let expected = Transform3D(start.decomposed()!.interpolated(to: end.decomposed()!, fraction: fraction))
      #expect(Self.bits(blend.value(at: fraction)) == Self.bits(expected))
      #expect(slerp.value(at: fraction) == Self.slerp(startRotation, endRotation, fraction))
    }
  }
}
