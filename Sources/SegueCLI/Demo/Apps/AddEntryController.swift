import SegueGeometry
import SegueUI

/// Health Beat's Add Entry pop-up as the chapter shows it: a panel of the very light blue it
/// picks (240, 245, 255) that stands out against the history, titled "Add Entry", with the
/// weight and date text fields (a label and a rounded field each) and Cancel and Save. Segue's
/// demo adds a rounded outline and a soft shadow, as the chapter's screenshots on a white table
/// show a panel with an edge, not a colour that melts into the page.
///
/// "Avoiding the Keyboard" as the chapter writes it: while the pop-up is on screen it observes
/// the keyboard's will-show and will-hide notifications, moves itself (in one animation block
/// of the keyboard's duration) so that the first responder's bottom sits 8 points above the
/// keyboard, re-places itself when the other field begins editing, and centres itself again
/// when the keyboard goes. Return in the weight field moves to the date field, in the date
/// field ends editing. The chapter's landscape branches are left out (Segue's windows do not
/// rotate), and the weight field is not made first responder in `viewDidAppear` (the demo's
/// script taps it, so that its tap outside the pop-up is not a tap on the keyboard).
@MainActor
final class AddEntryController: ViewController, TextFieldDelegate {
  private(set) lazy var cancelButton = DemoButton(title: "Cancel") { [unowned self] in endEditingAndFinish() }
  private lazy var saveButton = DemoButton(title: "Save") { [unowned self] in endEditingAndFinish() }
  let weightTextField = TextField()
  let dateTextField = TextField()
  private let finish: () -> Void
  private var keyboardObservers: [NotificationObserver] = []
  private weak var notificationCenter: NotificationCenter?
  private var keyboardFrame = Rect.zero
  private(set) var keyboardIsShown = false

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
    weightTextField.placeholder = "72.0 kg"
    dateTextField.text = "11/27/26, 9:41 AM"
    let rows = [(Label(text: "Weight"), weightTextField), (Label(text: "Date"), dateTextField)]
    for (_, field) in rows {
      field.borderStyle = .roundedRect
      field.textColor = Color(white: 0.15)
      field.delegate = self
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
        field.fontSize = unit * 0.6
      }
      let width = (root.bounds.width - unit * 3) / 2
      cancelButton.frame = Rect(x: unit, y: unit * 6.2, width: width, height: unit * 1.8)
      saveButton.frame = Rect(x: unit * 2 + width, y: unit * 6.2, width: width, height: unit * 1.8)
    }
    view = root
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    setupNotifications()
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    for observer in keyboardObservers { notificationCenter?.removeObserver(observer) }
    keyboardObservers = []
  }

  /// Observes the keyboard's will-show and will-hide notifications, as the chapter's
  /// `setupNotifications` does.
  private func setupNotifications() {
    guard let center = view.window?.application?.notificationCenter, keyboardObservers.isEmpty else { return }
    notificationCenter = center
    let willShow = center.addObserver(forName: Responder.keyboardWillShowNotification, object: nil) {
      [weak self] note in
      guard let self, let info = KeyboardInfo(note), let window = self.view.window else { return }
      self.keyboardIsShown = true
      self.keyboardFrame = self.view.superview?.convert(info.frameEnd, from: window) ?? info.frameEnd
      View.animate(withDuration: info.animationDuration) { self.placeFirstResponderAboveKeyboard() }
    }
    let willHide = center.addObserver(forName: Responder.keyboardWillHideNotification, object: nil) {
      [weak self] note in
      guard let self, let info = KeyboardInfo(note) else { return }
      self.keyboardIsShown = false
      self.keyboardFrame = .zero
      View.animate(withDuration: info.animationDuration) { self.centerViewInParent() }
    }
    keyboardObservers = [willShow, willHide]
  }

  /// Moves the view so that the bottom of the field being edited is 8 points above the
  /// keyboard (the chapter's portrait branch).
  private func placeFirstResponderAboveKeyboard() {
    guard let parentView = view.superview else { return }
    let firstResponder = dateTextField.isFirstResponder ? dateTextField : weightTextField
    let textFrame = parentView.convert(firstResponder.frame, from: view)
    view.center.y += keyboardFrame.minY - 8 - textFrame.maxY
  }

  /// Centres the view in its parent, as the chapter's `centerViewInParent` does.
  private func centerViewInParent() {
    guard let parentView = view.superview else { return }
    view.center = parentView.convert(parentView.center, from: parentView.superview)
  }

  /// The chapter's `textFieldSelected:`: a field that begins editing while the keyboard shows
  /// moves above it in a quarter of a second.
  func textFieldDidBeginEditing(_ textField: TextField) {
    guard keyboardIsShown else { return }
    View.animate(withDuration: 0.25) { self.placeFirstResponderAboveKeyboard() }
  }

  /// Return moves from the weight field to the date field, and ends editing in the date field.
  func textFieldShouldReturn(_ textField: TextField) -> Bool {
    if textField === weightTextField {
      _ = dateTextField.becomeFirstResponder()
    } else {
      _ = textField.resignFirstResponder()
    }
    return true
  }

  private func endEditingAndFinish() {
    view.endEditing(true)
    finish()
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
