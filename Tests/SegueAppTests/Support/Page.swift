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
  /// The calls that broke the platform's appearance state diagram (a `did` without its `will`,
  /// a `will` repeated), in order.
  private(set) var outOfOrderCalls: [String] = []

  init(_ title: String, color: Color = Color(white: 0.9)) {
    super.init()
    self.title = title
    view.backgroundColor = color
  }

  override func viewWillAppear(_ animated: Bool) {
    move("viewWillAppear", from: [.disappeared, .disappearing], to: .appearing)
  }

  override func viewDidAppear(_ animated: Bool) {
    move("viewDidAppear", from: [.appearing], to: .appeared)
  }

  override func viewWillDisappear(_ animated: Bool) {
    move("viewWillDisappear", from: [.appeared, .appearing], to: .disappearing)
  }

  override func viewDidDisappear(_ animated: Bool) {
    move("viewDidDisappear", from: [.disappearing], to: .disappeared)
  }

  private func move(_ call: String, from allowed: Set<Appearance>, to next: Appearance) {
    if !allowed.contains(appearance) { outOfOrderCalls.append("\(call) while \(appearance)") }
    appearance = next
  }

  /// Whether the page's view is in a window.
  var isInWindow: Bool { viewIfLoaded?.window != nil }
}
