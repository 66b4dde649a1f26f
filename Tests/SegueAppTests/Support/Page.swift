import SegueGeometry
import SegueUI

/// A titled view controller that keeps its own account of its appearance from the calls it
/// gets, independently of Segue's bookkeeping: what a whole-app test compares with whether its
/// view is in the window.
@MainActor
final class Page: ViewController {
  /// What the appearance calls the page got say about it.
  enum Appearance: String {
    case appearing, appeared, disappearing, disappeared
  }

  private(set) var appearance = Appearance.disappeared
  /// The appearance calls the page got, in order.
  private(set) var calls: [String] = []

  init(_ title: String, color: Color = Color(white: 0.9)) {
    super.init()
    self.title = title
    view.backgroundColor = color
  }

  override func viewWillAppear(_ animated: Bool) {
    calls.append("viewWillAppear")
    appearance = .appearing
  }

  override func viewDidAppear(_ animated: Bool) {
    calls.append("viewDidAppear")
    appearance = .appeared
  }

  override func viewWillDisappear(_ animated: Bool) {
    calls.append("viewWillDisappear")
    appearance = .disappearing
  }

  override func viewDidDisappear(_ animated: Bool) {
    calls.append("viewDidDisappear")
    appearance = .disappeared
  }

  /// Whether the page's view is in a window.
  var isInWindow: Bool { viewIfLoaded?.window != nil }
}
