/// A cubic Bézier pacing curve from (0, 0) to (1, 1), the analogue of `CAMediaTimingFunction`.
///
/// Evaluation follows WebKit's `UnitBezier` / Chromium's `gfx::CubicBezier`: 11 spline samples
/// for the first guess, up to 4 Newton steps, then bisection; x is solved to within 1e-7.
public struct TimingFunction: Sendable, Hashable {
  /// The x coordinate of the first control point; always in [0, 1].
  public let x1: Double
  /// The y coordinate of the first control point; any finite value.
  public let y1: Double
  /// The x coordinate of the second control point; always in [0, 1].
  public let x2: Double
  /// The y coordinate of the second control point; any finite value.
  public let y2: Double

  /// Polynomial coefficients of X(t) = ((ax·t + bx)·t + cx)·t.
  private let ax, bx, cx: Double
  /// Polynomial coefficients of Y(t) = ((ay·t + by)·t + cy)·t.
  private let ay, by, cy: Double
  /// The slope used to extrapolate below x = 0.
  private let startGradient: Double
  /// The slope used to extrapolate above x = 1.
  private let endGradient: Double
  /// X(t) at t = 0, 0.1, …, 1, with the last pinned to exactly 1 (X(0) is exactly 0).
  private let splineSamples: InlineArray<11, Double>

  /// The largest error in x that the solver accepts.
  static let solveEpsilon = 1e-7
  /// The bracket width at which bisection stops.
  private static let bisectionEpsilon = 1e-10
  /// The number of Newton steps tried before bisecting.
  private static let maxNewtonIterations = 4

  /// Creates the curve through (0,0), (x1,y1), (x2,y2), (1,1); x1 and x2 are clamped into [0, 1].
  ///
  /// Clamping keeps X(t) monotonic, so every x in [0, 1] has exactly one value. All four numbers
  /// must be finite (precondition).
  public init(controlPoints x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    precondition(
      x1.isFinite && y1.isFinite && x2.isFinite && y2.isFinite,
      "TimingFunction control points must be finite")
    let x1 = min(max(x1, 0), 1)
    let x2 = min(max(x2, 0), 1)
    self.x1 = x1
    self.y1 = y1
    self.x2 = x2
    self.y2 = y2

    cx = 3 * x1
    bx = 3 * (x2 - x1) - cx
    ax = 1 - cx - bx
    cy = 3 * y1
    by = 3 * (y2 - y1) - cy
    ay = 1 - cy - by

    startGradient = Self.startGradient(x1: x1, y1: y1, x2: x2, y2: y2)
    endGradient = Self.endGradient(x1: x1, y1: y1, x2: x2, y2: y2)

    let (ax, bx, cx) = (ax, bx, cx)
    splineSamples = InlineArray { index in
      let t = Double(index) / 10
      return index == 10 ? 1 : ((ax * t + bx) * t + cx) * t
    }
  }

  /// Creates one of Core Animation's named curves; equal to the matching static property.
  public init(name: Name) {
    switch name {
    case .linear: self = .linear
    case .easeIn: self = .easeIn
    case .easeOut: self = .easeOut
    case .easeInEaseOut: self = .easeInEaseOut
    case .default: self = .default
    }
  }

  /// Core Animation's named timing functions; raw values are the platform's names.
  public enum Name: String, Sendable, CaseIterable {
    /// Constant pace: (0, 0, 1, 1).
    case linear
    /// Slow start: (0.42, 0, 1, 1).
    case easeIn
    /// Slow end: (0, 0, 0.58, 1).
    case easeOut
    /// Slow start and end: (0.42, 0, 0.58, 1).
    case easeInEaseOut
    /// The curve of implicit animations: (0.25, 0.1, 0.25, 1).
    case `default`
  }

  /// Constant pace, (0, 0, 1, 1); `value(at: x) == x` to within 1e-7.
  public static let linear = TimingFunction(controlPoints: 0, 0, 1, 1)
  /// Slow start, (0.42, 0, 1, 1), as `CAMediaTimingFunctionName.easeIn`.
  public static let easeIn = TimingFunction(controlPoints: 0.42, 0, 1, 1)
  /// Slow end, (0, 0, 0.58, 1), as `CAMediaTimingFunctionName.easeOut`.
  public static let easeOut = TimingFunction(controlPoints: 0, 0, 0.58, 1)
  /// Slow start and end, (0.42, 0, 0.58, 1), as `CAMediaTimingFunctionName.easeInEaseOut`.
  public static let easeInEaseOut = TimingFunction(controlPoints: 0.42, 0, 0.58, 1)
  /// Implicit-animation curve, (0.25, 0.1, 0.25, 1), as `CAMediaTimingFunctionName.default`.
  public static let `default` = TimingFunction(controlPoints: 0.25, 0.1, 0.25, 1)

