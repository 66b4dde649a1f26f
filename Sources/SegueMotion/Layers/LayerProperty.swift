import SegueGeometry

/// A typed, animatable property of a layer: the Swift-typed counterpart of a Core Animation key path.
///
/// Use the static members (`.position`, `.opacity`, `.transform`, …) or build one for a nested
/// value with ``appending(_:name:)`` (for example the x coordinate of the position).
///
/// Animations read and write the value through two closures, which for the built-in
/// properties access the stored property directly — several times faster per frame than
/// applying a key path. It is `Sendable` because only `Sendable` key paths and non-capturing
/// accessors enter it, and a key path appended from two `Sendable` key paths is itself
/// immutable and `Sendable`.
public struct LayerProperty<Value: Interpolatable>: @unchecked Sendable {
  /// The Core Animation key path this property corresponds to, such as `"position.x"`.
  public let name: String
  /// Where the value lives in a layer's values.
  public let keyPath: WritableKeyPath<LayerValues, Value>
  /// Reads the value.
  let read: (LayerValues) -> Value
  /// Writes the value.
  let write: (inout LayerValues, Value) -> Void

  /// Creates a property from its key path name and where its value is stored.
  public init(_ name: String, _ keyPath: WritableKeyPath<LayerValues, Value> & Sendable) {
    self.init(name: name, keyPath: keyPath)
  }

  /// Creates a property that animations access through `read` and `write` (the fast path).
  init(
    _ name: String, _ keyPath: WritableKeyPath<LayerValues, Value> & Sendable,
    read: @escaping (LayerValues) -> Value, write: @escaping (inout LayerValues, Value) -> Void
  ) {
    self.name = name
    self.keyPath = keyPath
    self.read = read
    self.write = write
  }

  private init(name: String, keyPath: WritableKeyPath<LayerValues, Value>) {
    self.name = name
    self.keyPath = keyPath
    read = { $0[keyPath: keyPath] }
    write = { $0[keyPath: keyPath] = $1 }
  }

  /// Stores `value` in `values`, added to the value already there when `additive`.
  func store(_ value: Value, additive: Bool, in values: inout LayerValues) {
    write(&values, additive ? read(values).adding(value) : value)
  }

  /// A property for a component of this property's value, named `"<name>.<component>"`.
  public func appending<Component>(
    _ component: WritableKeyPath<Value, Component> & Sendable, name componentName: String
  ) -> LayerProperty<Component> {
    let path: WritableKeyPath<Value, Component> = component
    return LayerProperty<Component>(name: "\(name).\(componentName)", keyPath: keyPath.appending(path: path))
  }
}

extension LayerProperty where Value == Rect {
  /// The layer's bounds.
  public static var bounds: Self { Self("bounds", \.bounds, read: { $0.bounds }, write: { $0.bounds = $1 }) }
}

extension LayerProperty where Value == Point {
  /// The layer's position in its superlayer.
  public static var position: Self { Self("position", \.position, read: { $0.position }, write: { $0.position = $1 }) }
  /// The layer's anchor point.
  public static var anchorPoint: Self {
    Self("anchorPoint", \.anchorPoint, read: { $0.anchorPoint }, write: { $0.anchorPoint = $1 })
  }
}

extension LayerProperty where Value == Double {
  /// The layer's z position.
  public static var zPosition: Self {
    Self("zPosition", \.zPosition, read: { $0.zPosition }, write: { $0.zPosition = $1 })
  }
  /// The layer's opacity.
  public static var opacity: Self { Self("opacity", \.opacity, read: { $0.opacity }, write: { $0.opacity = $1 }) }
  /// The layer's corner radius.
  public static var cornerRadius: Self {
    Self("cornerRadius", \.cornerRadius, read: { $0.cornerRadius }, write: { $0.cornerRadius = $1 })
  }
}

extension LayerProperty where Value == Transform3D {
  /// The layer's transform.
  public static var transform: Self {
    Self("transform", \.transform, read: { $0.transform }, write: { $0.transform = $1 })
  }
  /// The transform applied to the layer's sublayers.
  public static var sublayerTransform: Self {
    Self("sublayerTransform", \.sublayerTransform, read: { $0.sublayerTransform }, write: { $0.sublayerTransform = $1 })
  }
}

extension LayerProperty where Value == Color {
  /// The layer's background colour; an absent colour animates as transparent black.
  public static var backgroundColor: Self {
    Self(
      "backgroundColor", \.backgroundColorOrClear, read: { $0.backgroundColorOrClear },
      write: { $0.backgroundColorOrClear = $1 })
  }
}

extension LayerValues {
  /// The background colour, reading an absent colour as `.clear` so that it can be animated.
  public var backgroundColorOrClear: Color {
    get { backgroundColor ?? .clear }
    set { backgroundColor = newValue }
  }
}
