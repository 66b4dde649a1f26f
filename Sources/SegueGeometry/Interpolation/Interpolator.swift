/// Repeated interpolation between two fixed values, prepared once: what an animation uses every
/// frame. Types whose interpolation has a costly set-up (transforms, decomposed once) prepare it
/// here; the results equal `from.interpolated(to: to, fraction:)` exactly.
public struct Interpolator<Value: Interpolatable>: Sendable {
  private let blend: @Sendable (Double) -> Value

  /// Creates an interpolator that evaluates `blend` at each fraction.
  public init(_ blend: @escaping @Sendable (Double) -> Value) {
    self.blend = blend
  }

  /// The value `fraction` of the way from the start to the end; exact at 0 and 1.
  public func value(at fraction: Double) -> Value {
    blend(fraction)
  }
}

extension Interpolatable {
  /// An interpolator that calls `interpolated(to:fraction:)` each time.
  public static func interpolator(from start: Self, to end: Self) -> Interpolator<Self> {
    Interpolator { fraction in start.interpolated(to: end, fraction: fraction) }
  }
}
