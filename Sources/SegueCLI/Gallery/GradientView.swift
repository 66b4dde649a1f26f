import SegueGeometry
import SegueMotion
import SegueUI

/// A view that fills its bounds with a diagonal gradient, from its top-left to its bottom-right
/// corner.
@MainActor
final class GradientView: View {
  /// Backs the view with a gradient layer.
  override class func makeLayer() -> Layer {
    GradientLayer()
  }

  /// A view shading from `start` at its top-left corner to `end` at its bottom-right.
  init(from start: Color, to end: Color) {
    super.init(frame: .zero)
    // makeLayer() above is the only way this view's layer is made.
    let gradient = layer as! GradientLayer
    gradient.colors = [start, end]
    gradient.startPoint = Point(x: 0, y: 0)
    gradient.endPoint = Point(x: 1, y: 1)
  }
}
