import PropertyBased
import SegueGeometry
import SegueUI
import Testing

@MainActor
@Suite struct ViewConversionTests {
  @Test func pointsFollowFramesBoundsOriginsAndTransforms() {
    let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    let outer = View(frame: Rect(x: 100, y: 50, width: 200, height: 200))
    outer.bounds.origin = Point(x: 10, y: 20)
    let inner = View(frame: Rect(x: 30, y: 40, width: 50, height: 50))
    window.addSubview(outer)
    outer.addSubview(inner)
    #expect(inner.convert(Point(x: 0, y: 0), to: nil) == Point(x: 120, y: 70))
    #expect(inner.convert(Point(x: 5, y: 5), to: outer) == Point(x: 35, y: 45))
    #expect(outer.convert(Point(x: 35, y: 45), to: inner) == Point(x: 5, y: 5))
    #expect(window.convert(Point(x: 120, y: 70), to: inner) == Point(x: 0, y: 0))
    outer.transform = AffineTransform(scaleX: 2, y: 2)
    // Scaled about outer's centre (200, 150): its bounds point (110, 120) is the centre.
    #expect(outer.convert(Point(x: 110, y: 120), to: nil) == Point(x: 200, y: 150))
    #expect(outer.convert(Point(x: 111, y: 120), to: nil) == Point(x: 202, y: 150))
  }

  @Test func rectsConvertToTheirBoundingBox() {
    let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    let turned = View(frame: Rect(x: 100, y: 100, width: 100, height: 50))
    turned.transform = AffineTransform(rotationAngle: .pi / 2)
    root.addSubview(turned)
    let box = turned.convert(turned.bounds, to: root)
    #expect(abs(box.minX - 125) < 1e-9 && abs(box.minY - 75) < 1e-9)
    #expect(abs(box.width - 50) < 1e-9 && abs(box.height - 100) < 1e-9)
  }

  @Test func perspectiveMapsPointsWhereTheyShow() {
    let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    var perspective = Transform3D.identity
    perspective.m34 = -1 / 500
    root.layer.sublayerTransform = perspective
    let face = View(frame: Rect(x: 100, y: 100, width: 200, height: 200))
    face.transform3D = Transform3D(rotationAngle: .pi / 4, x: 0, y: 1, z: 0)
    root.addSubview(face)
    let corner = face.convert(Point(x: 200, y: 0), to: root)
    let projected = face.layer.model.transformToSuperlayer.concatenating(root.layer.model.sublayerTransformAboutAnchor)
      .project(Point(x: 200, y: 0))!
    #expect(abs(corner.x - projected.x) < 1e-9 && abs(corner.y - projected.y) < 1e-9)
    let back = face.convert(corner, from: root)
    #expect(abs(back.x - 200) < 1e-9 && abs(back.y) < 1e-9)
  }

  @Test func convertingThereAndBackIsTheIdentity() async {
    let unit = Gen.double(in: 0...1)
    await propertyCheck(input: unit.array(of: 5)) { (u: [Double]) in
      let (x, y) = (u[0] * 600 - 300, u[1] * 600 - 300)
      let (angle, scale, tilt) = (u[2] * 6 - 3, 0.25 + u[3] * 3.75, u[4] * 2 - 1)
      let root = View(frame: Rect(x: 0, y: 0, width: 500, height: 500))
      var perspective = Transform3D.identity
      perspective.m34 = -1 / 1000
      root.layer.sublayerTransform = perspective
      let middle = View(frame: Rect(x: 40, y: 60, width: 300, height: 200))
      middle.transform = AffineTransform(rotationAngle: angle).scaledBy(x: scale, y: scale)
      let leaf = View(frame: Rect(x: 20, y: 30, width: 100, height: 80))
      leaf.transform3D = Transform3D(rotationAngle: tilt, x: 0, y: 1, z: 0)
      root.addSubview(middle)
      middle.addSubview(leaf)
      let point = Point(x: x, y: y)
      let there = leaf.convert(point, to: root)
      guard there.x.isFinite else { return }
      let back = leaf.convert(there, from: root)
      #expect(abs(back.x - x) < 1e-6 * max(1, abs(x)) && abs(back.y - y) < 1e-6 * max(1, abs(y)))
    }
  }
}
