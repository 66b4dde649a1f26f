import SegueMotion
import Testing

@Suite struct SpringConversionTests {
  @Test(arguments: [
    // SwiftUI (response, damping ratio) → (stiffness, damping), timing semantics §8.5.
    (0.5, 0.825, 157.913670, 20.734512),
    (0.55, 0.825, 130.507166, 18.849556),
    (0.15, 0.86, 1754.596338, 72.047192),
  ])
  func responseAndDampingRatio(response: Double, ratio: Double, stiffness: Double, damping: Double) {
    let spring = Spring(response: response, dampingRatio: ratio)
    #expect(spring.mass == 1)
    #expect(abs(spring.stiffness - stiffness) < 5e-7 && abs(spring.damping - damping) < 5e-7)
    #expect(abs(spring.response - response) < 1e-12 && abs(spring.dampingRatio - ratio) < 1e-12)
  }

  @Test(arguments: [(0.0, 1.0), (0.15, 0.85), (0.3, 0.7), (-0.5, 2.0)])
  func durationAndBounce(bounce: Double, ratio: Double) {
    let spring = Spring(duration: 0.5, bounce: bounce)
    #expect(abs(spring.dampingRatio - ratio) < 1e-12)
    #expect(abs(spring.stiffness - (4 * Double.pi) * (4 * Double.pi)) < 1e-9)
    #expect(abs(spring.damping - 4 * Double.pi * ratio / 0.5) < 1e-9)
    #expect(abs(spring.bounce - bounce) < 1e-12 && abs(spring.response - 0.5) < 1e-12)
  }

  @Test(arguments: [
    // UIKit-style duration inversion (Framer), §8.5: (ζ, d) → (omega₀, k, c).
    (1.0, 0.5, 18.4668, 341.0237, 36.9337),
    (0.8, 0.5, 17.9886, 323.5895, 28.7817),
    (0.5, 1.0, 12.7169, 161.7195, 12.7169),
    (0.25, 3.0, 7.4050, 54.8336, 3.7025),
  ])
  func uiKitDurationInversion(ratio: Double, duration: Double, natural: Double, stiffness: Double, damping: Double) {
    let spring = Spring(duration: duration, usingSpringWithDamping: ratio)
    #expect(abs(spring.naturalFrequency - natural) < 5e-5)
    #expect(abs(spring.stiffness - stiffness) < 1e-4)
    #expect(abs(spring.damping - damping) < 5e-5)
    #expect(abs(spring.dampingRatio - ratio) < 1e-12)
  }

  @Test(arguments: [(0.7, 0.5, 2.0), (0.7, 0.5, -3.0), (1.0, 0.4, 4.0), (1.0, 0.4, -1.0)])
  func uiKitVelocityEntersTheSettleCondition(ratio: Double, duration: Double, velocity: Double) {
    let spring = Spring(duration: duration, usingSpringWithDamping: ratio, initialSpringVelocity: velocity)
    let omega = spring.naturalFrequency
    let envelope =
      ratio < 1
      ? abs(ratio * omega - velocity) / (omega * (1 - ratio * ratio).squareRoot())
        * Double.exp(-ratio * omega * duration)
      : ((omega - velocity) * duration + 1) * Double.exp(-omega * duration)
    #expect(abs(envelope - 0.001) < 1e-9)
    #expect(ratio * omega > velocity)
    #expect(spring != Spring(duration: duration, usingSpringWithDamping: ratio))
  }

  @Test func uiKitVelocityTooLargeToSettleIsLeftOut() {
    let fast = Spring(duration: 1, usingSpringWithDamping: 0.5, initialSpringVelocity: 100)
    #expect(fast == Spring(duration: 1, usingSpringWithDamping: 0.5))
  }

  @Test func uiKitInputsAreClampedLikeFramer() {
    #expect(Spring(duration: 0.5, usingSpringWithDamping: 1.5) == Spring(duration: 0.5, usingSpringWithDamping: 1))
    #expect(Spring(duration: 0.5, usingSpringWithDamping: 0) == Spring(duration: 0.5, usingSpringWithDamping: 0.01))
    #expect(Spring(duration: 0, usingSpringWithDamping: 0.5) == Spring(duration: 0.01, usingSpringWithDamping: 0.5))
    #expect(Spring(duration: 30, usingSpringWithDamping: 0.5) == Spring(duration: 10, usingSpringWithDamping: 0.5))
  }

  @Test func uiKitSpringSettlesNearItsDuration() {
    // With critical damping Framer's settle condition is the settling envelope itself.
    let spring = Spring(duration: 0.5, usingSpringWithDamping: 1)
    #expect(abs(spring.settlingDuration() - 0.5) < 1e-9)
  }
}
