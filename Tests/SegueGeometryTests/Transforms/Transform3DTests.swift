import PropertyBased
import SegueGeometry
import Testing

@Suite struct Transform3DTests {
  @Test func gnustepConstructionVectors() {
    #expect(Transform3D.identity.isIdentity)
    #expect(Transform3D(translationX: 2, y: 3, z: 4).entries == [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 2, 3, 4, 1])
    #expect(Transform3D(scaleX: 2, y: 3, z: 4).entries == [2, 0, 0, 0, 0, 3, 0, 0, 0, 0, 4, 0, 0, 0, 0, 1])
    let aboutZ = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
    #expect(isClose(aboutZ.entries, [0, 1, 0, 0, -1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1], tolerance: 1e-4))
    let aboutX = Transform3D(rotationAngle: .pi / 2, x: 1, y: 0, z: 0)
    #expect(isClose(aboutX.entries, [1, 0, 0, 0, 0, 0, 1, 0, 0, -1, 0, 0, 0, 0, 0, 1], tolerance: 1e-4))
  }

  @Test func gnustepConcatenationVectors() {
    let translate = Transform3D(translationX: 10, y: 0, z: 0)
    let scale = Transform3D(scaleX: 2, y: 2, z: 2)
    let translateThenScale = translate.concatenating(scale)
    #expect(translateThenScale.m41 == 20 && translateThenScale.m11 == 2 && translateThenScale.m33 == 2)
    #expect(scale.concatenating(translate).m41 == 10)
    #expect(scale.translatedBy(x: 10, y: 0, z: 0).m41 == 20)
    #expect(translate.scaledBy(x: 2, y: 2, z: 2).m41 == 10)
    #expect(scale.inverted() == Transform3D(scaleX: 0.5, y: 0.5, z: 0.5))
  }

