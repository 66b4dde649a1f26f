import SegueGeometry
import SegueUI

/// Health Beat's Add Entry pop-up as the chapter shows it: a panel of the very light blue it
/// picks (240, 245, 255) that stands out against the history, titled "Add Entry", with the
/// weight and date fields (a label and a white field each) and Cancel and Save. Segue's demo
/// adds a rounded outline and a soft shadow, as the chapter's screenshots on a white table
/// show a panel with an edge, not a colour that melts into the page.
@MainActor
final class AddEntryController: ViewController {
  private(set) lazy var cancelButton = DemoButton(title: "Cancel", action: finish)
  private lazy var saveButton = DemoButton(title: "Save", action: finish)
  private let finish: () -> Void

  init(finish: @escaping () -> Void) {
    self.finish = finish
    super.init()
    title = "AddEntry"
  }

  override func loadView() {
    let root = AddEntryView()
    root.backgroundColor = Color(red: 240 / 255, green: 245 / 255, blue: 1)
    root.layer.cornerRadius = 10
    root.layer.borderWidth = 1
    root.layer.borderColor = Color(white: 0.72)
    root.layer.shadowColor = .black
    root.layer.shadowOpacity = 0.25
    root.layer.shadowRadius = 10
    root.layer.shadowOffset = Size(width: 0, height: 4)
    let heading = Label(text: "Add Entry")
    let rows = [("Weight", "72.0 kg"), ("Date", "11/27/26, 9:41 AM")].map { name, value in
      (Label(text: name), Self.field(showing: value))
    }
    for view in [heading, cancelButton, saveButton] + rows.flatMap({ [$0.0, $0.1] as [View] }) { root.addSubview(view) }
    root.layout = { [cancelButton, saveButton] root in
      let unit = root.bounds.height / 9
      heading.fontSize = unit * 0.9
      heading.textAlignment = .center
      heading.frame = Rect(x: unit, y: unit * 0.5, width: root.bounds.width - unit * 2, height: unit * 1.2)
      for (index, (label, field)) in rows.enumerated() {
        let y = unit * (2.3 + Double(index) * 1.7)
        label.fontSize = unit * 0.7
        label.frame = Rect(x: unit, y: y, width: unit * 3.2, height: unit * 1.2)
        field.frame = Rect(x: unit * 4.2, y: y, width: root.bounds.width - unit * 5.2, height: unit * 1.2)
        (field.subviews.first as? Label)?.fontSize = unit * 0.6
        field.subviews.first?.frame = field.bounds.insetBy(dx: unit * 0.3, dy: 0)
      }
      let width = (root.bounds.width - unit * 3) / 2
      cancelButton.frame = Rect(x: unit, y: unit * 6.2, width: width, height: unit * 1.8)
      saveButton.frame = Rect(x: unit * 2 + width, y: unit * 6.2, width: width, height: unit * 1.8)
    }
    view = root
  }

  /// A white rounded text field showing `value`.
  private static func field(showing value: String) -> View {
    let field = View(frame: .zero)
    field.backgroundColor = .white
    field.layer.cornerRadius = 5
    field.layer.borderWidth = 1
    field.layer.borderColor = Color(white: 0.8)
    let text = Label(text: value)
    text.textColor = Color(white: 0.15)
    field.addSubview(text)
    return field
  }
}

/// The pop-up's view: touches that land on none of its subviews land on it, even outside its
/// bounds, so nothing behind the pop-up can be used — the article's `hitTest` override.
@MainActor
final class AddEntryView: View {
  var layout: (AddEntryView) -> Void = { _ in }

  override func layoutSubviews() {
    layout(self)
  }

  override func hitTest(_ point: Point, with event: Event?) -> View? {
    super.hitTest(point, with: event) ?? self
  }
}
