import SegueGeometry
import SegueImage
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
  /// Where text bitmaps are kept between frames; `nil` rasterizes the text on each paint.
  var textImages: TextImageCache? = nil

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

  /// The shape the layer's gradient (or background colour) covers.
  var gradientShape: CoverageShape { CoverageShape(roundedBounds, antialiased: values.antialiasedEdges) }

  /// Paints the background colour, gradient, contents and text at `opacity` (0...255), then
  /// `shade`'s gradient at its opacity, if given: the first sublayer when it paints only a
  /// gradient (see `Compositor`), which comes next anyway. When the contents and that gradient
  /// cover the same shape through the same matrix, and no text comes between them, they are
  /// drawn together, row by row (see ``ShapePainter/fill(_:through:with:opacity:shadedBy:opacity:into:)``).
  func paintBelowSublayers(opacity: Int, shade: (painter: LayerPainter, opacity: Int)? = nil, into canvas: inout Canvas)
  {
    var pendingShade = shade.flatMap { shade in
      shade.painter.values.gradient.flatMap { GradientShader($0, over: shade.painter.values.bounds, in: &canvas) }.map {
        shader in
        (shape: shade.painter.gradientShape, matrix: shade.painter.toDevice, shader: shader, opacity: shade.opacity)
      }
    }
    let hasText = values.text.map { !$0.string.isEmpty } ?? false
    let bounds = roundedBounds
    if let color = values.backgroundColor, color.alpha > 0 {
      ShapePainter.fill(gradientShape, through: toDevice, with: SolidShader(color), opacity: opacity, into: &canvas)
    }
    if let gradient = values.gradient, let shader = GradientShader(gradient, over: values.bounds, in: &canvas) {
      ShapePainter.fill(gradientShape, through: toDevice, with: shader, opacity: opacity, into: &canvas)
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
        let shape = CoverageShape(box: box, rounding: clip, antialiased: values.antialiasedEdges)
        if let fused = pendingShade, !hasText, fused.shape == shape, fused.matrix == toDevice {
          ShapePainter.fill(
            shape, through: toDevice, with: shader, opacity: opacity, shadedBy: fused.shader, opacity: fused.opacity,
            into: &canvas)
          pendingShade = nil
        } else {
          ShapePainter.fill(shape, through: toDevice, with: shader, opacity: opacity, into: &canvas)
        }
      }
    }
    if let text = values.text,
      ProjectedQuad(rect: values.bounds, matrix: toDevice)?.touches(rows: canvas.rows) ?? false,
      let inked: (image: Bitmap, ink: ImageInk?) = textImages?.inkedImage(text, size: values.bounds.size, scale: scale)
        .map({ ($0.image, $0.ink) })
        ?? TextRasterizer.render(text, size: values.bounds.size, scale: scale).map({ ($0, nil) })
    {
      let source = Rect(x: 0, y: 0, width: values.bounds.width * scale, height: values.bounds.height * scale)
      let shader = ImageShader(image: inked.image, source: source, destination: values.bounds, ink: inked.ink)
      ShapePainter.fill(
        CoverageShape(box: values.bounds, rounding: clip, antialiased: values.antialiasedEdges), through: toDevice,
        with: shader, opacity: opacity, into: &canvas)
    }
    if let shade = pendingShade {
      ShapePainter.fill(shade.shape, through: shade.matrix, with: shade.shader, opacity: shade.opacity, into: &canvas)
    }
  }

  /// Paints the border, inset from the bounds by its width, at `opacity` (0...255).
  func paintBorder(opacity: Int, into canvas: inout Canvas) {
    guard hasBorder else { return }
    let bounds = roundedBounds
    let shape = CoverageShape(
      box: bounds.rect, rounding: bounds, hole: bounds.inset(by: values.borderWidth),
      antialiased: values.antialiasedEdges)
    ShapePainter.fill(shape, through: toDevice, with: SolidShader(values.borderColor), opacity: opacity, into: &canvas)
  }
}
