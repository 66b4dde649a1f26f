import SegueGeometry
import SegueUI

/// A line of the trip's card: a small rounded icon in the detail's colour, its name, its value
/// on the right, and a hairline under it.
@MainActor
final class DetailRowView: View {
  /// The rounded square in the detail's colour.
  private let icon = View(frame: .zero)
  /// The detail's name.
  private let keyLabel: Label
  /// Its value, on the right.
  private let valueLabel: Label
  /// The hairline under the line.
  private let rule = View(frame: .zero)

  /// A line naming `key` with `value`, its icon in `color`.
  init(key: String, value: String, color: Color) {
    keyLabel = Label(key, color: Color(white: 0.12))
    valueLabel = Label(value, color: Color(white: 0.45), alignment: .right)
    super.init(frame: .zero)
    icon.backgroundColor = color
    rule.backgroundColor = Color(white: 0.9)
    for view in [icon, keyLabel, valueLabel, rule] { addSubview(view) }
  }

  /// Lays the line out in proportion to its height.
  override func layoutSubviews() {
    let unit = bounds.height / 3.2
    let side = unit * 1.6
    icon.frame = Rect(x: 0, y: (bounds.height - side) / 2, width: side, height: side)
    icon.layer.cornerRadius = unit * 0.45
    keyLabel.fontSize = unit * 1.0
    keyLabel.frame = Rect(
      x: side + unit * 0.8, y: (bounds.height - unit * 1.4) / 2, width: unit * 6, height: unit * 1.4)
    valueLabel.fontSize = unit * 0.9
    valueLabel.frame = Rect(
      x: keyLabel.frame.maxX, y: (bounds.height - unit * 1.3) / 2, width: bounds.width - keyLabel.frame.maxX,
      height: unit * 1.3)
    rule.frame = Rect(x: side + unit * 0.8, y: bounds.height - 1, width: bounds.width - side - unit * 0.8, height: 1)
  }
}
