/// The kinds of timing curves of a ``TimingCurveProvider``, the analogue of `UITimingCurveType`.
public enum TimingCurveType: Int, Sendable, Hashable, CaseIterable {
  /// One of the named curves.
  case builtin = 0
  /// A cubic Bézier curve with custom control points.
  case cubic = 1
  /// A spring.
  case spring = 2
  /// A cubic curve and a spring together (a spring is used when both are given).
  case composed = 3
}

/// The timing of a property animator, the analogue of `UITimingCurveProvider`: a cubic curve,
/// a spring, or both.
public protocol TimingCurveProvider: Sendable {
  /// Which kind of curve the provider describes.
  var timingCurveType: TimingCurveType { get }
  /// The cubic curve, for the builtin, cubic and composed kinds.
  var cubicTimingParameters: CubicTimingParameters? { get }
  /// The spring, for the spring and composed kinds.
  var springTimingParameters: SpringTimingParameters? { get }
}
