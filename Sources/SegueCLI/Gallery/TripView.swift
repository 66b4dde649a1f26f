import SegueGeometry
import SegueUI

/// The gallery's second screen: a trip on a coral-to-amber gradient with a pale sun, its title
/// and dates, and a white card of its itinerary with a teal button.
@MainActor
final class TripView: View {
  /// The details listed on the card: what, which, and the colour of its icon.
  static let details: [(key: String, value: String, color: Color)] = [
    ("Flight", "TP 1351 · 08:20", Color(red: 0.3, green: 0.6, blue: 0.95)),
    ("Hotel", "Casa do Alfama", Color(red: 0.98, green: 0.55, blue: 0.35)),
    ("Dinner", "Taberna · 20:30", Color(red: 0.15, green: 0.68, blue: 0.62)),
  ]

  /// The coral-to-amber gradient behind everything.
  private let background = GradientView(
    from: Color(red: 0.98, green: 0.42, blue: 0.38), to: Color(red: 0.99, green: 0.76, blue: 0.34))
  /// The pale disc in the top right corner.
  private let sun = View(frame: .zero)
  /// The trip's name.
  private let titleLabel = Label("Lisbon", color: .white)
  /// How long and when.
  private let datesLabel = Label("3 days · 12–14 May", color: Color(white: 1, alpha: 0.85))
  /// The white card of the itinerary.
  private let card = View(frame: .zero)
  /// The card's heading.
  private let captionLabel = Label("ITINERARY", color: Color(white: 0.55))
  /// The card's lines, one per detail.
  private let rows = TripView.details.map { DetailRowView(key: $0.key, value: $0.value, color: $0.color) }
  /// The teal pill at the bottom of the card.
  private let button = View(frame: .zero)
  /// The button's title.
  private let buttonLabel = Label("Check in", color: .white, alignment: .center)

  /// The screen, laid out at its first layout pass.
  init() {
    super.init(frame: .zero)
    clipsToBounds = true
    sun.backgroundColor = Color(white: 1, alpha: 0.35)
    card.backgroundColor = .white
    button.backgroundColor = Color(red: 0.1, green: 0.58, blue: 0.54)
    button.addSubview(buttonLabel)
    for view in [background, sun, titleLabel, datesLabel, card] { addSubview(view) }
    for view in [captionLabel] + rows + [button] { card.addSubview(view) }
    // For the matched-views transition: the inbox's title and header arrive as the title and
    // the sun, and the card comes up from below.
    titleLabel.transitionID = "title"
    sun.transitionID = "hero"
    card.transitionModifiers = [.translate(x: 0, y: 240)]
    datesLabel.transitionModifiers = [.fade]
  }

  /// Lays the screen out in proportion to its width, the card from 40 % of its height down.
  override func layoutSubviews() {
    let unit = bounds.width / 20
    background.frame = bounds
    let diameter = unit * 6
    sun.frame = Rect(x: bounds.width - diameter - unit * 1.5, y: unit * 2, width: diameter, height: diameter)
    sun.layer.cornerRadius = diameter / 2
    let cardTop = (bounds.height * 0.4).rounded()
    titleLabel.fontSize = unit * 2.6
    titleLabel.frame = Rect(x: unit * 1.2, y: cardTop - unit * 6, width: bounds.width - unit * 2.4, height: unit * 3.4)
    datesLabel.fontSize = unit * 1.0
    datesLabel.frame = Rect(
      x: unit * 1.2, y: cardTop - unit * 2.6, width: bounds.width - unit * 2.4, height: unit * 1.4)
    // The card runs past the bottom edge, so that only its top corners are round.
    card.frame = Rect(x: 0, y: cardTop, width: bounds.width, height: bounds.height - cardTop + unit * 2)
    card.layer.cornerRadius = unit * 1.4
    captionLabel.fontSize = unit * 0.75
    captionLabel.frame = Rect(x: unit * 1.2, y: unit * 1.2, width: bounds.width - unit * 2.4, height: unit * 1.1)
    let rowHeight = unit * 3.2
    for (index, row) in rows.enumerated() {
      row.frame = Rect(
        x: unit * 1.2, y: unit * 2.6 + Double(index) * rowHeight, width: bounds.width - unit * 2.4, height: rowHeight)
    }
    let buttonTop = min(unit * 4 + Double(rows.count) * rowHeight, bounds.height - cardTop - unit * 3.8)
    button.frame = Rect(x: unit * 1.2, y: buttonTop, width: bounds.width - unit * 2.4, height: unit * 2.8)
    button.layer.cornerRadius = unit * 1.4
    buttonLabel.fontSize = unit * 1.05
    buttonLabel.frame = Rect(x: 0, y: unit * 0.65, width: button.frame.width, height: unit * 1.5)
  }
}
