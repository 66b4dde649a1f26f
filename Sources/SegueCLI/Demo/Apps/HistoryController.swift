import SegueGeometry
import SegueTransitions
import SegueUI

/// Health Beat's history list: a few weight entries under the navigation bar, whose "+" item
/// presents Add Entry, as the chapter's History screen shows them.
@MainActor
final class HistoryController: ViewController, ViewControllerTransitioningDelegate {
  private(set) var addEntry: AddEntryController?
  private let entries = ["72.4 kg  Mon", "72.1 kg  Tue", "71.9 kg  Wed", "71.6 kg  Thu", "71.8 kg  Fri"]

  override init() {
    super.init()
    title = "History"
    navigationItem.rightBarButtonItem = BarButtonItem(title: "+") { [weak self] _ in self?.addEntryTapped() }
  }

  override func loadView() {
    let root = DemoLayoutView()
    root.backgroundColor = .white
    let rows = entries.map { Label(text: $0) }
    let separators = entries.map { _ in View() }
    for (row, separator) in zip(rows, separators) {
      separator.backgroundColor = Color(white: 0.85)
      root.addSubview(separator)
      root.addSubview(row)
    }
    root.layout = { root in
      let unit = max(1, min(root.bounds.width, root.bounds.height) / 20)
      let rowHeight = unit * 2.2
      let top = NavigationBar.standardHeight
      for (index, (row, separator)) in zip(rows, separators).enumerated() {
        let y = top + Double(index) * rowHeight
        row.fontSize = unit
        row.textColor = Color(white: 0.15)
        row.frame = Rect(
          x: unit, y: y + (rowHeight - unit * 1.3) / 2, width: root.bounds.width - unit, height: unit * 1.4)
        separator.frame = Rect(x: unit, y: y + rowHeight - 0.5, width: root.bounds.width - unit, height: 0.5)
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
