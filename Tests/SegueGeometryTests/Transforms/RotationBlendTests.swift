import PropertyBased
import SegueGeometry
import Testing

@Suite("Transform3D.RotationBlend: blends that only turn")
struct RotationBlendTests {
  /// A random rotation about a random axis.
  static func randomRotation(using generator: inout Xoshiro) -> Transform3D {
    Transform3D(
      rotationAngle: Double.random(in: -3...3, using: &generator), x: Double.random(in: -1...1, using: &generator),
      y: Double.random(in: -1...1, using: &generator), z: Double.random(in: 0.1...1, using: &generator))
  }

  @Test("Ends that differ only in rotation blend as the full recomposition does, to 1e-12 (property)")
  func matchesTheFullRecomposition() throws {
    var generator = Xoshiro(seed: (0xB1E, ~0xB1E, 0xB1E, ~0xB1E))
    var rotationOnly = 0
    for _ in 0..<500 {
      let move = Transform3D(translationX: Double.random(in: -50...50, using: &generator), y: 3, z: -2)
      let start = Self.randomRotation(using: &generator).concatenating(move)
      let end = Self.randomRotation(using: &generator).concatenating(move)
      let blend = Transform3D.Blend(from: start, to: end)
      #expect(blend.value(at: 0) == start)
      #expect(blend.value(at: 1) == end)
      // A decomposition may leave a skew of 1e-17 behind, which rules out the rotation-only form.
      guard blend.rotationBlend != nil else { continue }
      rotationOnly += 1
      let first = try #require(start.decomposed())
      let last = try #require(end.decomposed())
      for fraction in [-0.3, 0.1, 0.5, 0.77, 1.2] {
        let full = Transform3D(first.interpolated(to: last, fraction: fraction))
        #expect(isClose(full, blend.value(at: fraction), tolerance: 1e-12 * 64), "at \(fraction)")
      }
    }
    #expect(rotationOnly > 250)
  }

  @Test("Skew, perspective or a change of scale or translation leaves the full blend")
  func otherChangesUseTheFullBlend() {
    let turn = Transform3D(rotationAngle: 1, x: 0, y: 0, z: 1)
    #expect(Transform3D.Blend(from: .identity, to: turn).rotationBlend != nil)
    #expect(Transform3D.Blend(from: .identity, to: Transform3D(scaleX: 2, y: 1, z: 1)).rotationBlend == nil)
    #expect(Transform3D.Blend(from: .identity, to: Transform3D(translationX: 1, y: 0, z: 0)).rotationBlend == nil)
    #expect(Transform3D.Blend(from: turn, to: .perspective(distance: 500)).rotationBlend == nil)
    var skewed = Transform3D.identity
    skewed.m21 = 0.5
    #expect(Transform3D.Blend(from: skewed, to: skewed.concatenating(turn)).rotationBlend == nil)
  }
}
