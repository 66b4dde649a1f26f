import SegueGeometry

extension View {
  /// The view's rectangle in its superview's coordinates.
  ///
  /// Reading it gives the bounding box of the bounds under ``transform``; setting it sets the
  /// bounds' size and the centre, which is meaningful only while the transform is the identity
  /// (the platform's rule). A size change asks for layout.
  public var frame: Rect {
    get { layer.frame }
    set {
      let oldSize = layer.bounds.size
      layer.frame = newValue
      if layer.bounds.size != oldSize { setNeedsLayout() }
    }
  }

  /// The view's own coordinate space: the origin is what its top-left corner shows, the size is
  /// its size before the transform. A size change asks for layout.
  public var bounds: Rect {
    get { layer.bounds }
    set {
      let oldSize = layer.bounds.size
      layer.bounds = newValue
      if newValue.size != oldSize { setNeedsLayout() }
    }
  }

  /// The centre of the view in its superview's coordinates: its layer's position.
  public var center: Point {
    get { layer.position }
    set { layer.position = newValue }
  }

  /// The 2D transform applied about the centre; reading it while a 3D transform is set gives
  /// that transform's affine part.
  public var transform: AffineTransform {
    get { layer.transform.affineTransform }
    set { layer.transform = Transform3D(newValue) }
  }

  /// The full 3D transform of the layer, applied about the centre.
  public var transform3D: Transform3D {
    get { layer.transform }
    set { layer.transform = newValue }
  }
}
