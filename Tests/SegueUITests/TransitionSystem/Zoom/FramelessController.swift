import SegueUI

/// A view controller whose view starts without a frame, as a `loadView` that makes a bare view.
@MainActor
final class FramelessController: ViewController {
  override func loadView() {
    view = View()
  }
}
