import SegueGeometry
import SegueUI

/// A page of a demo app, like the articles' test view controllers: a coloured background, a
/// large title and a line of text under it.
@MainActor
final class DemoPage: ViewController {
  /// The page's background colour.
  let color: Color
  /// The line under the title.
  let detail: String?
  /// The page's button, if it has one.
  let button: DemoButton?

  init(title: String, color: Color, detail: String? = nil, button: DemoButton? = nil) {
    self.color = color
    self.detail = detail
    self.button = button
    super.init()
    self.title = title
  }

  override func loadView() {
    view = DemoPageView(title: title ?? "", detail: detail, color: color, button: button)
  }

  /// Colours of the pages, light enough for dark text.
  static let palette = [
    Color(red: 0.98, green: 0.55, blue: 0.45), Color(red: 0.55, green: 0.82, blue: 0.6),
    Color(red: 0.5, green: 0.7, blue: 0.98), Color(red: 0.98, green: 0.82, blue: 0.4),
    Color(red: 0.78, green: 0.62, blue: 0.95),
  ]
}

/// The view of a ``DemoPage``: the title and the line centred a little above the middle, the
/// button under them.
@MainActor
final class DemoPageView: View {
  private let titleLabel: Label
  private let detailLabel: Label
  private let button: DemoButton?

  init(title: String, detail: String?, color: Color, button: DemoButton?) {
    titleLabel = Label(text: title)
    detailLabel = Label(text: detail)
    self.button = button
    super.init(frame: .zero)
    if let button { addSubview(button) }
    backgroundColor = color
    let textColor = Self.isDark(color) ? Color(white: 0.98) : Color(white: 0.1)
    for label in [titleLabel, detailLabel] {
      label.textAlignment = .center
      label.textColor = textColor
      addSubview(label)
    }
  }

  /// Whether `color` is dark enough that light text reads better on it than dark text: its
  /// relative luminance (sRGB components taken as linear, which is enough to choose) under
  /// 0.45.
  static func isDark(_ color: Color) -> Bool {
    0.2126 * color.red + 0.7152 * color.green + 0.0722 * color.blue < 0.45
  }

  override func layoutSubviews() {
    let unit = max(1, min(bounds.width, bounds.height) / 20)
    titleLabel.fontSize = unit * 2.4
    detailLabel.fontSize = unit
    titleLabel.frame = Rect(x: 0, y: bounds.height * 0.45 - unit * 3, width: bounds.width, height: unit * 3.2)
    detailLabel.frame = Rect(x: 0, y: bounds.height * 0.45 + unit * 0.6, width: bounds.width, height: unit * 1.4)
    button?.frame = Rect(
      x: bounds.width / 2 - unit * 4, y: bounds.height * 0.45 + unit * 3, width: unit * 8, height: unit * 2.2)
  }
}
