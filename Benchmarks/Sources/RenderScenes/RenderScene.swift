import Foundation
import SegueGeometry
import SegueImage
import SegueMotion

/// The renderer's benchmark scenes at a frame size, built from Segue layers exactly as
/// Benchmarks/pixman/README.md defines them for the pixman harness.
public enum RenderScene: String, CaseIterable, Sendable {
  /// Two faces of the demo's cube half way through a quarter turn, perspective d = 3000 px.
  case cube
  /// The incoming page flat, the outgoing page as four folded strips with gradient shading.
  case fold
  /// Two full-screen layers, the upper one at opacity 0.5.
  case fade
  /// Two full-screen layers moved by whole pixels.
  case slide

  /// The scene's layer tree for a `width` × `height` frame (points = pixels).
  @MainActor
  public func makeRoot(width: Int, height: Int) -> Layer {
    let w = Double(width)
    let h = Double(height)
    let root = Layer(frame: Rect(x: 0, y: 0, width: w, height: h))
    let pageA = Self.page(width: width, height: height, warm: true)
    let pageB = Self.page(width: width, height: height, warm: false)
    switch self {
    case .cube:
      let cube = Layer(frame: root.bounds)
      cube.sublayerTransform = Transform3D(rotationAngle: -.pi / 4, x: 0, y: 1, z: 0)
        .concatenating(Transform3D(translationX: -w / 4, y: 0, z: -w / 4))
        .concatenating(.perspective(distance: 3000))
      let front = Self.image(pageA, frame: root.bounds)
      let side = Self.image(pageB, frame: root.bounds)
      side.transform = Transform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0)
        .concatenating(Transform3D(translationX: w / 2, y: 0, z: -w / 2))
      front.edgeAntialiasingMask = [.layerLeftEdge, .layerTopEdge, .layerBottomEdge]
      side.edgeAntialiasingMask = [.layerRightEdge, .layerTopEdge, .layerBottomEdge]
      for face in [front, side] {
        face.isDoubleSided = false
        cube.addSublayer(face)
      }
      root.addSublayer(cube)
    case .fold:
      root.addSublayer(Self.image(pageB, frame: root.bounds))
      let fold = Layer(frame: root.bounds)
      fold.sublayerTransform = .perspective(distance: 3000)
      let progress = 0.5
      let angle = (1 - progress).acosine
      let strip = w / 4
      for index in 0..<4 {
        let layer = Self.image(pageA, frame: Rect(x: 0, y: 0, width: strip, height: h))
        layer.contentsRect = Rect(x: Double(index) / 4, y: 0, width: 0.25, height: 1)
        layer.anchorPoint = Point(x: 0, y: 0.5)
        // Neighbouring strips share their vertical edges: only the outer ones are anti-aliased.
        var edges: EdgeAntialiasingMask = [.layerTopEdge, .layerBottomEdge]
        if index == 0 { edges.insert(.layerLeftEdge) }
        if index == 3 { edges.insert(.layerRightEdge) }
        layer.edgeAntialiasingMask = edges
        layer.position = Point(x: Double(index) * strip * angle.cosine, y: h / 2)
        layer.zPosition = index.isMultiple(of: 2) ? 0 : -strip * angle.sine
        layer.transform = Transform3D(rotationAngle: index.isMultiple(of: 2) ? angle : -angle, x: 0, y: 1, z: 0)
        let shading = GradientLayer()
        shading.frame = layer.bounds
        let dark = Color.black.withAlphaComponent(0.5 * progress)
        shading.colors = index.isMultiple(of: 2) ? [.clear, dark] : [dark, .clear]
        // The shading shares the strip's edges, so it anti-aliases the same ones.
        shading.edgeAntialiasingMask = edges
        shading.startPoint = Point(x: 0, y: 0.5)
        shading.endPoint = Point(x: 1, y: 0.5)
        layer.addSublayer(shading)
        fold.addSublayer(layer)
      }
      root.addSublayer(fold)
    case .fade:
      root.addSublayer(Self.image(pageA, frame: root.bounds))
      let upper = Self.image(pageB, frame: root.bounds)
      upper.opacity = 0.5
      root.addSublayer(upper)
    case .slide:
      root.addSublayer(Self.image(pageA, frame: root.bounds.offsetBy(dx: -400, dy: 0)))
      root.addSublayer(Self.image(pageB, frame: root.bounds.offsetBy(dx: w - 400, dy: 0)))
    }
    return root
  }

  @MainActor
  private static func image(_ bitmap: Bitmap, frame: Rect) -> Layer {
    let layer = Layer(frame: frame)
    layer.contents = bitmap
    return layer
  }

  /// An opaque generated page exactly as Benchmarks/pixman/README.md defines it: a vertical
  /// gradient, lighter 16-pixel vertical stripes and darker 40-pixel cards.
  static func page(width: Int, height: Int, warm: Bool) -> Bitmap {
    let top: [Double] = warm ? [244, 180, 66] : [60, 190, 210]
    let bottom: [Double] = warm ? [190, 60, 120] : [30, 60, 150]
    var bitmap = Bitmap(width: width, height: height)
    bitmap.withUnsafeMutableBufferPointer { bytes in
      for y in 0..<height {
        let t = Double(y) / Double(max(1, height - 1))
        let base = (0..<3).map { Int((top[$0] + (bottom[$0] - top[$0]) * t).rounded()) }
        for x in 0..<width {
          for channel in 0..<3 {
            var v = base[channel]
            if (x / 16) % 2 == 1 { v += (255 - v) / 4 }
            if x % 48 >= 8 && y % 48 >= 8 { v = v * 3 / 4 }
            bytes[(y * width + x) * 4 + channel] = UInt8(v)
          }
          bytes[(y * width + x) * 4 + 3] = 255
        }
      }
    }
    return bitmap
  }
}

extension Double {
  fileprivate var acosine: Double { Foundation.acos(self) }
  fileprivate var cosine: Double { Foundation.cos(self) }
  fileprivate var sine: Double { Foundation.sin(self) }
}
