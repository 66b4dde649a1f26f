import SegueGeometry

/// A layer that draws a string in DejaVu Sans, as `CATextLayer`.
///
/// The text is laid out from the top of the bounds (the first baseline one ascent below it)
/// and clipped to the bounds; it draws above the background and contents, below the sublayers.
@MainActor
open class TextLayer: Layer {
  /// Creates a text layer with an empty string and Core Animation's text defaults.
  public override init() {
    super.init()
    setModelValue(\.text, TextAttributes())
  }

  /// The text.
  public var string: String {
    get { model.textOrDefault.string }
    set { setModelValue(\.textOrDefault.string, newValue) }
  }
  /// The font size in points.
  public var fontSize: Double {
    get { model.textOrDefault.fontSize }
    set { setModelValue(\.textOrDefault.fontSize, newValue) }
  }
  /// The text colour.
  public var foregroundColor: Color {
    get { model.textOrDefault.foregroundColor }
    set { setModelValue(\.textOrDefault.foregroundColor, newValue) }
  }
  /// How lines are placed horizontally.
  public var alignmentMode: TextLayerAlignmentMode {
    get { model.textOrDefault.alignmentMode }
    set { setModelValue(\.textOrDefault.alignmentMode, newValue) }
  }
  /// How a line wider than the bounds is shortened.
  public var truncationMode: TextLayerTruncationMode {
    get { model.textOrDefault.truncationMode }
    set { setModelValue(\.textOrDefault.truncationMode, newValue) }
  }
  /// Whether lines wider than the bounds wrap.
  public var isWrapped: Bool {
    get { model.textOrDefault.isWrapped }
    set { setModelValue(\.textOrDefault.isWrapped, newValue) }
  }
}

extension LayerValues {
  /// The text attributes, reading absent ones as the defaults so that a text layer's setters
  /// never fail even if its attributes were removed.
  fileprivate var textOrDefault: TextAttributes {
    get { text ?? TextAttributes() }
    set { text = newValue }
  }
}
