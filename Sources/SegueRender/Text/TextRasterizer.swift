import SegueGeometry
import SegueImage
import SegueMotion

/// Draws a text layer's attributes into a bitmap covering its bounds at a device scale, in
/// DejaVu Sans through FreeType.
///
/// The first baseline lies one ascent below the top of the bounds and each further line one
/// line height lower (the font's design metrics); glyphs are placed at whole pixels; text
/// outside the bounds is cut off. Text is rasterized at the device scale it is drawn at, as if
/// `contentsScale` matched the screen (UIKit sets it so for its labels).
enum TextRasterizer {
  /// Pixels beyond which a text bitmap is not drawn (a guard against absurd sizes).
  static let maximumPixels = 1 << 26

  /// The bitmap of `text` over bounds of `size` points at `scale` pixels per point, or `nil`
  /// when there is nothing to draw or the font is unavailable.
  static func render(_ text: TextAttributes, size: Size, scale: Double) -> Bitmap? {
    let width = Int((size.width * scale - 1e-9).rounded(.up))
    let height = Int((size.height * scale - 1e-9).rounded(.up))
    let pixelSize = text.fontSize * scale
    guard !text.string.isEmpty, width > 0, height > 0, width * height <= maximumPixels,
      pixelSize > 0, pixelSize.isFinite, text.foregroundColor.alpha > 0,
      case .success(let font) = FontFace.dejaVuSans
    else { return nil }
    var wanted = Set(text.string.unicodeScalars)
    wanted.insert(TextLayout.ellipsis)
    let glyphs = font.glyphs(for: wanted, pixelSize: pixelSize)
    let layout = TextLayout(text, width: size.width * scale) { glyphs[$0]?.advance ?? 0 }
    let metrics = font.lineMetrics(pixelSize: pixelSize)
    var bitmap = Bitmap(width: width, height: height)
    let color = text.foregroundColor.premultipliedPixel
    for (index, line) in layout.lines.enumerated() {
      let baseline = Int((metrics.ascent + Double(index) * metrics.lineHeight).rounded())
      for (scalar, pen) in zip(line.scalars, line.positions) {
        guard let glyph = glyphs[scalar] else { continue }
        draw(glyph, x: Int(pen.rounded()) + glyph.left, y: baseline - glyph.top, color: color, into: &bitmap)
      }
    }
    return bitmap
  }

  /// Blends `color` through `glyph`'s coverage with its top-left corner at (`x`, `y`).
  private static func draw(_ glyph: Glyph, x: Int, y: Int, color: Bitmap.Pixel, into bitmap: inout Bitmap) {
    let width = bitmap.width
    let firstColumn = max(0, -x)
    let endColumn = min(glyph.width, width - x)
    let firstRow = max(0, -y)
    let endRow = min(glyph.rows, bitmap.height - y)
    guard firstColumn < endColumn, firstRow < endRow else { return }
    let columns = firstColumn..<endColumn
    let rows = firstRow..<endRow
    bitmap.withUnsafeMutableBufferPointer { pixels in
      for row in rows {
        for column in columns {
          let covered = Int(glyph.coverage[row * glyph.width + column])
          guard covered > 0 else { continue }
          var red = Int(color.red)
          var green = Int(color.green)
          var blue = Int(color.blue)
          var alpha = Int(color.alpha)
          PixelMath.scale(&red, &green, &blue, &alpha, by: covered)
          PixelMath.blendOver(
            pixels, at: ((y + row) * width + x + column) * 4, red: red, green: green, blue: blue, alpha: alpha)
        }
      }
    }
  }
}
