import SegueGeometry

extension View {
  /// The platform's hit test, which ``hitTest(_:with:)`` runs by default: `nil` when the view
  /// is hidden, has interaction disabled (also by a running animation, see
  /// ``isUserInteractionSuspendedByAnimation``), has an alpha below 0.01, or does not contain `point`
  /// (``point(inside:with:)``); otherwise the first non-`nil` result of the subviews' hit tests,
  /// front-most first, else the view itself.
  ///
  /// Like the platform, it uses the model geometry (where the views are going), not where an
  /// animation shows them — except for views a property animator moves without manual hit
  /// testing — and a subview outside its superview's bounds cannot be hit there.
  public func hitTestSubviews(_ point: Point, with event: Event?) -> View? {
    guard isUserInteractionEnabled, !isUserInteractionSuspendedByAnimation, !isHidden, alpha >= 0.01,
      self.point(inside: point, with: event)
    else {
      return nil
    }
    for subview in subviews.reversed() {
      if let hit = subview.hitTest(convertForHitTesting(point, to: subview), with: event) { return hit }
    }
    return self
  }

  /// `point` in `subview`'s bounds coordinates: through the subview's model geometry, or
  /// through where it is shown now when a property animator moving it hit-tests presentations
  /// (see ``PropertyAnimator/isManualHitTestingEnabled``).
  private func convertForHitTesting(_ point: Point, to subview: View) -> Point {
    guard AnimationInteraction.hitTestsPresentation(of: subview.layer), let now = window?.application?.clock.now else {
      return convert(point, to: subview)
    }
    let shown = subview.layer.presentation(at: now)
    let level = shown.transformToSuperlayer.concatenating(layer.model.sublayerTransformAboutAnchor).flattened
    return level.planeInverse.mapping(point)
  }
}
