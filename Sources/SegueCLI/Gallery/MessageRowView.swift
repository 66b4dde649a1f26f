import SegueGeometry
import SegueUI

/// A message in the inbox: a white rounded card with a round avatar bearing the sender's
/// initial, their name, the start of the message and its time.
@MainActor
final class MessageRowView: View {
  /// The round avatar in the sender's colour.
  private let avatar = View(frame: .zero)
  /// The sender's initial on the avatar.
  private let initial: Label
  /// The sender's name.
  private let nameLabel: Label
  /// The start of the message.
  private let previewLabel: Label
  /// When it came.
  private let timeLabel: Label

  /// A card for the message `preview` from `name` at `time`, with an avatar in `color`.
  init(name: String, preview: String, time: String, color: Color) {
    initial = Label(String(name.prefix(1)), color: .white, alignment: .center)
    nameLabel = Label(name, color: Color(white: 0.12))
    previewLabel = Label(preview, color: Color(white: 0.45))
    timeLabel = Label(time, color: Color(white: 0.55), alignment: .right)
    super.init(frame: .zero)
    backgroundColor = .white
    avatar.backgroundColor = color
    avatar.addSubview(initial)
    for view in [avatar, nameLabel, previewLabel, timeLabel] { addSubview(view) }
  }

  /// Lays the card out in proportion to its height.
  override func layoutSubviews() {
    let unit = bounds.height / 3.6
    layer.cornerRadius = unit * 0.7
    let diameter = unit * 2.2
    avatar.frame = Rect(x: unit * 0.7, y: (bounds.height - diameter) / 2, width: diameter, height: diameter)
    avatar.layer.cornerRadius = diameter / 2
    initial.fontSize = unit * 1.1
    initial.frame = Rect(x: 0, y: (diameter - unit * 1.4) / 2, width: diameter, height: unit * 1.4)
    let textLeft = avatar.frame.maxX + unit * 0.7
    let timeWidth = unit * 3
    nameLabel.fontSize = unit * 1.05
    nameLabel.frame = Rect(
      x: textLeft, y: unit * 0.55, width: bounds.width - textLeft - timeWidth - unit * 0.7, height: unit * 1.4)
    previewLabel.fontSize = unit * 0.85
    previewLabel.frame = Rect(
      x: textLeft, y: unit * 1.95, width: bounds.width - textLeft - unit * 0.7, height: unit * 1.2)
    timeLabel.fontSize = unit * 0.8
    timeLabel.frame = Rect(
      x: bounds.width - timeWidth - unit * 0.7, y: unit * 0.65, width: timeWidth, height: unit * 1.2)
  }
}
