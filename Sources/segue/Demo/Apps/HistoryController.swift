import SegueGeometry
import SegueTransitions
import SegueUI

/// Health Beat's history list: a few weight entries and the "+" that presents Add Entry.
@MainActor
final class HistoryController: ViewController, ViewControllerTransitioningDelegate {
  private(set) lazy var addButton = DemoButton(title: "+") { [weak self] in self?.addEntryTapped() }
  private(set) var addEntry: AddEntryController?
  private let entries = ["72.4 kg  Mon", "72.1 kg  Tue", "71.9 kg  Wed", "71.6 kg  Thu", "71.8 kg  Fri"]

  override init() {
    super.init()
    title = "History"
  }

  override func loadView() {
    let root = DemoLayoutView()
    root.backgroundColor = .white
    let heading = Label(text: "History")
    let rows = entries.map { Label(text: $0) }
    for label in [heading] + rows { root.addSubview(label) }
    root.addSubview(addButton)
    root.layout = { [addButton] root in
      let unit = max(1, min(root.bounds.width, root.bounds.height) / 20)
      heading.fontSize = unit * 1.6
      heading.frame = Rect(x: unit, y: unit * 1.5, width: root.bounds.width, height: unit * 2)
      addButton.frame = Rect(x: root.bounds.width - unit * 3.5, y: unit * 1.3, width: unit * 2.5, height: unit * 2.2)
      for (index, row) in rows.enumerated() {
        row.fontSize = unit
        row.textColor = Color(white: 0.25)
        row.frame = Rect(x: unit, y: unit * (5 + Double(index) * 2.2), width: root.bounds.width, height: unit * 1.4)
      }
    }
    view = root
  }

  private func addEntryTapped() {
    let controller = AddEntryController { [weak self] in self?.dismiss(animated: true) }
    controller.modalPresentationStyle = .custom
    controller.transitioningDelegate = self
    addEntry = controller
    present(controller, animated: true)
  }

  func animationController(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> (any AnimatedTransitioning)? {
    PopUpFadeAnimator(isPresenting: true)
  }

  func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? {
    PopUpFadeAnimator(isPresenting: false)
  }
}
