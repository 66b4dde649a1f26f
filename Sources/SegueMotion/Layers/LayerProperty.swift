import SegueGeometry

/// A typed, animatable property of a layer: the Swift-typed counterpart of a Core Animation key path.
///
/// Use the static members (`.position`, `.opacity`, `.transform`, …) or build one for a nested
/// value with ``appending(_:name:)`` (for example the x coordinate of the position).
///
/// It is `Sendable` because only `Sendable` key paths enter it (the initialisers require them)
/// and a key path appended from two `Sendable` key paths is itself immutable and `Sendable`.
public struct LayerProperty<Value: Interpolatable>: @unchecked Sendable {
  /// The Core Animation key path this property corresponds to, such as `"position.x"`.
  public let name: String
  /// Where the value lives in a layer's values.
  public let keyPath: WritableKeyPath<LayerValues, Value>

  /// Creates a property from its key path name and where its value is stored.
  public init(_ name: String, _ keyPath: WritableKeyPath<LayerValues, Value> & Sendable) {
    self.name = name
    self.keyPath = keyPath
  }

  private init(name: String, appended keyPath: WritableKeyPath<LayerValues, Value>) {
    self.name = name
    self.keyPath = keyPath
  }

  /// A property for a component of this property's value, named `"<name>.<component>"`.
  public func appending<Component>(
    _ component: WritableKeyPath<Value, Component> & Sendable, name componentName: String
  ) -> LayerProperty<Component> {
    let path: WritableKeyPath<Value, Component> = component
    return LayerProperty<Component>(name: "\(name).\(componentName)", appended: keyPath.appending(path: path))
  }
}

extension LayerProperty where Value == Rect {
  /// The layer's bounds.
  public static var bounds: Self { Self("bounds", \.bounds) }
}

extension LayerProperty where Value == Point {
  /// The layer's position in its superlayer.
  public static var position: Self { Self("position", \.position) }
  /// The layer's anchor point.
  public static var anchorPoint: Self { Self("anchorPoint", \.anchorPoint) }
}

extension LayerProperty where Value == Double {
  /// The layer's z position.
  public static var zPosition: Self { Self("zPosition", \.zPosition) }
  /// The layer's opacity.
  public static var opacity: Self { Self("opacity", \.opacity) }
  /// The layer's corner radius.
  public static var cornerRadius: Self { Self("cornerRadius", \.cornerRadius) }
}

extension LayerProperty where Value == Transform3D {
  /// The layer's transform.
  public static var transform: Self { Self("transform", \.transform) }
  /// The transform applied to the layer's sublayers.
  public static var sublayerTransform: Self { Self("sublayerTransform", \.sublayerTransform) }
}

extension LayerProperty where Value == Color {
  /// The layer's background colour; an absent colour animates as transparent black.
  public static var backgroundColor: Self { Self("backgroundColor", \.backgroundColorOrClear) }
}

extension LayerValues {
  /// The background colour, reading an absent colour as `.clear` so that it can be animated.
  public var backgroundColorOrClear: Color {
    get { backgroundColor ?? .clear }
    set { backgroundColor = newValue }
  }
}
