import SegueGeometry

/// The vector operations of a keyframe value type, recovered at run time from its
/// ``VectorInterpolatable`` conformance so that a generic keyframe animation can pace and
/// build splines whenever its values allow it.
struct VectorSpace<Value: Interpolatable> {
  /// Multiplies every component of a value by a factor.
  let scale: (Value, Double) -> Value
  /// The Euclidean distance between two values.
  let distance: (Value, Value) -> Double

  /// Creates the operations from the two functions.
  init(scale: @escaping (Value, Double) -> Value, distance: @escaping (Value, Value) -> Double) {
    self.scale = scale
    self.distance = distance
  }

  /// The operations of `Value`, or `nil` when `Value` is not ``VectorInterpolatable``.
  static var ofValue: VectorSpace<Value>? {
    guard let vectorType = Value.self as? any VectorInterpolatable.Type else { return nil }
    return operations(of: vectorType)
  }

  /// The operations of `Element`, which is `Value` whenever this is called.
  private static func operations<Element: VectorInterpolatable>(of _: Element.Type) -> VectorSpace<Value>? {
    let space = VectorSpace<Element>(scale: { $0.scaled(by: $1) }, distance: { $0.distance(to: $1) })
    return space as? VectorSpace<Value>
  }
}
