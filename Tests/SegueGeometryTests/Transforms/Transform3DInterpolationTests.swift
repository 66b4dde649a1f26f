import PropertyBased
import SegueGeometry
import Testing

@Suite struct Transform3DInterpolationTests {
  @Test(arguments: wptMatrixVectors)
  func wptMatrixVectorsThroughAffineTransform(_ vector: InterpolationVector) {
    let from = vector.from.map(AffineTransform.init(matrix:)) ?? .identity
    let to = vector.to.map(AffineTransform.init(matrix:)) ?? .identity
    let result = from.interpolated(to: to, fraction: vector.fraction)
    #expect(isClose(result.entries, vector.expected, tolerance: 1e-4), "got \(result.entries)")
  }

  @Test(arguments: wptMatrixVectors)
  func wptMatrixVectorsThroughTransform3D(_ vector: InterpolationVector) {
    let from = Transform3D(vector.from.map(AffineTransform.init(matrix:)) ?? .identity)
    let to = Transform3D(vector.to.map(AffineTransform.init(matrix:)) ?? .identity)
    let result = from.interpolated(to: to, fraction: vector.fraction)
    let expected = Transform3D(AffineTransform(matrix: vector.expected))
    #expect(isClose(result, expected, tolerance: 1e-4), "got \(result.entries)")
  }

  @Test(arguments: wptMatrix3DVectors)
  func wptMatrix3DVectorsThroughTransform3D(_ vector: InterpolationVector) {
    let from = vector.from.map(Transform3D.init(matrix3d:)) ?? .identity
    let to = vector.to.map(Transform3D.init(matrix3d:)) ?? .identity
    let result = from.interpolated(to: to, fraction: vector.fraction)
    #expect(isClose(result.entries, vector.expected, tolerance: 1e-4), "got \(result.entries)")
  }

  @Test func webkitBlendExtrapolatesScale() {
    let doubled = Transform3D(scaleX: 2, y: 2, z: 1)
    let far = doubled.interpolated(to: .identity, fraction: 50)
    #expect(isClose(far, Transform3D(scaleX: -48, y: -48, z: 1), tolerance: 1e-9))
    let nearer = doubled.interpolated(to: .identity, fraction: 30)
    #expect(isClose(nearer, Transform3D(scaleX: -28, y: -28, z: 1), tolerance: 1e-9))
  }

  @Test func nonDecomposableEndsSwitchAtHalfway() {
    let flat = Transform3D(scaleX: 1, y: 0, z: 1)
    let turned = Transform3D(rotationAngle: 0.5, x: 0, y: 0, z: 1)
    #expect(flat.decomposed() == nil)
    #expect(turned.interpolated(to: flat, fraction: 0.25) == turned)
    #expect(turned.interpolated(to: flat, fraction: 0.75) == flat)
    #expect(flat.interpolated(to: turned, fraction: 0.49) == flat)
    #expect(flat.interpolated(to: turned, fraction: 0.5) == turned)
    var vanishing = Transform3D.identity
    vanishing.m44 = 0
    #expect(vanishing.decomposed() == nil)
  }

  @Test func mirroredAffineEndsTurnAboutTheXAxis() {
    let flipped = AffineTransform(scaleX: -1, y: 1)
    let quarter = Transform3D(flipped).interpolated(to: .identity, fraction: 0.25)
    #expect(!quarter.isAffine)
    #expect(
      isClose(quarter.affineTransform, AffineTransform(scaleX: -0.5, y: 0.5 * 0.5.squareRoot()), tolerance: 1e-12))
    #expect(flipped.interpolated(to: .identity, fraction: 0.25) == quarter.affineTransform)
  }

  @Test func rotationByAFullTurnDoesNotAnimate() {
    let fullTurn = Transform3D(rotationAngle: 2 * .pi, x: 0, y: 0, z: 1)
    #expect(isClose(Transform3D.identity.interpolated(to: fullTurn, fraction: 0.5), .identity, tolerance: 1e-9))
  }

  @Test func decomposingTheIdentity() {
    let parts = Transform3D.identity.decomposed()
    #expect(
      parts
        == Transform3D.Decomposition(
          translation: .zero,
          scale: SIMD3(1, 1, 1),
          skew: .zero,
          perspective: SIMD4(0, 0, 0, 1),
          rotation: .identity
        ))
    #expect(parts.map(Transform3D.init) == .identity)
  }

  @Test func mirroredTransformsNegateEveryScale() {
    let mirrored = Transform3D(scaleX: -2, y: 3, z: 4)
    let parts = mirrored.decomposed()
    #expect(parts?.scale == SIMD3(-2, -3, -4))
    #expect(parts?.rotation == Quaternion(x: 1, y: 0, z: 0, w: 0))
    #expect(parts.map { isClose(Transform3D($0), mirrored, tolerance: 1e-12) } == true)
  }

  @Test func recomposingADecompositionGivesBackTheTransform() async {
    await propertyCheck(input: Gen.composed) { (t: Transform3D) in
      let parts = try #require(t.decomposed())
      let normalised = Transform3D(matrix3d: t.entries.map { $0 / t.m44 })
      let tolerance = 1e-9 * max(1, normalised.entries.map(abs).max() ?? 1)
      #expect(isClose(Transform3D(parts), normalised, tolerance: tolerance))
    }
  }

  @Test func unmirroredAffineInterpolationStaysAffine() async {
    let unmirrored = Gen<AffineTransform>.composed.filter { $0.determinant > 0 }
    await propertyCheck(input: unmirrored, unmirrored, Gen<Double>.double(in: -1...2)) {
      (a: AffineTransform, b: AffineTransform, t: Double) in
      let result = Transform3D(a).interpolated(to: Transform3D(b), fraction: t)
      #expect(isClose(result.entries, Transform3D(result.affineTransform).entries, tolerance: 1e-9))
    }
  }
}
