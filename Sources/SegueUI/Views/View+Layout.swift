extension View {
  /// Asks for ``layoutSubviews()`` at the next layout pass (the frame loop runs one every frame).
  public func setNeedsLayout() {
    needsLayout = true
  }

  /// Runs the layout pass on this view's subtree now: parents first, each view that asked for
  /// layout gets ``layoutSubviews()`` once, between its view controller's
  /// `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()` when it is one's root view.
  ///
  /// Segue's choice where the platform is vaguer: only this view's subtree is laid out, not a
  /// superview that also asked.
  public func layoutIfNeeded() {
    if needsLayout {
      needsLayout = false
      viewController?.viewWillLayoutSubviews()
      layoutSubviews()
      viewController?.viewDidLayoutSubviews()
    }
    for subview in subviews {
      subview.layoutIfNeeded()
    }
  }
}
