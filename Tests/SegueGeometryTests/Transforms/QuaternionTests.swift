import SegueGeometry
import Testing

@Suite struct QuaternionTests {
  /// sin(π/8) and cos(π/8).
  let sinEighthPi = 0.38268343236508978
  let cosEighthPi = 0.92387953251128674

  @Test func slerpFollowsTheGreatArc() {
    let quarterTurn = Quaternion(x: 0, y: 0, z: (0.5).squareRoot(), w: (0.5).squareRoot())
    let half = Quaternion.identity.slerp(to: quarterTurn, fraction: 0.5)
    #expect(abs(half.z - sinEighthPi) < 1e-12)
    #expect(abs(half.w - cosEighthPi) < 1e-12)
    #expect(half.x == 0 && half.y == 0)
    #expect(Quaternion.identity.slerp(to: quarterTurn, fraction: 0) == .identity)
  }

  @Test func parallelQuaternionsReturnTheStart() {
    let q = Quaternion(x: 0, y: 1, z: 0, w: 0)
    #expect(q.slerp(to: q, fraction: 0.3) == q)
    let negated = Quaternion(x: 0, y: -1, z: 0, w: 0)
    #expect(q.slerp(to: negated, fraction: 0.7) == q)
  }

  @Test func aNegatedEndTakesTheShorterArc() {
    let quarterTurn = Quaternion(x: 0, y: 0, z: (0.5).squareRoot(), w: (0.5).squareRoot())
    let sameTurnNegated = Quaternion(x: 0, y: 0, z: -(0.5).squareRoot(), w: -(0.5).squareRoot())
    let halfway = Quaternion.identity.slerp(to: sameTurnNegated, fraction: 0.5)
    #expect(abs(halfway.z - sinEighthPi) < 1e-12)
    #expect(abs(halfway.w - cosEighthPi) < 1e-12)
    #expect(QuaternionSlerp(from: .identity, to: sameTurnNegated).end == quarterTurn)
  }
}
