import SegueGeometry

/// What a text layer draws, as `CATextLayer`'s text properties; the font is always DejaVu Sans.
public struct TextAttributes: Sendable, Hashable {
  /// The text; `"\n"` starts a new line.
  public var string = ""
  /// The font size in points (36 by default, as Core Animation).
  public var fontSize: Double = 36
  /// The text colour (opaque white by default, as Core Animation).
  public var foregroundColor: Color = .white
  /// How lines are placed horizontally.
  public var alignmentMode: TextLayerAlignmentMode = .natural
  /// How a line wider than the bounds is shortened.
  public var truncationMode: TextLayerTruncationMode = .none
  /// Whether lines wider than the bounds wrap at spaces (then at glyphs for a word too long).
  public var isWrapped = false

  /// Creates attributes with Core Animation's defaults and an empty string.
  public init() {}

  /// Creates attributes with `string` and Core Animation's other defaults.
  public init(string: String) {
    self.string = string
  }
}
