import PropertyBased
import SegueGeometry
import Testing

@Suite struct QuaternionAlgebraTests {
  /// A unit quaternion in any direction (either hemisphere).
  private static let unit = Gen<Double>.double(in: -1...1).array(of: 4).filter { u in
    u.map { $0 * $0 }.reduce(0, +) > 0.01
  }.map { u in Quaternion(x: u[0], y: u[1], z: u[2], w: u[3]).normalized }

  /// Whether two quaternions agree component by component within `tolerance`.
  private func isClose(_ a: Quaternion, _ b: Quaternion, tolerance: Double = 1e-12) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance && abs(a.z - b.z) <= tolerance
      && abs(a.w - b.w) <= tolerance
  }

  @Test func theLogarithmOfATurnIsItsAxisTimesHalfItsAngle() {
    let turn = Transform3D(rotationAngle: 2, x: 0, y: 0.6, z: 0.8).decomposed()?.rotation
    let log = turn?.logarithm ?? .zero
    #expect(abs(log.x) < 1e-15 && abs(log.y - 0.6) < 1e-15 && abs(log.z - 0.8) < 1e-15)
    #expect(Quaternion.identity.logarithm == .zero)
    #expect(Quaternion(exponential: .zero) == .identity)
  }

  @Test func theExponentialInvertsTheLogarithm() async {
    await propertyCheck(input: Self.unit) { (q: Quaternion) in
      #expect(isClose(Quaternion(exponential: q.logarithm), q))
    }
  }

  @Test func aQuaternionTimesItsConjugateIsTheIdentity() async {
    await propertyCheck(input: Self.unit) { (q: Quaternion) in
      #expect(isClose(q.conjugate * q, .identity))
      #expect(isClose(q * q.conjugate, .identity))
    }
  }

  @Test func theProductComposesTheRotationsOfTheDecompositions() async {
    // Row vectors: a.concatenating(b) applies a first, which is the Hamilton product q_b · q_a.
    let angles = Gen<Double>.double(in: -3...3).array(of: 8)
    await propertyCheck(input: angles) { (u: [Double]) in
      let a = Transform3D(rotationAngle: u[0], x: u[1], y: u[2], z: u[3] + 0.01)
      let b = Transform3D(rotationAngle: u[4], x: u[5], y: u[6], z: u[7] + 0.01)
      let qa = try #require(a.decomposed()?.rotation)
      let qb = try #require(b.decomposed()?.rotation)
      let both = try #require(a.concatenating(b).decomposed()?.rotation)
      let product = qb * qa
      #expect(isClose(both, product, tolerance: 1e-12) || isClose(both, -product, tolerance: 1e-12))
    }
  }

  @Test func anArcOnTheNearHemisphereIsTheSlerp() async {
    await propertyCheck(input: Self.unit, Self.unit, Gen<Double>.double(in: 0...1)) {
      (a: Quaternion, b: Quaternion, t: Double) in
      let end = a.dot(b) < 0 ? -b : b
      let arc = QuaternionArc(from: a, to: end)
      #expect(isClose(arc.value(at: t), a.slerp(to: end, fraction: t), tolerance: 1e-12))
      #expect(arc.value(at: 0) == a && arc.value(at: 1) == end)
    }
  }

  @Test func anArcOnTheFarHemisphereTurnsTheLongWay() {
    // A quarter turn about z, negated: slerp turns +45° at 0.5, the arc −135°.
    let half = (0.5).squareRoot()
    let negatedQuarter = Quaternion(x: 0, y: 0, z: -half, w: -half)
    let (s, c) = Double.sineAndCosine(.pi / 8)
    let (far, near) = Double.sineAndCosine(3 * .pi / 8)
    let halfway = QuaternionArc(from: .identity, to: negatedQuarter).value(at: 0.5)
    let expected = Quaternion(x: 0, y: 0, z: -far, w: near)
    #expect(isClose(halfway, expected))
    #expect(isClose(Quaternion.identity.slerp(to: negatedQuarter, fraction: 0.5), Quaternion(x: 0, y: 0, z: s, w: c)))
  }

  @Test func degenerateArcsStayFinite() {
    let q = Quaternion(x: 0.5, y: 0.5, z: 0.5, w: 0.5)
    let same = QuaternionArc(from: q, to: q)
    #expect([0, 0.3, 1].allSatisfy { isClose(same.value(at: $0), q, tolerance: 1e-16) })
    let opposite = QuaternionArc(from: q, to: -q)
    #expect(opposite.value(at: 0.4) == q && opposite.value(at: 0.6) == -q)
  }
}
