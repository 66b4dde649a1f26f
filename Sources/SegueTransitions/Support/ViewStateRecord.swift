import SegueGeometry
import SegueUI

/// A view's state before an animator changed it — superview (and place among its siblings) or
/// none, anchor point, bounds, centre, transform, alpha and hidden flag — so that it can be put
/// back exactly: a view the animator moved into the container from elsewhere (the presenter's
/// view of a full-screen presentation, which is outside it) goes back where it was.
@MainActor
struct ViewStateRecord {
  private let view: View
  private let hadSuperview: Bool
  private weak var superview: View?
  private let index: Int
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
    superview = view.superview
    index = view.superview?.subviews.firstIndex { $0 === view } ?? 0
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

  /// Puts the view back as it was recorded: taken out of the hierarchy if it was outside, back
  /// in its superview (while that lives) if it was moved to another.
  func restore() {
    if !hadSuperview {
      view.removeFromSuperview()
    } else if let superview, view.superview !== superview {
      superview.insertSubview(view, at: min(index, superview.subviews.count))
    }
    view.layer.anchorPoint = anchorPoint
    view.transform3D = transform
    view.bounds = bounds
    view.center = center
    view.alpha = alpha
    view.isHidden = isHidden
  }
}
