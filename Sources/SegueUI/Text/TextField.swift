import SegueGeometry
import SegueMotion

/// A single line of editable text, the analogue of `UITextField`: a tap makes it first
/// responder (the window's keyboard slides in) and places the insertion point, typing replaces
/// the selection, and its delegate is asked and told about editing.
///
/// The text is drawn as a ``Label`` draws it (DejaVu Sans at ``fontSize``), centred vertically.
/// Positions in the text (``selectedRange``, the delegate's ranges) count Swift `Character`s,
/// so backspace removes a whole grapheme cluster (an accented letter, a flag, a family emoji).
/// Segue's choices where the platform is silent or differs: the caret is a steady 2-point bar
/// in ``tintColor`` (a blink would be an animation running forever, which keeps every frame of
/// the application busy and shows as a pop in recordings); text wider than the field scrolls
/// to keep the caret in view; a double tap selects the word (letters, digits and `_`) at the
/// boundary nearest the tap, or only places the caret between two non-word characters; the
/// text is clipped to the field. Text of any script is stored and edited by character, and
/// drawn as the renderer draws it: one glyph per scalar, left to right, without shaping.
@MainActor
open class TextField: View {
  /// The object asked and told about editing.
  public weak var delegate: (any TextFieldDelegate)?
  /// The colour of the caret and (lighter) of the selection; the platform's blue by default.
  public var tintColor = Color(red: 0, green: 122.0 / 255, blue: 1) { didSet { placeContent() } }
  /// How the edge is drawn; `.none` by default, as on the platform.
  public var borderStyle = BorderStyle.none { didSet { applyBorderStyle() } }

  private let textLabel = Label()
  private let placeholderLabel = Label()
  private let caretView = View()
  private let selectionView = View()
  /// The text, one entry per character.
  var characters: [Character] = []
  /// The selection, within `0...characters.count`.
  var selection = 0..<0
  /// How far the text is scrolled left to keep the caret in view, in points.
  private var scrollOffset = 0.0
  /// The pen position of each character boundary, from the text's left end.
  private(set) var stops: [Double] = [0]
  /// Where the line of text lies in the bounds: its left end, top and height.
  private(set) var line = (left: 0.0, top: 0.0, height: 0.0)

  /// Creates an empty text field in a frame of `frame`.
  public override init(frame: Rect) {
    super.init(frame: frame)
    clipsToBounds = true
    placeholderLabel.textColor = Color(white: 0.7)
    for view in [selectionView, placeholderLabel, textLabel, caretView] {
      view.isUserInteractionEnabled = false
      addSubview(view)
    }
    placeContent()
  }

  /// The text; setting it (`nil` is the empty text) moves the insertion point to the end and
  /// asks no delegate.
  public var text: String? {
    get { String(characters) }
    set {
      characters = Array(newValue ?? "")
      selection = characters.count..<characters.count
      placeContent()
    }
  }

  /// The grey text shown while the text is empty.
  public var placeholder: String? {
    get { placeholderLabel.text }
    set { placeholderLabel.text = newValue }
  }

  /// The colour of the text; black by default.
  public var textColor: Color {
    get { textLabel.textColor }
    set { textLabel.textColor = newValue }
  }

  /// The font size in points, as ``Label/fontSize``; 17 by default.
  public var fontSize: Double {
    get { textLabel.fontSize }
    set {
      textLabel.fontSize = newValue
      placeholderLabel.fontSize = newValue
      placeContent()
    }
  }

  /// How the text is placed horizontally while it fits; it is left-aligned (and scrolls) when
  /// it does not.
  public var textAlignment = TextLayerAlignmentMode.natural { didSet { placeContent() } }

  /// The selected characters; an empty range is the insertion point. Setting it clamps it to
  /// the text.
  public var selectedRange: Range<Int> {
    get { selection }
    set {
      let lower = min(max(newValue.lowerBound, 0), characters.count)
      selection = lower..<min(max(newValue.upperBound, lower), characters.count)
      placeContent()
    }
  }