  @Test func rotatingAfterSettingPerspectivePropagatesIt() {
    var perspective = Transform3D.identity
    perspective.m34 = -0.001
    let tilted = perspective.rotated(by: .pi / 4, x: 1, y: 0, z: 0)
    let expected = [1, 0, 0, 0, 0, 0.70711, 0.70711, -0.00071, 0, -0.70711, 0.70711, -0.00071, 0, 0, 0, 1]
    #expect(isClose(tilted.entries, expected, tolerance: 1e-4))

    var rotatedFirst = Transform3D.identity.rotated(by: .pi / 4, x: 1, y: 0, z: 0)
    rotatedFirst.m34 = -0.001
    let expectedRow3 = [0, -0.70711, 0.70711, -0.001]
    #expect(
      isClose([rotatedFirst.m31, rotatedFirst.m32, rotatedFirst.m33, rotatedFirst.m34], expectedRow3, tolerance: 1e-4))
    #expect(rotatedFirst.m24 == 0)
  }

  @Test func zeroLengthAxisGivesTheIdentity() {
    #expect(Transform3D(rotationAngle: 1, x: 0, y: 0, z: 0) == .identity)
    let scaledAxis = Transform3D(rotationAngle: 0.7, x: 0, y: 0, z: 5)
    #expect(isClose(scaledAxis, Transform3D(rotationAngle: 0.7, x: 0, y: 0, z: 1), tolerance: 1e-15))
  }

  @Test func perspectiveScalesByDistanceOverDistanceMinusDepth() {
    let d = 500.0
    let camera = Transform3D.perspective(distance: d)
    #expect(camera.m34 == -1 / d)
    for z in [-300.0, -50, 0, 100, 250, 499] {
      let projected = camera.project(Point(x: 100, y: -40), z: z)
      let factor = d / (d - z)
      #expect(projected.map { isClose($0, Point(x: 100 * factor, y: -40 * factor), tolerance: 1e-9) } == true)
    }
  }

  @Test func projectIsNilAtOrBehindTheViewer() {
    let camera = Transform3D.perspective(distance: 500)
    #expect(camera.project(Point(x: 1, y: 1), z: 500) == nil)
    #expect(camera.project(Point(x: 1, y: 1), z: 800) == nil)
    #expect(camera.project(Point(x: 1, y: 1), z: 499) != nil)
    var collapsed = Transform3D.identity
    collapsed.m44 = 0
    #expect(collapsed.project(Point(x: 0, y: 0)) == nil)
  }

  @Test func homogeneousMultipliesARowVectorWithoutDividing() {
    let t = Transform3D(translationX: 1, y: 2, z: 3).concatenating(.perspective(distance: 100))
    let v = t.homogeneous(SIMD4(10, 20, 30, 1))
    #expect(v == SIMD4(11, 22, 33, 1 - 33.0 / 100))
  }

  @Test func affineConversionsRoundTrip() {
    let affine = AffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    let lifted = Transform3D(affine)
    #expect(lifted.isAffine)
    #expect(lifted.entries == [1, 2, 0, 0, 3, 4, 0, 0, 0, 0, 1, 0, 5, 6, 0, 1])
    #expect(lifted.affineTransform == affine)
    #expect(!Transform3D.perspective(distance: 500).isAffine)
    #expect(!Transform3D(translationX: 0, y: 0, z: 1).isAffine)
    #expect(!Transform3D(rotationAngle: 0.5, x: 1, y: 0, z: 0).isAffine)
  }

  @Test func flattenedDropsTheZOutput() {
    let t = Transform3D(matrix3d: (1...16).map(Double.init))
    #expect(t.flattened.entries == [1, 2, 0, 4, 5, 6, 0, 8, 0, 0, 1, 0, 13, 14, 0, 16])
    let tilted = Transform3D.perspective(distance: 500).rotated(by: 0.5, x: 0, y: 1, z: 0)
    let flat = tilted.flattened
    let p = SIMD4<Double>(3, 4, 0, 1)
    #expect(flat.homogeneous(p).z == 0)
    #expect(flat.homogeneous(p).x == tilted.homogeneous(p).x)
    #expect(flat.homogeneous(p).w == tilted.homogeneous(p).w)
  }

  @Test func singularTransformsInvertToThemselves() {
    let squashed = Transform3D(scaleX: 1, y: 0, z: 1)
    #expect(squashed.determinant == 0)
    #expect(squashed.inverted() == squashed)
    #expect(Transform3D(scaleX: 2, y: 3, z: 4).determinant == 24)
  }

  @Test func concatenatingWithTheInverseIsTheIdentity() async {
    await propertyCheck(input: Gen.composed) { (t: Transform3D) in
      #expect(isClose(t.concatenating(t.inverted()), .identity, tolerance: 1e-9))
      #expect(isClose(t.inverted().concatenating(t), .identity, tolerance: 1e-9))
    }
  }

  @Test func inverseOfArbitraryMatricesIsTheIdentity() async {
    await propertyCheck(input: Gen.arbitrary) { (t: Transform3D) in
      if abs(t.determinant) > 1e-3 {
        #expect(isClose(t.concatenating(t.inverted()), .identity, tolerance: 1e-9))
      }
    }
  }

  @Test func determinantIsMultiplicative() async {
    await propertyCheck(input: Gen.composed, Gen.composed) { (a: Transform3D, b: Transform3D) in
      let product = a.determinant * b.determinant
      #expect(abs(a.concatenating(b).determinant - product) <= 1e-9 * max(1, abs(product)))
    }
  }

  @Test func prependingMatchesConcatenationOrder() async {
    await propertyCheck(input: Gen.composed, Gen<Double>.double(in: -3...3)) { (t: Transform3D, angle: Double) in
      let rotation = Transform3D(rotationAngle: angle, x: 1, y: 2, z: 3)
      #expect(t.rotated(by: angle, x: 1, y: 2, z: 3) == rotation.concatenating(t))
      #expect(t.translatedBy(x: 1, y: 2, z: 3) == Transform3D(translationX: 1, y: 2, z: 3).concatenating(t))
      #expect(t.scaledBy(x: 2, y: -1, z: 0.5) == Transform3D(scaleX: 2, y: -1, z: 0.5).concatenating(t))
    }
  }
}
