import PropertyBased
import SegueGeometry
import Testing

@Suite struct AffineTransformTests {
  @Test func rotationUsesCoreGraphicsSigns() {
    let t = AffineTransform(rotationAngle: .pi / 6)
    #expect(
      isClose(
        t, AffineTransform(a: 0.75.squareRoot(), b: 0.5, c: -0.5, d: 0.75.squareRoot(), tx: 0, ty: 0), tolerance: 1e-15)
    )
    #expect(
      isClose(Point(x: 1, y: 0).applying(AffineTransform(rotationAngle: .pi / 2)), Point(x: 0, y: 1), tolerance: 1e-15))
  }

  @Test func concatenatingAppliesSelfFirst() {
    let translate = AffineTransform(translationX: 10, y: 0)
    let scale = AffineTransform(scaleX: 2, y: 2)
    #expect(translate.concatenating(scale).tx == 20)
    #expect(scale.concatenating(translate).tx == 10)
    let p = Point(x: 1, y: 1)
    #expect(p.applying(translate.concatenating(scale)) == p.applying(translate).applying(scale))
  }

  @Test func translateScaleRotatePrependTheNewOperation() {
    let scale = AffineTransform(scaleX: 2, y: 2)
    #expect(scale.translatedBy(x: 10, y: 0).tx == 20)
    #expect(AffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2).tx == 10)
    let spun = AffineTransform(translationX: 5, y: 0).rotated(by: .pi / 2)
    #expect(isClose(Point(x: 1, y: 0).applying(spun), Point(x: 5, y: 1), tolerance: 1e-15))
  }

  @Test func singularTransformsInvertToThemselves() {
    let flat = AffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 3, ty: 4)
    #expect(flat.determinant == 0)
    #expect(flat.inverted() == flat)
    #expect(AffineTransform(scaleX: 2, y: 4).inverted() == AffineTransform(scaleX: 0.5, y: 0.25))
  }

  @Test func identityIsRecognised() {
    #expect(AffineTransform.identity.isIdentity)
    #expect(!AffineTransform(translationX: 0, y: 1e-300).isIdentity)
    #expect(AffineTransform(a: 2, b: 1, c: 1, d: 3, tx: 0, ty: 0).determinant == 5)
  }

  @Test func concatenatingWithTheInverseIsTheIdentity() async {
    await propertyCheck(input: Gen.composed) { (t: AffineTransform) in
      #expect(isClose(t.concatenating(t.inverted()), .identity, tolerance: 1e-9))
      #expect(isClose(t.inverted().concatenating(t), .identity, tolerance: 1e-9))
    }
  }

  @Test func pointsFollowConcatenation() async {
    await propertyCheck(input: Gen.composed, Gen.composed, Gen.any) {
      (a: AffineTransform, b: AffineTransform, p: Point) in
      let tolerance = 1e-9 * max(1, abs(p.x), abs(p.y)) * 1e3
      #expect(isClose(p.applying(a.concatenating(b)), p.applying(a).applying(b), tolerance: tolerance))
    }
  }
}
