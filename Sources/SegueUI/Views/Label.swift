import SegueGeometry
import SegueMotion

/// A view that shows a line of text, the analogue of `UILabel`, drawn by a ``/SegueMotion/TextLayer`` in
/// DejaVu Sans from the top of its bounds.
///
/// Segue's label has a font size where the platform has a font: the renderer draws one face.
@MainActor
open class Label: View {
  /// Backs the label with a text layer.
  open override class func makeLayer() -> Layer {
    TextLayer()
  }

  /// Creates a label showing `text` in a frame of `frame`.
  public init(frame: Rect = .zero, text: String? = nil) {
    super.init(frame: frame)
    textLayer.fontSize = 17
    textLayer.foregroundColor = .black
    self.text = text
  }

  private var textLayer: TextLayer {
    // makeLayer() above is the only way a label's layer is made.
    layer as! TextLayer
  }

  /// The text shown; `nil` shows nothing.
  public var text: String? {
    get { textLayer.string.isEmpty ? nil : textLayer.string }
    set { textLayer.string = newValue ?? "" }
  }

  /// The colour of the text; black by default.
  public var textColor: Color {
    get { textLayer.foregroundColor }
    set { textLayer.foregroundColor = newValue }
  }

  /// The font size in points; 17 by default, the platform's body size.
  public var fontSize: Double {
    get { textLayer.fontSize }
    set { textLayer.fontSize = newValue }
  }

  /// Where a text too wide for the bounds is cut and marked with an ellipsis, the analogue of
  /// the platform's truncating line-break modes; `.none` by default.
  public var truncationMode: TextLayerTruncationMode {
    get { textLayer.truncationMode }
    set { textLayer.truncationMode = newValue }
  }

  /// How the text is placed horizontally in the bounds.
  public var textAlignment: TextLayerAlignmentMode {
    get { textLayer.alignmentMode }
    set { textLayer.alignmentMode = newValue }
  }
}
