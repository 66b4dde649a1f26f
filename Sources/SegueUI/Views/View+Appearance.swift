import SegueGeometry

extension View {
  /// The view's opacity, 0 to 1; hit testing skips a view below 0.01.
  public var alpha: Double {
    get { layer.opacity }
    set { layer.opacity = newValue }
  }

  /// Whether the view and its subviews are hidden; hidden views are neither drawn nor hit.
  public var isHidden: Bool {
    get { layer.isHidden }
    set { layer.isHidden = newValue }
  }

  /// The colour that fills the bounds, or `nil` for none.
  public var backgroundColor: Color? {
    get { layer.backgroundColor }
    set { layer.backgroundColor = newValue }
  }

  /// Whether subviews are clipped to the bounds (and corner radius).
  public var clipsToBounds: Bool {
    get { layer.masksToBounds }
    set { layer.masksToBounds = newValue }
  }
}
