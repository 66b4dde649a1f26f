import SegueGeometry

/// The software keyboard a window slides in while a text input is its first responder: five
/// rows of keys whose taps type into the window's first responder.
///
/// The platform's keyboard lives in a window of its own, out of the app's reach; Segue's is the
/// front-most subview of the app's window while it shows (``Window/keyboardView``), so it is
/// drawn, hit-tested and recorded with the app. Segue's choices: one layout (digits, the three
/// letter rows in lower case with `.` and backspace, then `,` `/` space `:` and Return), no
/// shift, no auto-repeat; keys act when the finger lifts inside them.
@MainActor
public final class KeyboardView: View {
  /// The keyboard's height on a 390-point-wide window: the height the platform's English
  /// keyboard reports on a 390 × 844 iPhone in portrait (216 points of keys, the suggestion
  /// bar and the home-indicator area).
  public static let standardHeight = 291.0
  /// The window width ``standardHeight`` belongs to.
  public static let standardWidth = 390.0
  /// The rows of keys, top to bottom.
  static let rows: [[Key]] = [
    "1234567890".map { .character($0) }, "qwertyuiop".map { .character($0) },
    "asdfghjkl".map { .character($0) }, "zxcvbnm.".map { .character($0) } + [.backspace],
    [.character(","), .character("/"), .space, .character(":"), .return],
  ]
  /// The colour behind the keys.
  static let backgroundColor = Color(red: 209 / 255, green: 212 / 255, blue: 217 / 255)
  /// The colour of backspace and Return.
  static let functionKeyColor = Color(red: 171 / 255, green: 177 / 255, blue: 186 / 255)

  private var keys: [[KeyboardKeyView]] = []

  /// The keyboard's height in a window of `size`: ``standardHeight`` scaled with the width
  /// (so keys keep their shape), at most half the window's height (Segue's choice).
  public static func height(forWindowSize size: Size) -> Double {
    min(standardHeight * size.width / standardWidth, size.height / 2)
  }

  /// Creates a keyboard whose keys type into the first responder of the window it is in.
  init() {
    super.init(frame: .zero)
    backgroundColor = Self.backgroundColor
    keys = Self.rows.map { row in
      row.map { key in KeyboardKeyView(key: key) { [weak self] key in self?.type(key) } }
    }
    for key in keys.joined() { addSubview(key) }
  }

  /// The view of `key`, where a tap types it; `nil` for a key the keyboard lacks.
  public func view(for key: Key) -> View? {
    keys.joined().first { $0.key == key }
  }

  /// Places the rows in the bounds: 8 points above the keys, rows 42 points high 10 apart, 33
  /// points below (the home-indicator area), all scaled with the height; keys 6 points apart
  /// (scaled with the width), each row centred.
  public override func layoutSubviews() {
    let across = bounds.width / Self.standardWidth
    let down = bounds.height / Self.standardHeight
    let gap = 6 * across
    let unit = (bounds.width - 6 * across - 9 * gap) / 10
    for (index, row) in keys.enumerated() {
      let widths = row.map { $0.key.units * unit + ($0.key.units - 1) * gap }
      var x = (bounds.width - widths.reduce(0, +) - Double(row.count - 1) * gap) / 2
      let y = (8 + Double(index) * 52) * down
      for (key, width) in zip(row, widths) {
        key.frame = Rect(x: x, y: y, width: width, height: 42 * down)
        x += width + gap
      }
    }
  }

  /// Sends `key` to the window's first responder.
  private func type(_ key: Key) {
    guard let window else { return }
    switch key {
    case .character(let character): window.insertText(String(character))
    case .space: window.insertText(" ")
    case .backspace: window.deleteBackward()
    case .return: window.insertNewline()
    }
  }
}
