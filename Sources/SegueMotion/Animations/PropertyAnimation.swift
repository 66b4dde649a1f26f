import SegueGeometry

/// An animation of one typed layer property, the base of basic animations.
@MainActor
open class PropertyAnimation<Value: Interpolatable>: Animation {
  /// The property the animation changes.
  public let property: LayerProperty<Value>
  /// Whether the animated value is added to the underlying value instead of replacing it.
  public var isAdditive = false

  /// Creates an animation of `property`.
  public init(property: LayerProperty<Value>) {
    self.property = property
    super.init()
  }

  /// Creates an animation with the property, additivity and timing of `other`.
  public init(copying other: PropertyAnimation<Value>) {
    property = other.property
    isAdditive = other.isAdditive
    super.init(copying: other)
  }

  /// Returns an independent copy of the animation.
  open override func copy() -> Animation {
    PropertyAnimation(copying: self)
  }

  /// Writes `value` into `values`, adding it to the underlying value when the animation is additive.
  public func write(_ value: Value, into values: inout LayerValues) {
    property.store(value, additive: isAdditive, in: &values)
  }
}
