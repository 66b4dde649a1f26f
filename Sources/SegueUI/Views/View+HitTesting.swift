import SegueGeometry

extension View {
  /// The platform's hit test, which ``hitTest(_:with:)`` runs by default: `nil` when the view
  /// is hidden, has interaction disabled (also by a running animation, see
  /// ``isUserInteractionSuspendedByAnimation``), has an alpha below 0.01, or does not contain `point`
  /// (``point(inside:with:)``); otherwise the first non-`nil` result of the subviews' hit tests,
  /// front-most first, else the view itself.
  ///
  /// Like the platform, it uses the model geometry (where the views are going), not where an
  /// animation shows them, and a subview outside its superview's bounds cannot be hit there.
  public func hitTestSubviews(_ point: Point, with event: Event?) -> View? {
    guard isUserInteractionEnabled, !isUserInteractionSuspendedByAnimation, !isHidden, alpha >= 0.01,
      self.point(inside: point, with: event)
    else {
      return nil
    }
    for subview in subviews.reversed() {
      if let hit = subview.hitTest(convert(point, to: subview), with: event) { return hit }
    }
    return self
  }
}
