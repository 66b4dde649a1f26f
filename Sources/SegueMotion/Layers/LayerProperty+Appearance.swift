import SegueGeometry

extension LayerProperty where Value == Double {
  /// The layer's border width.
  public static var borderWidth: Self { Self("borderWidth", \.borderWidth) }
  /// The layer's shadow opacity.
  public static var shadowOpacity: Self { Self("shadowOpacity", \.shadow.opacity) }
  /// The layer's shadow blur radius.
  public static var shadowRadius: Self { Self("shadowRadius", \.shadow.radius) }
}

extension LayerProperty where Value == Color {
  /// The layer's border colour.
  public static var borderColor: Self { Self("borderColor", \.borderColor) }
  /// The layer's shadow colour.
  public static var shadowColor: Self { Self("shadowColor", \.shadow.color) }
}

extension LayerProperty where Value == Size {
  /// The layer's shadow offset.
  public static var shadowOffset: Self { Self("shadowOffset", \.shadow.offset) }
}

extension LayerProperty where Value == Rect {
  /// The part of the layer's contents shown.
  public static var contentsRect: Self { Self("contentsRect", \.contentsRect) }
}
