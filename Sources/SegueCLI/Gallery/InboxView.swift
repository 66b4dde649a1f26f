import SegueGeometry
import SegueUI

/// The gallery's first screen: an indigo-to-violet header with a large title and a count, over
/// a light grey list of message cards.
@MainActor
final class InboxView: View {
  /// The messages listed, in order: who, what, when, and the colour of their avatar.
  static let messages: [(name: String, preview: String, time: String, color: Color)] = [
    ("Maya", "Lunch on Friday?", "9:41", Color(red: 0.98, green: 0.45, blue: 0.4)),
    ("Theo", "The slides are ready", "9:12", Color(red: 0.15, green: 0.68, blue: 0.62)),
    ("Ines", "Photos from the trip", "Mon", Color(red: 0.98, green: 0.7, blue: 0.2)),
    ("Sam", "Call me when you land", "Sun", Color(red: 0.3, green: 0.6, blue: 0.95)),
    ("Lea", "Thanks for the book!", "Sat", Color(red: 0.9, green: 0.4, blue: 0.7)),
    ("Noah", "See you at seven", "Fri", Color(red: 0.55, green: 0.75, blue: 0.3)),
    ("Ada", "Tickets booked", "Thu", Color(red: 0.6, green: 0.45, blue: 0.9)),
  ]

  /// The indigo-to-violet band at the top.
  private let header = GradientView(
    from: Color(red: 0.3, green: 0.24, blue: 0.8), to: Color(red: 0.62, green: 0.3, blue: 0.86))
  /// The screen's title, on the header.
  private let titleLabel = Label("Inbox", color: .white)
  /// The count of new messages under the title.
  private let countLabel = Label("4 new messages", color: Color(white: 1, alpha: 0.8))
  /// The list's cards, one per message.
  private let rows = InboxView.messages.map {
    MessageRowView(name: $0.name, preview: $0.preview, time: $0.time, color: $0.color)
  }

  /// The screen, laid out at its first layout pass.
  init() {
    super.init(frame: .zero)
    backgroundColor = Color(red: 0.95, green: 0.95, blue: 0.97)
    clipsToBounds = true
    for view in [header, titleLabel, countLabel] + rows { addSubview(view) }
    // For the matched-views transition: the title flies to the trip's, the header becomes its
    // sun, and the rest leaves downwards, fading.
    titleLabel.transitionID = "title"
    header.transitionID = "hero"
    for view in [countLabel] + rows { view.transitionModifiers = [.translate(x: 0, y: 60), .fade] }
  }

  /// Lays the screen out in proportion to its width, the header 28 % of its height.
  override func layoutSubviews() {
    let unit = bounds.width / 20
    let headerHeight = (bounds.height * 0.28).rounded()
    header.frame = Rect(x: 0, y: 0, width: bounds.width, height: headerHeight)
    titleLabel.fontSize = unit * 2.2
    titleLabel.frame = Rect(
      x: unit * 1.2, y: headerHeight - unit * 5, width: bounds.width - unit * 2.4, height: unit * 3)
    countLabel.fontSize = unit * 0.95
    countLabel.frame = Rect(
      x: unit * 1.2, y: headerHeight - unit * 2, width: bounds.width - unit * 2.4, height: unit * 1.4)
    let rowHeight = unit * 3.6
    var top = headerHeight + unit
    // The list runs on past the bottom edge, cut there as a list that scrolls is.
    for row in rows {
      row.frame = Rect(x: unit, y: top, width: bounds.width - unit * 2, height: rowHeight)
      top += rowHeight + unit * 0.6
    }
  }
}
