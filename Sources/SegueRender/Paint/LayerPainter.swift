import SegueGeometry
import SegueMotion

/// Paints what one layer draws itself, in Core Animation's order: background colour, gradient,
/// contents and text below the sublayers; the border above them.
///
/// The background, gradient and border follow the rounded corners; the contents and text are
/// clipped to the rounded bounds only when the layer masks to its bounds (otherwise the
/// contents may overflow the bounds, as `resizeAspectFill` does on the platform).
struct LayerPainter {
  /// The layer's values.
  let values: LayerValues
  /// The map from the layer's bounds space to device pixels.
  let toDevice: Transform3D
  /// Device pixels per point, the resolution text is rasterized at.
  let scale: Double

  /// The bounds with the corner radius.
  var roundedBounds: RoundedBox { RoundedBox(values.bounds, radius: values.cornerRadius) }

  /// How many separate paints the layer makes itself (background, gradient, contents, text, border).
  var paintCount: Int {
    var count = 0
    if let color = values.backgroundColor, color.alpha > 0 { count += 1 }
    if let gradient = values.gradient, !gradient.colors.isEmpty { count += 1 }
    if values.contents.map({ !$0.isEmpty }) ?? false { count += 1 }
    if let text = values.text, !text.string.isEmpty { count += 1 }
    if hasBorder { count += 1 }
    return count
  }

  private var hasBorder: Bool { values.borderWidth > 0 && values.borderColor.alpha > 0 }

  /// Paints the background colour, gradient, contents and text at `opacity` (0...255).
  func paintBelowSublayers(opacity: Int, into canvas: inout Canvas) {
    let bounds = roundedBounds
    if let color = values.backgroundColor, color.alpha > 0 {
      ShapePainter.fill(CoverageShape(bounds, antialiased: values.antialiasedEdges), through: toDevice, with: SolidShader(color), opacity: opacity, into: &canvas)
    }
    if let gradient = values.gradient, let shader = GradientShader(gradient, over: values.bounds) {
      ShapePainter.fill(CoverageShape(bounds, antialiased: values.antialiasedEdges), through: toDevice, with: shader, opacity: opacity, into: &canvas)
    }
    let clip = values.masksToBounds ? bounds : nil
    if let image = values.contents, !image.isEmpty,
      let placement = ContentsPlacement(width: image.width, height: image.height, values: values)
    {
      let box = clip == nil ? placement.destination : placement.destination.intersection(values.bounds)
      let aligned =
        (clip == nil || (clip!.radius <= 0 && box == placement.destination))
        && PixelAlignedBlit.draw(
          image, source: placement.source, destination: placement.destination, toDevice: toDevice,
          opacity: opacity, into: &canvas)
      if !aligned && !box.isEmpty {
        let shader = ImageShader(image: image, source: placement.source, destination: placement.destination)
        ShapePainter.fill(
          CoverageShape(box: box, rounding: clip, antialiased: values.antialiasedEdges), through: toDevice, with: shader, opacity: opacity, into: &canvas)
      }
    }
    if let text = values.text, ProjectedQuad(rect: values.bounds, matrix: toDevice)?.touches(rows: canvas.rows) ?? false,
      let image = TextRasterizer.render(text, size: values.bounds.size, scale: scale)
    {
      let source = Rect(x: 0, y: 0, width: values.bounds.width * scale, height: values.bounds.height * scale)
      let shader = ImageShader(image: image, source: source, destination: values.bounds)
      ShapePainter.fill(
        CoverageShape(box: values.bounds, rounding: clip, antialiased: values.antialiasedEdges), through: toDevice, with: shader, opacity: opacity, into: &canvas)
    }
  }

  /// Paints the border, inset from the bounds by its width, at `opacity` (0...255).
  func paintBorder(opacity: Int, into canvas: inout Canvas) {
    guard hasBorder else { return }
    let bounds = roundedBounds
    let shape = CoverageShape(
      box: bounds.rect, rounding: bounds, hole: bounds.inset(by: values.borderWidth), antialiased: values.antialiasedEdges)
    ShapePainter.fill(shape, through: toDevice, with: SolidShader(values.borderColor), opacity: opacity, into: &canvas)
  }
}
