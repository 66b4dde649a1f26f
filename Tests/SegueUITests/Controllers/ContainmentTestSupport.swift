import SegueUI

extension ViewController {
  /// Adds `child` the way a custom container does: `addChild`, its view into this view, then
  /// `didMove(toParent:)`.
  func embed(_ child: ViewController) {
    addChild(child)
    view.addSubview(child.view)
    child.didMove(toParent: self)
  }

  /// Takes this child out the way a custom container does: `willMove(toParent: nil)`, its view
  /// out of the hierarchy, then `removeFromParent()`.
  func unembed() {
    willMove(toParent: nil)
    view.removeFromSuperview()
    removeFromParent()
  }
}
