import SegueGeometry
import SegueUI

/// A view controller of a harness: a named, plainly coloured page.
@MainActor
final class HarnessController: ViewController {
  private let color: Color

  init(name: String, color: Color) {
    self.color = color
    super.init()
    title = name
  }

  override func viewDidLoad() {
    view.backgroundColor = color
  }
}
