import PropertyBased
import SegueGeometry
import SegueMotion
import Testing

/// Setting `frame` under a transform, as Core Animation does: the size goes back through the
/// transform, and the frame reads back as set.
@MainActor
@Suite struct LayerFrameUnderTransformTests {
  /// Whether `a` and `b` are equal to within rounding.
  private func close(_ a: Rect, _ b: Rect) -> Bool {
    abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9
      && abs(a.height - b.height) < 1e-9
  }

  @Test func underAHalfScaleTheBoundsAreTwiceTheFrame() {
    let layer = Layer(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    layer.transform = Transform3D(scaleX: 0.5, y: 0.5, z: 1)
    layer.frame = Rect(x: 50, y: 50, width: 100, height: 100)
    #expect(layer.bounds.size == Size(width: 200, height: 200))
    #expect(layer.position == Point(x: 100, y: 100))
    #expect(layer.frame == Rect(x: 50, y: 50, width: 100, height: 100))
  }

  @Test func aQuarterTurnSwapsTheBoundsSides() {
    let layer = Layer(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    layer.transform = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
    layer.frame = Rect(x: 10, y: 20, width: 100, height: 50)
    #expect(abs(layer.bounds.width - 50) < 1e-9 && abs(layer.bounds.height - 100) < 1e-9)
    #expect(close(layer.frame, Rect(x: 10, y: 20, width: 100, height: 50)))
  }

  @Test func withoutATransformTheFrameIsTheBoundsSizeAtThePosition() {
    let layer = Layer(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    layer.anchorPoint = Point(x: 0, y: 1)
    layer.frame = Rect(x: 5, y: 6, width: 30, height: 40)
    #expect(layer.bounds.size == Size(width: 30, height: 40))
    #expect(layer.position == Point(x: 5, y: 46))
  }

  @Test func aSingularTransformKeepsTheSizeAsGiven() {
    let layer = Layer(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    layer.transform = Transform3D(scaleX: 0, y: 1, z: 1)
    layer.frame = Rect(x: 0, y: 0, width: 30, height: 40)
    #expect(layer.bounds.size == Size(width: 30, height: 40))
  }

  @Test func aFrameSetUnderScalesTranslationsAndQuarterTurnsReadsBack() async {
    await propertyCheck(input: Gen<Double>.double(in: 0...1).array(of: 11)) { (u: [Double]) in
      let layer = Layer(frame: Rect(x: 0, y: 0, width: 10, height: 10))
      layer.anchorPoint = Point(x: u[0], y: u[1])
      let scale = (0.1 + u[3] * 3) * (u[4] < 0.5 ? -1 : 1)
      let affine = AffineTransform(rotationAngle: Double(Int(u[2] * 4)) * .pi / 2)
        .scaledBy(x: scale, y: 0.1 + u[5] * 3)
        .concatenating(AffineTransform(translationX: u[6] * 100 - 50, y: u[7] * 100 - 50))
      layer.transform = Transform3D(affine)
      let frame = Rect(x: u[8] * 400 - 200, y: u[9] * 400 - 200, width: u[10] * 300, height: u[0] * 300)
      layer.frame = frame
      #expect(close(layer.frame, frame), "\(affine): set \(frame), read \(layer.frame)")
    }
  }
}
