import PropertyBased
import SegueMotion
import Testing

/// Progress and its velocity for `m·x″ + c·x′ + k·x = 0`, `x(0) = 1`, `x′(0) = −v`, integrated
/// with fourth-order Runge–Kutta in steps of 1e-5 s, sampled at increasing `times`.
private func integrated(
  mass m: Double, stiffness k: Double, damping c: Double, velocity v: Double, at times: [Double]
) -> [(position: Double, velocity: Double)] {
  let step = 1e-5
  func acceleration(_ x: Double, _ u: Double) -> Double { -(c * u + k * x) / m }
  var (x, u, now) = (1.0, -v, 0.0)
  var samples: [(Double, Double)] = []
  for time in times {
    let steps = Int(((time - now) / step).rounded())
    for _ in 0..<steps {
      let (k1x, k1u) = (u, acceleration(x, u))
      let (k2x, k2u) = (u + step / 2 * k1u, acceleration(x + step / 2 * k1x, u + step / 2 * k1u))
      let (k3x, k3u) = (u + step / 2 * k2u, acceleration(x + step / 2 * k2x, u + step / 2 * k2u))
      let (k4x, k4u) = (u + step * k3u, acceleration(x + step * k3x, u + step * k3u))
      x += step / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
      u += step / 6 * (k1u + 2 * k2u + 2 * k3u + k4u)
    }
    now += Double(steps) * step
    samples.append((1 - x, -u))
  }
  return samples
}

@Suite struct SpringTests {
  private static let times = [0.0, 0.02, 0.05, 0.1, 0.2, 0.3, 0.5, 0.8, 1.2]

  @Test(arguments: [
    // (mass, stiffness, damping, initial velocity, allows over-damping)
    (1.0, 100.0, 10.0, 0.0, false),  // under-damped, Core Animation's default
    (1, 100, 10, 5, false),  // under-damped, moving towards the target
    (2, 50, 3, -4, false),  // lightly damped, moving away
    (1, 100, 20, 0, false),  // critically damped
    (1, 100, 20, 3, false),  // critically damped with velocity
    (1, 100, 50, 0, true),  // over-damped
    (3, 1000, 500, 2, true),  // the system spring, over-damped
  ])
  func closedFormMatchesIntegration(mass: Double, stiffness: Double, damping: Double, velocity: Double, over: Bool) {
    let spring = Spring(mass: mass, stiffness: stiffness, damping: damping)
    let reference = integrated(mass: mass, stiffness: stiffness, damping: damping, velocity: velocity, at: Self.times)
    for (time, expected) in zip(Self.times, reference) {
      let position = spring.position(at: time, initialVelocity: velocity, allowsOverdamping: over)
      let rate = spring.velocity(at: time, initialVelocity: velocity, allowsOverdamping: over)
      #expect(abs(position - expected.position) < 1e-6, "position at \(time)")
      #expect(abs(rate - expected.velocity) < 1e-6 * max(1, abs(expected.velocity)), "velocity at \(time)")
    }
  }

  @Test(arguments: [0.0, 2, -2])
  func overDampingIsClampedToCriticalUnlessAllowed(velocity: Double) {
    let spring = Spring(mass: 1, stiffness: 100, damping: 50)
    let critical = integrated(mass: 1, stiffness: 100, damping: 20, velocity: velocity, at: Self.times)
    for (time, expected) in zip(Self.times, critical) {
      #expect(abs(spring.position(at: time, initialVelocity: velocity) - expected.position) < 1e-6)
      #expect(
        abs(spring.velocity(at: time, initialVelocity: velocity) - expected.velocity) < 1e-6
          * max(1, abs(expected.velocity)))
    }
    #expect(abs(spring.position(at: 0.2, allowsOverdamping: true) - spring.position(at: 0.2)) > 0.1)
  }

  @Test func startsAtZeroWithTheInitialVelocity() {
    let spring = Spring(stiffness: 100, damping: 10)
    #expect(spring.position(at: 0, initialVelocity: 3) == 0)
    #expect(abs(spring.velocity(at: 0, initialVelocity: 3) - 3) < 1e-12)
    #expect(spring.mass == 1 && abs(spring.dampingRatio - 0.5) < 1e-15 && abs(spring.naturalFrequency - 10) < 1e-15)
  }

  @Test func coreAnimationDefaultSpringProgress() {
    // Timing semantics §8.5 (DERIVED): m 1, k 100, c 10.
    let spring = Spring(mass: 1, stiffness: 100, damping: 10)
    let expected = [(0.1, 0.340300), (0.2, 0.849426), (0.3, 1.124355), (0.5, 1.074591), (1.0, 1.002170)]
    for (time, progress) in expected {
      #expect(abs(spring.position(at: time) - progress) < 5e-7, "at \(time)")
    }
    #expect(abs(spring.settlingDuration() - 1.4727) < 5e-5)
  }

  @Test func settlingDurationMatchesApplesExamples() {
    let loose = Spring(mass: 1, stiffness: 100, damping: 5).settlingDuration()
    let firm = Spring(mass: 1, stiffness: 100, damping: 15).settlingDuration()
    #expect(abs(loose - 2.85) <= 0.01)
    #expect(firm > 1 && firm < 1.05)
    #expect(abs(loose - 2.8550) < 5e-5 && abs(firm - 1.0221) < 5e-5)
  }

  @Test func systemSpringMovesAsCriticallyDamped() {
    // m 3, k 1000, c 500 (ζ 4.56) treated as critical with ω₀ = 18.257419.
    let spring = Spring(mass: 3, stiffness: 1000, damping: 500)
    let expected = [
      (0.05, 0.232230), (0.10, 0.544778), (0.15, 0.758261), (0.20, 0.879282), (0.25, 0.942038),
      (0.30, 0.972919), (0.35, 0.987599), (0.40, 0.994408), (0.50, 0.998901),
    ]
    for (time, progress) in expected {
      #expect(abs(spring.position(at: time) - progress) < 5e-7, "at \(time)")
    }
    #expect(abs(spring.settlingDuration() - 0.505735) < 5e-7)
  }

  @Test func settlingDurationIsInfiniteWithoutDamping() {
    #expect(Spring(stiffness: 100, damping: 0).settlingDuration() == .infinity)
  }

  @Test func progressStaysSettledAfterTheSettlingDuration() async {
    let generators = (
      Gen<Double>.double(in: 0.2...5), Gen<Double>.double(in: 10...2000), Gen<Double>.double(in: 0...3),
      Gen<Double>.double(in: -20...20), Gen<Bool>.bool
    )
    await propertyCheck(input: generators.0, generators.1, generators.2, generators.3, generators.4) {
      (mass: Double, stiffness: Double, ratio: Double, velocity: Double, over: Bool) in
      let damping = ratio * 2 * (stiffness * mass).squareRoot()
      let spring = Spring(mass: mass, stiffness: stiffness, damping: damping)
      let settled = spring.settlingDuration(initialVelocity: velocity, allowsOverdamping: over)
      guard settled.isFinite else { return }
      for step in 0...40 {
        let time = settled * (1 + Double(step) / 20)
        let distance = abs(1 - spring.position(at: time, initialVelocity: velocity, allowsOverdamping: over))
        #expect(distance <= Spring.settlingEpsilon * (1 + 1e-9))
      }
    }
  }
}