  /// Whether the field is being edited: whether it is first responder.
  public var isEditing: Bool { isFirstResponder }

  /// Whether the field may become first responder: what its delegate's
  /// ``TextFieldDelegate/textFieldShouldBeginEditing(_:)`` answers (the platform asks it here
  /// too), `true` without a delegate.
  open override var canBecomeFirstResponder: Bool { delegate?.textFieldShouldBeginEditing(self) ?? true }

  /// Whether the field may stop being first responder: what its delegate's
  /// ``TextFieldDelegate/textFieldShouldEndEditing(_:)`` answers, `true` without a delegate.
  open override var canResignFirstResponder: Bool { delegate?.textFieldShouldEndEditing(self) ?? true }

  override func didBecomeFirstResponder() {
    selection = characters.count..<characters.count
    placeContent()
    delegate?.textFieldDidBeginEditing(self)
  }

  override func didResignFirstResponder() {
    placeContent()
    delegate?.textFieldDidEndEditing(self)
  }

  /// Places the text, placeholder, caret and selection in the bounds.
  open override func layoutSubviews() {
    placeContent()
  }

  /// The field takes the touches that land on it.
  open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {}

  /// The field takes the touches that land on it.
  open override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {}

  /// A tap: the field becomes first responder and places the caret at the character boundary
  /// nearest the finger; a double tap selects the word there.
  open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    guard let touch = touches.first else { return }
    let location = touch.location(in: self)
    guard point(inside: location, with: event) else { return }
    tapped(at: location, count: touch.tapCount)
  }

  /// The field takes the touches that land on it.
  open override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {}

  /// Places the labels, the caret and the selection for the current text, selection, font and
  /// bounds, scrolling the text to keep the caret in view.
  func placeContent() {
    let area = bounds.insetBy(dx: borderStyle.textInset, dy: 0)
    let lineHeight = TextMetrics.lineHeight(fontSize: fontSize)
    stops = TextMetrics.boundaries(of: characters, fontSize: fontSize)
    let width = stops.last ?? 0
    let start: Double
    if width <= area.width {
      scrollOffset = 0
      switch textAlignment {
      case .center: start = (area.width - width) / 2
      case .right: start = area.width - width
      case .natural, .left, .justified: start = 0
      }
    } else {
      let upper = stops[selection.upperBound] - area.width
      scrollOffset = max(0, min(max(scrollOffset, upper), stops[selection.lowerBound], width - area.width))
      start = -scrollOffset
    }
    line = (area.minX + start, area.minY + (area.height - lineHeight) / 2, lineHeight)
    textLabel.text = characters.isEmpty ? nil : String(characters)
    textLabel.frame = Rect(x: line.left, y: line.top, width: width + fontSize, height: lineHeight)
    placeholderLabel.textAlignment = textAlignment
    placeholderLabel.frame = Rect(x: area.minX, y: line.top, width: area.width, height: lineHeight)
    placeholderLabel.isHidden = !characters.isEmpty
    let editing = isFirstResponder
    caretView.backgroundColor = tintColor
    caretView.frame = caretRect(forPosition: selection.lowerBound)
    caretView.isHidden = !editing || !selection.isEmpty
    let selected = caretRect(forPosition: selection.lowerBound).union(caretRect(forPosition: selection.upperBound))
    selectionView.backgroundColor = tintColor.withAlphaComponent(0.25)
    selectionView.frame = selected.insetBy(dx: 1, dy: 0)
    selectionView.isHidden = !editing || selection.isEmpty
  }

  private func applyBorderStyle() {
    layer.borderWidth = borderStyle == .none ? 0 : 1
    layer.borderColor = borderStyle == .line ? .black : Color(white: 0.8)
    layer.cornerRadius = borderStyle == .roundedRect ? 5 : 0
    if borderStyle == .roundedRect { backgroundColor = .white }
    placeContent()
  }
}
