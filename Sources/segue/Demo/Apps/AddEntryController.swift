import SegueGeometry
import SegueUI

/// Health Beat's Add Entry pop-up: a light blue panel with the weight and date fields'
/// labels, Cancel and Save.
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
    root.backgroundColor = Color(red: 0.9, green: 0.95, blue: 1)
    root.layer.cornerRadius = 10
    let weight = Label(text: "Weight  72.0 kg")
    let date = Label(text: "Date  Today")
    for view in [weight, date, cancelButton, saveButton] { root.addSubview(view) }
    root.layout = { [cancelButton, saveButton] root in
      let unit = root.bounds.height / 8.5
      for (index, label) in [weight, date].enumerated() {
        label.fontSize = unit * 0.8
        label.frame = Rect(x: unit, y: unit * (0.8 + Double(index) * 1.6), width: root.bounds.width - unit * 2, height: unit)
      }
      let width = (root.bounds.width - unit * 3) / 2
      cancelButton.frame = Rect(x: unit, y: unit * 5.6, width: width, height: unit * 1.8)
      saveButton.frame = Rect(x: unit * 2 + width, y: unit * 5.6, width: width, height: unit * 1.8)
    }
    view = root
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
