import SegueGeometry

extension Layer {
  /// How the contents are placed in the bounds.
  public var contentsGravity: LayerContentsGravity {
    get { model.contentsGravity }
    set { setModelValue(\.contentsGravity, newValue) }
  }
  /// The part of the contents shown, in unit coordinates of the image.
  public var contentsRect: Rect {
    get { model.contentsRect }
    set { setAnimatableValue(.contentsRect, newValue) }
  }
  /// The contents' pixels per point.
  public var contentsScale: Double {
    get { model.contentsScale }
    set { setModelValue(\.contentsScale, newValue) }
  }
  /// Whether the layer's edges are anti-aliased (Segue's default: yes).
  public var allowsEdgeAntialiasing: Bool {
    get { model.allowsEdgeAntialiasing }
    set { setModelValue(\.allowsEdgeAntialiasing, newValue) }
  }
  /// Which edges are anti-aliased when `allowsEdgeAntialiasing` is on.
  public var edgeAntialiasingMask: EdgeAntialiasingMask {
    get { model.edgeAntialiasingMask }
    set { setModelValue(\.edgeAntialiasingMask, newValue) }
  }
  /// The width of the border drawn inside the bounds.
  public var borderWidth: Double {
    get { model.borderWidth }
    set { setAnimatableValue(.borderWidth, newValue) }
  }
  /// The border's colour.
  public var borderColor: Color {
    get { model.borderColor }
    set { setAnimatableValue(.borderColor, newValue) }
  }
  /// The shadow's colour.
  public var shadowColor: Color {
    get { model.shadow.color }
    set { setAnimatableValue(.shadowColor, newValue) }
  }
  /// The shadow's opacity; 0 casts no shadow.
  public var shadowOpacity: Double {
    get { model.shadow.opacity }
    set { setAnimatableValue(.shadowOpacity, newValue) }
  }
  /// The shadow's offset in points.
  public var shadowOffset: Size {
    get { model.shadow.offset }
    set { setAnimatableValue(.shadowOffset, newValue) }
  }
  /// The shadow's blur radius in points.
  public var shadowRadius: Double {
    get { model.shadow.radius }
    set { setAnimatableValue(.shadowRadius, newValue) }
  }
}
