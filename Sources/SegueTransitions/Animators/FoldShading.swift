import SegueGeometry
import SegueMotion
import SegueUI

/// The article's shadow over a fold strip: a view backed by a gradient layer from transparent to
/// opaque black, towards the right edge for a left strip, towards the bottom-left corner for a
/// right one; its alpha fades the gradient itself.
@MainActor
final class FoldShading: View {
  /// Backs the view with a gradient layer.
  override class func makeLayer() -> Layer {
    GradientLayer()
  }

  /// The shadow over `frame` of a left strip (`reverse`) or a right one.
  init(frame: Rect, reverse: Bool) {
    super.init(frame: frame)
    // makeLayer() above is the only way this view's layer is made.
    let gradient = layer as! GradientLayer
    gradient.colors = [Color(white: 0, alpha: 0), Color(white: 0, alpha: 1)]
    gradient.startPoint = Point(x: reverse ? 0 : 1, y: reverse ? 0.2 : 0)
    gradient.endPoint = Point(x: reverse ? 1 : 0, y: reverse ? 0 : 1)
  }
}
