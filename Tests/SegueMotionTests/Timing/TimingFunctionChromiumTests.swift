import Testing

@testable import SegueMotion

/// Vectors from Chromium's `cubic_bezier_unittest.cc` and WPT (§8.1, FOUND).
@Suite("TimingFunction: Chromium and WPT vectors")
struct TimingFunctionChromiumTests {
  @Test(
    "cubic-bezier(0.25, 0, 0.75, 1) matches Chromium to 0.00015",
    arguments: [
      (0.00, 0.0), (0.05, 0.01136), (0.10, 0.03978), (0.15, 0.079780), (0.20, 0.12803),
      (0.25, 0.18235), (0.30, 0.24115), (0.35, 0.30323), (0.40, 0.36761), (0.45, 0.43345),
      (0.50, 0.5), (0.60, 0.63238), (0.65, 0.69676), (0.70, 0.75884), (0.75, 0.81764),
      (0.80, 0.87196), (0.85, 0.92021), (0.90, 0.96021), (0.95, 0.98863), (1.00, 1.0),
    ])
  func symmetricCurve(x: Double, y: Double) {
    #expect(abs(TimingFunction(controlPoints: 0.25, 0, 0.75, 1).value(at: x) - y) < 0.00015)
  }

  @Test(
    "cubic-bezier(0.5, -1, 0.5, 2) leaves [0, 1] in y as Chromium does",
    arguments: [
      (0.05, -0.08954), (0.10, -0.15613), (0.15, -0.19641), (0.20, -0.20651),
      (0.25, -0.18232), (0.30, -0.11992), (0.35, -0.01672), (0.40, 0.12660),
      (0.45, 0.30349), (0.50, 0.5), (0.55, 0.69651), (0.60, 0.87340), (0.65, 1.01672),
      (0.70, 1.11992), (0.75, 1.18232), (0.80, 1.20651), (0.85, 1.19641), (0.90, 1.15613),
      (0.95, 1.08954),
    ])
  func overshootingCurve(x: Double, y: Double) {
    #expect(abs(TimingFunction(controlPoints: 0.5, -1, 0.5, 2).value(at: x) - y) < 0.00015)
  }

  @Test(
    "Slope of cubic-bezier(0.25, 0, 0.75, 1), with x clamped into [0, 1]",
    arguments: [
      (0.05, 0.42170), (0.10, 0.69778), (0.25, 1.13576), (0.50, 1.33333), (0.75, 1.13576),
      (0.95, 0.42170), (-0.1, 0.0), (1.1, 0.0),
    ])
  func slope(x: Double, slope: Double) {
    #expect(abs(TimingFunction(controlPoints: 0.25, 0, 0.75, 1).slope(at: x) - slope) < 0.00015)
  }

  @Test("Symmetric curves give exact values at 0.5 and exact ends")
  func exactValues() {
    #expect(TimingFunction(controlPoints: 0.5, 1, 0.5, 1).value(at: 0.5) == 0.875)
    #expect(TimingFunction(controlPoints: 0.5, 2, 0.5, 2).value(at: 0.5) == 1.625)
    #expect(TimingFunction(controlPoints: 0.5, -1, 0.5, -1).value(at: 0.5) == -0.625)
    #expect(TimingFunction(controlPoints: 0.5, 1, 0.5, 1).value(at: 0) == 0)
    #expect(TimingFunction(controlPoints: 0.5, 1, 0.5, 1).value(at: 1) == 1)
  }

  @Test(
    "Outside [0, 1] the curve extends along its end tangents",
    arguments: [
      ((0.5, 1.0, 0.5, 1.0), -2.0, 1.0), ((0.0, 0.0, 1.0, 1.0), -1.0, 2.0),
      ((0.0, 1.0, 1.0, 0.0), 0.0, 1.0), ((0.5, 0.0, 1.0, 0.5), 0.0, 1.0),
      ((0.1, 0.2, 0.8, 0.8), -2.0, 2.0), ((0.0, 0.0, 0.5, 1.0), -2.0, 1.0),
      ((1.0, 0.5, 1.0, 1.0), -0.5, 1.0), ((0.0, 0.0, 0.0, 0.0), -1.0, 2.0),
      ((1.0, 1.0, 1.0, 1.0), -1.0, 2.0),
    ])
  func extrapolation(points: (Double, Double, Double, Double), atMinusOne: Double, atTwo: Double) {
    let curve = TimingFunction(controlPoints: points.0, points.1, points.2, points.3)
    #expect(abs(curve.value(at: -1) - atMinusOne) < 1e-12)
    #expect(abs(curve.value(at: 2) - atTwo) < 1e-12)
  }

  @Test(
    "Solver round trip |solve(X(t)) − t| < 1e-5",
    arguments: [
      (0.25, 0.1, 0.25, 1.0), (0.42, 0.0, 1.0, 1.0), (0.0, 0.0, 0.58, 1.0),
      (0.42, 0.0, 0.58, 1.0), (0.0, 0.0, 0.0, 0.0), (1.0, 1.0, 1.0, 1.0),
      (0.3, 1.5, 0.8, 1.5), (0.4, -0.8, 0.7, 1.7), (0.7, -2.0, 1.0, -1.5), (0.0, 4.0, 1.0, -3.0),
    ])
  func roundTrip(x1: Double, y1: Double, x2: Double, y2: Double) {
    let curve = TimingFunction(controlPoints: x1, y1, x2, y2)
    for step in 0...20 {
      let t = Double(step) / 20
      let solved = curve.solveCurveX(curve.sampleCurveX(t), epsilon: 1e-7)
      #expect(abs(solved - t) < 1e-5, "t = \(t)")
    }
  }

  @Test("WPT: cubic-bezier(0, 1.5, 1, 1.5) exceeds 1 exactly on (0.23368794, 1)")
  func wptOvershootInterval() {
    let curve = TimingFunction(controlPoints: 0, 1.5, 1, 1.5)
    #expect(curve.value(at: 0.2336) < 1)
    #expect(curve.value(at: 0.2338) > 1)
    #expect(curve.value(at: 0.9999) > 1)
  }

  @Test("WPT: cubic-bezier(0, -0.5, 1, -0.5) is negative exactly on (0, 0.766312060)")
  func wptUndershootInterval() {
    let curve = TimingFunction(controlPoints: 0, -0.5, 1, -0.5)
    #expect(curve.value(at: 0.0001) < 0)
    #expect(curve.value(at: 0.7662) < 0)
    #expect(curve.value(at: 0.7664) > 0)
  }
}
