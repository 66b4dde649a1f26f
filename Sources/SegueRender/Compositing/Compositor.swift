import SegueGeometry
import SegueMotion

/// Draws a layer tree's presentation snapshot into a bitmap on the CPU.
///
/// It draws what the snapshot says: each layer's background (with rounded corners), its
/// contents bitmap stretched over the bounds with bilinear filtering, then its sublayers in
/// `zPosition` order, with 2D and 3D transforms and perspective (`sublayerTransform` about the
/// anchor point), flattening each sublayer into its superlayer's plane as Core Animation does.
/// A translucent layer with sublayers, and a layer masking its sublayers to its bounds, are
/// composited as one group. A single-sided layer whose back faces the viewer is skipped with
/// its sublayers, which are flattened into its plane (how a card flip hides its back view). Pixels are covered
/// when their centres lie inside a layer (no edge anti-aliasing yet). The same snapshot always
/// gives the same bytes.
public struct Compositor: Sendable {
  /// Device pixels per point.
  public var scale: Double
  /// The colour the bitmap is cleared to before drawing.
  public var background: Bitmap.Pixel

  /// Creates a compositor drawing at `scale` pixels per point over `background`.
  public init(scale: Double = 1, background: Bitmap.Pixel = .clear) {
    self.scale = scale
    self.background = background
  }

  /// Renders `tree` into a new `width` × `height` bitmap; the root layer is positioned in the
  /// bitmap's coordinate space (points, top-left origin).
  public func render(_ tree: RenderLayer, width: Int, height: Int) -> Bitmap {
    var canvas = Canvas(bitmap: Bitmap(width: width, height: height, filledWith: background))
    let device = Transform3D(scaleX: scale, y: scale, z: 1)
    draw(tree, parentSpace: .identity, parentToDevice: device, into: &canvas)
    return canvas.bitmap
  }

  private func draw(
    _ node: RenderLayer, parentSpace: Transform3D, parentToDevice: Transform3D, into canvas: inout Canvas
  ) {
    let values = node.values
    guard !values.isHidden, values.opacity > 0 else { return }
    let toDevice = values.transformToSuperlayer.concatenating(parentSpace).flattened
      .concatenating(parentToDevice)
    if !values.isDoubleSided && !Self.facesViewer(values.bounds, toDevice) { return }
    let opacity = min(values.opacity, 1)
    let isolated = !node.sublayers.isEmpty && (opacity < 1 || values.masksToBounds)
    guard isolated else {
      paintOwnContent(values, toDevice: toDevice, opacity: opacity, into: &canvas)
      drawSublayers(of: node, toDevice: toDevice, into: &canvas)
      return
    }
    var group = Canvas(width: canvas.bitmap.width, height: canvas.bitmap.height)
    paintOwnContent(values, toDevice: toDevice, opacity: 1, into: &group)
    drawSublayers(of: node, toDevice: toDevice, into: &group)
    let mask =
      values.masksToBounds
      ? LayerPaint(rect: values.bounds, cornerRadius: values.cornerRadius, matrix: toDevice)
      : nil
    if values.masksToBounds && mask == nil { return }
    GroupComposite(group: group, opacity: Self.byte(opacity)).composite(into: &canvas, through: mask)
  }

  private func drawSublayers(of node: RenderLayer, toDevice: Transform3D, into canvas: inout Canvas) {
    let space = node.values.sublayerTransformAboutAnchor
    for sublayer in node.sublayers {
      draw(sublayer, parentSpace: space, parentToDevice: toDevice, into: &canvas)
    }
  }

  private func paintOwnContent(_ values: LayerValues, toDevice: Transform3D, opacity: Double, into canvas: inout Canvas) {
    guard values.backgroundColor != nil || values.contents != nil,
      let paint = LayerPaint(rect: values.bounds, cornerRadius: values.cornerRadius, matrix: toDevice)
    else { return }
    if let color = values.backgroundColor {
      let alpha = min(max(color.alpha, 0), 1) * opacity
      paint.paint(
        .color(
          red: Self.byte(color.red * alpha), green: Self.byte(color.green * alpha),
          blue: Self.byte(color.blue * alpha), alpha: Self.byte(alpha)),
        into: &canvas)
    }
    if let contents = values.contents {
      paint.paint(.image(contents, opacity: Self.byte(opacity)), into: &canvas)
    }
  }

  /// Whether the front of a layer whose bounds map to the device through `toDevice` faces the
  /// viewer; a layer with empty bounds is judged by a unit square at its bounds' origin.
  static func facesViewer(_ bounds: Rect, _ toDevice: Transform3D) -> Bool {
    let probe = bounds.width > 0 && bounds.height > 0 ? bounds : Rect(origin: bounds.origin, size: Size(width: 1, height: 1))
    return (ProjectedQuad(rect: probe, matrix: toDevice)?.signedArea ?? 0) > 0
  }

  /// A unit value as a rounded byte, clamped to 0...255.
  static func byte(_ unit: Double) -> Int {
    Int((min(max(unit, 0), 1) * 255).rounded())
  }
}
