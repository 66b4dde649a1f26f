import SegueUI

extension ContextTransitioning {
  /// The transition's two views, the "to" view already at its final frame; `nil` when either
  /// is missing.
  func viewsWithToViewPlaced() -> (from: View, to: View)? {
    guard let fromView = view(forKey: .from), let toView = view(forKey: .to), let to = viewController(forKey: .to)
    else {
      return nil
    }
    toView.frame = finalFrame(for: to)
    return (fromView, toView)
  }
}