  /// The curve's control point 0…3: (0,0), (x1,y1), (x2,y2), (1,1); other indices trap.
  public func controlPoint(at index: Int) -> (x: Double, y: Double) {
    precondition((0...3).contains(index), "TimingFunction control point index must be in 0...3")
    switch index {
    case 0: return (0, 0)
    case 1: return (x1, y1)
    case 2: return (x2, y2)
    default: return (1, 1)
    }
  }

  /// The eased value y for progress x; exactly 0 at 0 and 1 at 1, x solved to within 1e-7.
  ///
  /// Outside [0, 1] the curve is extended linearly along its end tangents (WebKit/Chromium
  /// rule: a vertical or degenerate tangent gives slope 0, i.e. the value holds at 0 or 1).
  /// NaN gives NaN.
  @inline(__always)
  public func value(at x: Double) -> Double {
    guard x > 0 else { return x == 0 ? 0 : startGradient * x }
    guard x < 1 else { return x == 1 ? 1 : 1 + endGradient * (x - 1) }
    return sampleCurveY(solveCurveX(x, epsilon: Self.solveEpsilon))
  }

  /// The curve's slope dy/dx at progress x, with x clamped into [0, 1] as Chromium does.
  ///
  /// Where both derivatives vanish the slope is 0; where only dx/dt vanishes it is ±infinity.
  /// NaN gives NaN.
  public func slope(at x: Double) -> Double {
    guard !x.isNaN else { return x }
    let t = solveCurveX(min(max(x, 0), 1), epsilon: Self.solveEpsilon)
    let dx = sampleCurveDerivativeX(t)
    let dy = sampleCurveDerivativeY(t)
    if dx == 0 && dy == 0 { return 0 }
    return dy / dx
  }

  /// X(t), the curve's x coordinate at parameter t.
  func sampleCurveX(_ t: Double) -> Double {
    ((ax * t + bx) * t + cx) * t
  }

  /// Y(t), the curve's y coordinate at parameter t.
  func sampleCurveY(_ t: Double) -> Double {
    ((ay * t + by) * t + cy) * t
  }

  /// X'(t).
  private func sampleCurveDerivativeX(_ t: Double) -> Double {
    (3 * ax * t + 2 * bx) * t + cx
  }

  /// Y'(t).
  private func sampleCurveDerivativeY(_ t: Double) -> Double {
    (3 * ay * t + 2 * by) * t + cy
  }

  /// The parameter t in [0, 1] with |X(t) − x| < epsilon, for x in [0, 1].
  ///
  /// The bisection fallback stops once its bracket is narrower than 1e-10, so it always ends.
  @inline(__always)
  func solveCurveX(_ x: Double, epsilon: Double) -> Double {
    var index = 1
    while index < 10 && x > splineSamples[index] { index += 1 }
    let low = splineSamples[index - 1]
    let high = splineSamples[index]
    let t0 = Double(index - 1) / 10
    let t1 = Double(index) / 10
    var t = t0 + (t1 - t0) * (x - low) / (high - low)

    let newtonEpsilon = min(Self.solveEpsilon, epsilon)
    for _ in 0..<Self.maxNewtonIterations {
      let error = sampleCurveX(t) - x
      if abs(error) < newtonEpsilon { return t }
      let derivative = sampleCurveDerivativeX(t)
      if abs(derivative) < Self.solveEpsilon { break }
      t -= error / derivative
    }
    if abs(sampleCurveX(t) - x) < epsilon { return t }

    var lower = t0
    var upper = t1
    while upper - lower > Self.bisectionEpsilon {
      t = 0.5 * (lower + upper)
      let error = sampleCurveX(t) - x
      if abs(error) < epsilon { return t }
      if error < 0 { lower = t } else { upper = t }
    }
    return 0.5 * (lower + upper)
  }

  /// The slope of the tangent at (0, 0), falling back to the next control point when degenerate.
  private static func startGradient(x1: Double, y1: Double, x2: Double, y2: Double) -> Double {
    if x1 > 0 { return y1 / x1 }
    if y1 == 0 && x2 > 0 { return y2 / x2 }
    if y1 == 0 && y2 == 0 { return 1 }
    return 0
  }

  /// The slope of the tangent at (1, 1), falling back to the earlier control point when degenerate.
  private static func endGradient(x1: Double, y1: Double, x2: Double, y2: Double) -> Double {
    if x2 < 1 { return (y2 - 1) / (x2 - 1) }
    if y2 == 1 && x1 < 1 { return (y1 - 1) / (x1 - 1) }
    if y2 == 1 && y1 == 1 { return 1 }
    return 0
  }

  /// Two curves are equal when their (clamped) control points are equal.
  public static func == (lhs: TimingFunction, rhs: TimingFunction) -> Bool {
    lhs.x1 == rhs.x1 && lhs.y1 == rhs.y1 && lhs.x2 == rhs.x2 && lhs.y2 == rhs.y2
  }

  /// Hashes the (clamped) control points, consistently with `==`.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(x1)
    hasher.combine(y1)
    hasher.combine(x2)
    hasher.combine(y2)
  }
}
