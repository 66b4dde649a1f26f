import SegueGeometry
import SegueImage
import SegueMotion
import SegueRender
import Testing

/// Bilinear filtering of premultiplied contents against a floating-point reference: every
/// pixel well inside a transformed image layer is within 2/255 of the exact value.
@MainActor
@Suite struct FilteringReferenceTests {
  /// The bounds point whose projection through `m` (bounds → device, z = 0) is (`x`, `y`),
  /// solved directly from the two projective equations (Cramer's rule).
  private func unproject(_ x: Double, _ y: Double, _ m: Transform3D) -> (u: Double, v: Double)? {
    let a11 = m.m11 - x * m.m14
    let a12 = m.m21 - x * m.m24
    let a21 = m.m12 - y * m.m14
    let a22 = m.m22 - y * m.m24
    let b1 = x * m.m44 - m.m41
    let b2 = y * m.m44 - m.m42
    let determinant = a11 * a22 - a12 * a21
    guard abs(determinant) > 1e-12 else { return nil }
    return ((b1 * a22 - a12 * b2) / determinant, (a11 * b2 - b1 * a21) / determinant)
  }

  /// The exact bilinear value of channel `c` of `image` stretched over `bounds` at (`u`, `v`),
  /// with edge pixels repeated.
  private func reference(_ image: Bitmap, over bounds: Rect, _ u: Double, _ v: Double, channel c: Int) -> Double {
    let sx = (u - bounds.minX) / bounds.width * Double(image.width) - 0.5
    let sy = (v - bounds.minY) / bounds.height * Double(image.height) - 0.5
    let x0 = sx.rounded(.down)
    let y0 = sy.rounded(.down)
    let (fx, fy) = (sx - x0, sy - y0)
    func at(_ x: Double, _ y: Double) -> Double {
      let px = min(max(Int(x), 0), image.width - 1)
      let py = min(max(Int(y), 0), image.height - 1)
      return Double(image.bytes[(py * image.width + px) * 4 + c])
    }
    let top = at(x0, y0) * (1 - fx) + at(x0 + 1, y0) * fx
    let bottom = at(x0, y0 + 1) * (1 - fx) + at(x0 + 1, y0 + 1) * fx
    return top * (1 - fy) + bottom * fy
  }

  /// Seeds 0..<24 turn the layer about a random axis (the general per-pixel path); 24..<48 about
  /// the vertical axis, where fully covered pixels take the per-column path.
  @Test(arguments: 0..<48)
  func interiorPixelsMatchTheExactFilter(seed: Int) {
    var scenes = RandomScenes(seed: UInt64(seed) &+ 1000)
    let root = Scenes.root(width: 48, height: 48)
    root.sublayerTransform = .perspective(distance: scenes.value(60...300))
    let frame = Rect(
      x: scenes.value(6...14), y: scenes.value(6...14), width: scenes.value(16...28), height: scenes.value(16...28))
    let layer = Layer(frame: frame)
    let size = (
      width: Int.random(in: 3...9, using: &scenes.random), height: Int.random(in: 3...9, using: &scenes.random)
    )
    let image = scenes.image(width: size.width, height: size.height)
    layer.contents = image
    layer.opacity = scenes.unit() < 0.5 ? 1 : scenes.value(0.3...1)
    let axis = seed < 24 ? (x: scenes.unit(), y: scenes.unit(), z: scenes.unit()) : (x: 0, y: 1, z: 0)
    layer.transform = Transform3D(rotationAngle: scenes.value(-0.8...0.8), x: axis.x, y: axis.y, z: axis.z)
      .scaledBy(x: scenes.value(0.6...1.4), y: scenes.value(0.6...1.4), z: 1)
    root.addSublayer(layer)
    let bitmap = Compositor().render(root.renderTree(at: 0), width: 48, height: 48)
    let values = layer.model
    let toDevice = values.transformToSuperlayer.concatenating(root.model.sublayerTransformAboutAnchor).flattened
    let inside = values.bounds.insetBy(dx: 0.01, dy: 0.01)
    let opacity = (layer.opacity * 255).rounded() / 255
    var checked = 0
    var worst = 0.0
    for y in 0..<48 {
      for x in 0..<48 {
        // Away from edges: the pixel and a one-pixel ring around it lie inside the layer.
        let ring = [(-1.0, -1.0), (2, -1), (-1, 2), (2, 2)].map {
          unproject(Double(x) + $0.0, Double(y) + $0.1, toDevice)
        }
        guard ring.allSatisfy({ $0.map { inside.contains(Point(x: $0.u, y: $0.v)) } ?? false }),
          let centre = unproject(Double(x) + 0.5, Double(y) + 0.5, toDevice)
        else { continue }
        checked += 1
        let pixel = bitmap[x, y]
        let actual = [pixel.red, pixel.green, pixel.blue, pixel.alpha]
        for c in 0..<4 {
          let expected = reference(image, over: values.bounds, centre.u, centre.v, channel: c) * opacity
          worst = max(worst, abs(Double(actual[c]) - expected))
        }
      }
    }
    #expect(checked > 20, "seed \(seed): too few interior pixels")
    #expect(worst <= 2, "seed \(seed): worst channel error \(worst)")
  }
}
