import SegueGeometry
import SegueMotion

/// A cubic Bézier timing curve for a property animator, the analogue of `UICubicTimingParameters`.
public struct CubicTimingParameters: TimingCurveProvider, Hashable {
  /// The named curve, for curves made from one (`.easeInOut` otherwise).
  public let animationCurve: View.AnimationCurve
  /// The first control point; `.zero` for a curve made from a named curve, as on the platform.
  public let controlPoint1: Point
  /// The second control point; `.zero` for a curve made from a named curve, as on the platform.
  public let controlPoint2: Point
  /// The curve's kind: builtin for a named curve, cubic for control points.
  public let timingCurveType: TimingCurveType
  /// The curve as a timing function.
  let timingFunction: TimingFunction

  /// Core Animation's default curve (0.25, 0.1, 0.25, 1), as `UICubicTimingParameters()`.
  public init() {
    self.init(controlPoint1: Point(x: 0.25, y: 0.1), controlPoint2: Point(x: 0.25, y: 1))
  }

  /// The named curve `curve`.
  public init(animationCurve curve: View.AnimationCurve) {
    animationCurve = curve
    controlPoint1 = .zero
    controlPoint2 = .zero
    timingCurveType = .builtin
    timingFunction = curve.timingFunction
  }

  /// The curve through (0, 0), `point1`, `point2`, (1, 1); x coordinates are clamped into
  /// [0, 1] and non-finite coordinates replaced by the linear curve's (Segue's choice).
  public init(controlPoint1 point1: Point, controlPoint2 point2: Point) {
    let first = point1.x.isFinite && point1.y.isFinite ? point1 : .zero
    let second = point2.x.isFinite && point2.y.isFinite ? point2 : Point(x: 1, y: 1)
    animationCurve = .easeInOut
    controlPoint1 = first
    controlPoint2 = second
    timingCurveType = .cubic
    timingFunction = TimingFunction(controlPoints: first.x, first.y, second.x, second.y)
  }

  /// Itself.
  public var cubicTimingParameters: CubicTimingParameters? { self }
  /// None.
  public var springTimingParameters: SpringTimingParameters? { nil }
}
