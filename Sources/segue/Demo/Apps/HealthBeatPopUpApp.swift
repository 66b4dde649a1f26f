import SegueGeometry
import SegueTransitions
import SegueUI

/// Health Beat's custom pop-up: the History tab's "+" presents the Add Entry view controller
/// with the custom style, the history controller as its transitioning delegate vending the
/// pop-up fade both ways; the pop-up's view swallows touches outside it (its `hitTest`
/// override), and Cancel dismisses it. The script opens it, taps outside it (nothing happens),
/// and cancels it.
@MainActor
final class HealthBeatPopUpApp: DemoApp {
  let tabs = TabBarController()
  let history = HistoryController()

  init(size: Size) {
    tabs.title = "RootTabBarController"
    let navigation = NavigationController(rootViewController: history)
    navigation.title = "HistoryNavigation"
    navigation.tabBarItem = TabBarItem(title: "History")
    tabs.viewControllers = [navigation, DemoPage(title: "Graph", color: DemoPage.palette[1], detail: "weights over time")]
  }

  var rootViewController: ViewController { tabs }

  var script: [DemoStep] {
    [
      .wait(0.4), .tap("+", on: { [history] in history.addButton }), .wait(0.6),
      .tap("outside the pop-up") { [tabs] in
        tabs.viewIfLoaded.map { Point(x: $0.bounds.width / 2, y: $0.bounds.height * 0.85) }
      },
      .wait(0.4), .tap("Cancel", on: { [history] in history.addEntry?.cancelButton }), .wait(0.6),
    ]
  }
}

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
