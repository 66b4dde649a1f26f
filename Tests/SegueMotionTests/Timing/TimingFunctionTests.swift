import PropertyBased
import Testing

@testable import SegueMotion

@Suite("TimingFunction: named curves and API")
struct TimingFunctionTests {
  @Test("Named curves have Core Animation's control points")
  func namedControlPoints() {
    let expected: [(TimingFunction, Double, Double, Double, Double)] = [
      (.linear, 0, 0, 1, 1),
      (.easeIn, 0.42, 0, 1, 1),
      (.easeOut, 0, 0, 0.58, 1),
      (.easeInEaseOut, 0.42, 0, 0.58, 1),
      (.default, 0.25, 0.1, 0.25, 1),
    ]
    for (curve, x1, y1, x2, y2) in expected {
      #expect(curve.x1 == x1 && curve.y1 == y1 && curve.x2 == x2 && curve.y2 == y2)
    }
  }

  @Test("init(name:) matches the static curves and raw values are the platform names")
  func names() {
    let pairs: [(TimingFunction.Name, TimingFunction, String)] = [
      (.linear, .linear, "linear"),
      (.easeIn, .easeIn, "easeIn"),
      (.easeOut, .easeOut, "easeOut"),
      (.easeInEaseOut, .easeInEaseOut, "easeInEaseOut"),
      (.default, .default, "default"),
    ]
    #expect(pairs.count == TimingFunction.Name.allCases.count)
    for (name, curve, raw) in pairs {
      #expect(TimingFunction(name: name) == curve)
      #expect(name.rawValue == raw)
      #expect(TimingFunction.Name(rawValue: raw) == name)
    }
  }

  @Test("controlPoint(at:) returns the four Bézier points in order")
  func controlPoints() {
    let curve = TimingFunction(controlPoints: 0.3, -0.5, 0.7, 1.5)
    let points = (0...3).map { curve.controlPoint(at: $0) }
    #expect(points.map(\.x) == [0, 0.3, 0.7, 1])
    #expect(points.map(\.y) == [0, -0.5, 1.5, 1])
  }

  @Test("x control points are clamped into [0, 1]; y control points are kept")
  func clamping() {
    let curve = TimingFunction(controlPoints: -0.5, 2, 1.5, -3)
    #expect(curve.x1 == 0 && curve.x2 == 1)
    #expect(curve.y1 == 2 && curve.y2 == -3)
    #expect(TimingFunction(controlPoints: -1, 0, 2, 1) == .linear)
  }

  @Test("Equality and hashing follow the control points")
  func hashing() {
    let a = TimingFunction(controlPoints: 0.1, 0.2, 0.3, 0.4)
    let b = TimingFunction(controlPoints: 0.1, 0.2, 0.3, 0.4)
    #expect(a == b)
    #expect(a.hashValue == b.hashValue)
    #expect(a != TimingFunction(controlPoints: 0.1, 0.2, 0.3, 0.5))
    #expect(Set([TimingFunction.linear, .easeIn, .easeIn, .default]).count == 3)
  }

  @Test(
    "Named curves match the Core Animation table (§8.1) to 1e-6",
    arguments: [
      (0.10, 0.017027, 0.160572, 0.019722, 0.094796),
      (0.25, 0.093465, 0.378138, 0.129162, 0.408511),
      (0.50, 0.315357, 0.684643, 0.500000, 0.802403),
      (0.75, 0.621862, 0.906535, 0.870838, 0.960459),
      (0.90, 0.839428, 0.982973, 0.980278, 0.994316),
    ])
  func namedCurveTable(x: Double, easeIn: Double, easeOut: Double, both: Double, ease: Double) {
    #expect(abs(TimingFunction.linear.value(at: x) - x) < 1e-6)
    #expect(abs(TimingFunction.easeIn.value(at: x) - easeIn) < 1e-6)
    #expect(abs(TimingFunction.easeOut.value(at: x) - easeOut) < 1e-6)
    #expect(abs(TimingFunction.easeInEaseOut.value(at: x) - both) < 1e-6)
    #expect(abs(TimingFunction.default.value(at: x) - ease) < 1e-6)
  }

  @Test(
    "Named curves are monotonic on a 1e-4 grid, stay in [0, 1] and hit 0 and 1 exactly",
    arguments: TimingFunction.Name.allCases)
  func namedCurvesMonotonic(name: TimingFunction.Name) {
    let curve = TimingFunction(name: name)
    #expect(curve.value(at: 0) == 0)
    #expect(curve.value(at: 1) == 1)
    var previous = 0.0
    var monotonic = true
    for step in 1...10_000 {
      let value = curve.value(at: Double(step) / 10_000)
      monotonic = monotonic && value >= previous && value <= 1
      previous = value
    }
    #expect(monotonic)
  }

  @Test("The solver finds t with |X(t) − x| < 1e-7 for random curves and inputs")
  func solverAccuracyProperty() {
    var generator = Xoshiro(seed: (0x5E6E, ~0x5E6E, 0x5E6E, ~0x5E6E))
    var worst = 0.0
    for _ in 0..<500 {
      let curve = TimingFunction(
        controlPoints: Double.random(in: 0...1, using: &generator),
        Double.random(in: -3...3, using: &generator),
        Double.random(in: 0...1, using: &generator),
        Double.random(in: -3...3, using: &generator))
      for _ in 0..<20 {
        let x = Double.random(in: 0...1, using: &generator)
        let t = curve.solveCurveX(x, epsilon: TimingFunction.solveEpsilon)
        worst = max(worst, abs(curve.sampleCurveX(t) - x))
        #expect((0...1).contains(t))
      }
    }
    #expect(worst < 1e-7)
  }

  @Test("NaN progress gives NaN value and slope")
  func notANumber() {
    #expect(TimingFunction.easeIn.value(at: .nan).isNaN)
    #expect(TimingFunction.easeIn.slope(at: .nan).isNaN)
  }

  @Test("A vertical end tangent gives an infinite slope")
  func verticalTangent() {
    let curve = TimingFunction(controlPoints: 0, 1, 1, 0)
    #expect(curve.slope(at: 0) == .infinity)
  }
}
