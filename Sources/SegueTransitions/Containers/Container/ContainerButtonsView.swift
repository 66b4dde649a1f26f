import SegueGeometry
import SegueUI

/// The objc.io container's row of numbered buttons, one per child: a tap selects that child;
/// the selected button is filled, the others faint.
@MainActor
final class ContainerButtonsView: View {
  /// The side of a button, in points.
  static let buttonSide = 44.0
  /// The gap between buttons, in points.
  static let spacing = 16.0
  /// The fill of the selected button.
  static let selectedFill = Color(white: 1, alpha: 0.75)
  /// The fill of the other buttons.
  static let unselectedFill = Color(white: 1, alpha: 0.2)

  private(set) var buttons: [View] = []
  /// Called with the index of the button a tap landed on.
  var tapped: ((Int) -> Void)?

  init(count: Int) {
    super.init(frame: Rect(x: 0, y: 0, width: Self.width(count: count), height: Self.buttonSide))
    for index in 0..<count {
      let button = View(
        frame: Rect(
          x: Double(index) * (Self.buttonSide + Self.spacing), y: 0, width: Self.buttonSide, height: Self.buttonSide))
      button.backgroundColor = Self.unselectedFill
      button.layer.cornerRadius = Self.buttonSide / 2
      let label = Label(frame: Rect(x: 0, y: 12, width: Self.buttonSide, height: 20), text: "\(index + 1)")
      label.textAlignment = .center
      label.isUserInteractionEnabled = false
      button.addSubview(label)
      button.addGestureRecognizer(TapGestureRecognizer { [weak self] _ in self?.tapped?(index) })
      addSubview(button)
      buttons.append(button)
    }
  }

  /// The width of a row of `count` buttons.
  static func width(count: Int) -> Double {
    count == 0 ? 0 : Double(count) * buttonSide + Double(count - 1) * spacing
  }

  /// Fills the button at `index` and fades the others; inside an animation block the change
  /// animates, on the buttons whose fill changes only (so the others keep taking touches).
  func select(_ index: Int?) {
    for (position, button) in buttons.enumerated() {
      let fill = position == index ? Self.selectedFill : Self.unselectedFill
      if button.backgroundColor != fill { button.backgroundColor = fill }
    }
  }
}
