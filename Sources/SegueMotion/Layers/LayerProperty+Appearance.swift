import SegueGeometry

extension LayerProperty where Value == Double {
  /// The layer's border width.
  public static var borderWidth: Self {
    Self("borderWidth", \.borderWidth, read: { $0.borderWidth }, write: { $0.borderWidth = $1 })
  }
  /// The layer's shadow opacity.
  public static var shadowOpacity: Self {
    Self("shadowOpacity", \.shadow.opacity, read: { $0.shadow.opacity }, write: { $0.shadow.opacity = $1 })
  }
  /// The layer's shadow blur radius.
  public static var shadowRadius: Self {
    Self("shadowRadius", \.shadow.radius, read: { $0.shadow.radius }, write: { $0.shadow.radius = $1 })
  }
}

extension LayerProperty where Value == Color {
  /// The layer's border colour.
  public static var borderColor: Self {
    Self("borderColor", \.borderColor, read: { $0.borderColor }, write: { $0.borderColor = $1 })
  }
  /// The layer's shadow colour.
  public static var shadowColor: Self {
    Self("shadowColor", \.shadow.color, read: { $0.shadow.color }, write: { $0.shadow.color = $1 })
  }
}

extension LayerProperty where Value == Size {
  /// The layer's shadow offset.
  public static var shadowOffset: Self {
    Self("shadowOffset", \.shadow.offset, read: { $0.shadow.offset }, write: { $0.shadow.offset = $1 })
  }
}

extension LayerProperty where Value == Rect {
  /// The part of the layer's contents shown.
  public static var contentsRect: Self {
    Self("contentsRect", \.contentsRect, read: { $0.contentsRect }, write: { $0.contentsRect = $1 })
  }
}
