import SegueGeometry
import SegueUI

/// A view's state before an animator changed it — superview or none, anchor point, bounds,
/// centre, transform, alpha and hidden flag — so that it can be put back exactly.
@MainActor
struct ViewStateRecord {
  private let view: View
  private let hadSuperview: Bool
  private let anchorPoint: Point
  private let bounds: Rect
  private let center: Point
  private let transform: Transform3D
  private let alpha: Double
  private let isHidden: Bool

  /// Records `view` as it is now.
  init(_ view: View) {
    self.view = view
    hadSuperview = view.superview != nil
    anchorPoint = view.layer.anchorPoint
    bounds = view.bounds
    center = view.center
    transform = view.transform3D
    alpha = view.alpha
    isHidden = view.isHidden
  }

  /// Gives the view its recorded alpha and transform (animated inside an animation block).
  func restoreAlphaAndTransform() {
    view.alpha = alpha
    view.transform3D = transform
  }

  /// Puts the view back as it was recorded, taking it out of the hierarchy if it was outside.
  func restore() {
    if !hadSuperview { view.removeFromSuperview() }
    view.layer.anchorPoint = anchorPoint
    view.transform3D = transform
    view.bounds = bounds
    view.center = center
    view.alpha = alpha
    view.isHidden = isHidden
  }
}
