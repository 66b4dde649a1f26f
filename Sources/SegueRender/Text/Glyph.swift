/// One rendered glyph: its 8-bit coverage bitmap and where it sits relative to the pen.
struct Glyph: Sendable {
  /// How far the pen moves after the glyph, in pixels (unhinted, so it scales linearly).
  let advance: Double
  /// The bitmap's left edge, in pixels right of the pen.
  let left: Int
  /// The bitmap's top edge, in pixels above the baseline.
  let top: Int
  /// The bitmap's width in pixels.
  let width: Int
  /// The bitmap's height in pixels.
  let rows: Int
  /// Coverage, 0...255, row by row.
  let coverage: [UInt8]
}
