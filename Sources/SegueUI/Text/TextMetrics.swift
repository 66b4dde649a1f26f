import SegueRender

/// Measures single lines of text the way a ``Label``'s text layer draws them: DejaVu Sans,
/// one glyph per Unicode scalar, no kerning.
@MainActor
enum TextMetrics {
  /// The pen position at each character boundary of `characters` at `fontSize` points, from
  /// the left end of the line: `characters.count + 1` values starting at 0. A character made of
  /// several scalars is as wide as its scalars together; all are 0 without the font.
  static func boundaries(of characters: [Character], fontSize: Double) -> [Double] {
    var pen = 0.0
    var result = [pen]
    result.reserveCapacity(characters.count + 1)
    for character in characters {
      if case .success(let font) = FontFace.dejaVuSans {
        for scalar in character.unicodeScalars { pen += font.advance(of: scalar, pixelSize: fontSize) }
      }
      result.append(pen)
    }
    return result
  }

  /// The height of a line at `fontSize` points, from the font's design metrics (1.2 × the size
  /// without the font).
  static func lineHeight(fontSize: Double) -> Double {
    guard case .success(let font) = FontFace.dejaVuSans else { return fontSize * 1.2 }
    return font.lineMetrics(pixelSize: fontSize).lineHeight
  }
}
