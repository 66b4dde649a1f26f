import SegueGeometry
import SegueMotion
import Testing

@MainActor
@Suite struct SpringAnimationTests {
  /// A layer running `animation` from time 0, with the animation's own duration.
  private func run(_ animation: Animation, model: (Layer) -> Void = { _ in }) -> Layer {
    let layer = Layer()
    model(layer)
    layer.add(animation)
    layer.commit(at: 0)
    return layer
  }

  @Test func defaultsAreCoreAnimations() {
    let animation = SpringAnimation(.opacity, from: 0, to: 1)
    #expect(animation.mass == 1 && animation.stiffness == 100 && animation.damping == 10)
    #expect(animation.initialVelocity == 0 && !animation.allowsOverdamping)
    #expect(abs(animation.settlingDuration - 1.4727) < 5e-5)
    #expect(animation.spring == Spring(mass: 1, stiffness: 100, damping: 10))
  }

  @Test func positionOvershootsPastToAndSettles() {
    let animation = SpringAnimation(.position, from: Point(x: 0, y: 0), to: Point(x: 100, y: 0))
    animation.duration = animation.settlingDuration
    let layer = run(animation)
    // Core Animation's default spring: progress 0.340300 at 0.1 s, 1.124355 at 0.3 s.
    #expect(abs(layer.presentation(at: 0.1).position.x - 34.0300) < 1e-4)
    #expect(abs(layer.presentation(at: 0.3).position.x - 112.4355) < 1e-4)
    #expect(layer.presentation(at: 0.5).position.x > 100)
    #expect(abs(layer.presentation(at: animation.settlingDuration - 1e-6).position.x - 100) <= 0.1)
  }

  @Test func durationCutsTheSpringOffWithoutStretchingIt() {
    let animation = SpringAnimation(.zPosition, from: 0, to: 10)
    animation.duration = 0.2
    let layer = run(animation) { $0.zPosition = -1 }
    #expect(abs(layer.presentation(at: 0.1).zPosition - 3.40300) < 1e-5)
    #expect(layer.presentation(at: 0.25).zPosition == -1)
  }

  @Test func unsetDurationIsTheDefaultQuarterSecond() {
    let animation = SpringAnimation(.zPosition, from: 0, to: 10)
    let layer = run(animation) { $0.zPosition = -1 }
    #expect(abs(layer.presentation(at: 0.2).zPosition - 8.49426) < 1e-5)
    #expect(layer.presentation(at: 0.25).zPosition == -1)
  }

  @Test func timingFunctionIsIgnored() {
    let plain = SpringAnimation(.zPosition, from: 0, to: 10)
    plain.duration = 1
    let eased = SpringAnimation(.zPosition, from: 0, to: 10)
    eased.duration = 1
    eased.timingFunction = .easeIn
    let (a, b) = (run(plain), run(eased))
    for time in [0.05, 0.2, 0.6] {
      #expect(a.presentation(at: time).zPosition == b.presentation(at: time).zPosition)
    }
  }

  @Test func velocityAndOverdampingShapeTheMotion() {
    let animation = SpringAnimation(.zPosition, from: 0, to: 10)
    animation.duration = 2
    animation.damping = 50
    animation.initialVelocity = 4
    animation.allowsOverdamping = true
    let layer = run(animation)
    let spring = Spring(mass: 1, stiffness: 100, damping: 50)
    let expected = 10 * spring.position(at: 0.3, initialVelocity: 4, allowsOverdamping: true)
    #expect(abs(layer.presentation(at: 0.3).zPosition - expected) < 1e-9)
    #expect(abs(expected - 10 * spring.position(at: 0.3, initialVelocity: 4)) > 0.5)
    #expect(animation.settlingDuration == spring.settlingDuration(initialVelocity: 4, allowsOverdamping: true))
  }

  @Test func byValueAndAdditiveFollowBasicAnimationRules() {
    let animation = SpringAnimation(.zPosition, by: 10)
    animation.duration = 1
    animation.isAdditive = true
    let layer = run(animation) { $0.zPosition = 5 }
    #expect(abs(layer.presentation(at: 0.3).zPosition - (5 + 11.24355)) < 1e-5)
  }

  @Test func perceptualDurationAndBounceConvenience() {
    let animation = SpringAnimation(.opacity, perceptualDuration: 0.5, bounce: 0.3, from: 0, to: 1)
    let spring = Spring(duration: 0.5, bounce: 0.3)
    #expect(animation.mass == 1 && animation.stiffness == spring.stiffness && animation.damping == spring.damping)
    #expect(abs(animation.perceptualDuration - 0.5) < 1e-12 && abs(animation.bounce - 0.3) < 1e-12)
    #expect(animation.toValue == 1)
  }

  @Test func copyKeepsTheSpring() {
    let animation = SpringAnimation(.opacity, from: 0, to: 1)
    animation.mass = 2
    animation.stiffness = 300
    animation.damping = 12
    animation.initialVelocity = -1
    animation.allowsOverdamping = true
    animation.duration = 3
    let copy = animation.copy() as? SpringAnimation<Double>
    #expect(copy !== animation)
    #expect(copy?.spring == animation.spring && copy?.initialVelocity == -1 && copy?.allowsOverdamping == true)
    #expect(copy?.duration == 3 && copy?.fromValue == 0 && copy?.toValue == 1)
  }

  @Test func invalidSettingsFallBackToDefaultsAndAreReportedOnce() {
    let animation = SpringAnimation(.zPosition, from: 0, to: 10)
    animation.duration = 1
    animation.mass = 0
    animation.stiffness = -1
    animation.damping = .nan
    animation.initialVelocity = .infinity
    var values: [Double] = []
    let messages = diagnosticMessages {
      let layer = run(animation)
      values = [0.1, 0.3].map { layer.presentation(at: $0).zPosition }
    }
    #expect(
      messages == [
        "SpringAnimation(zPosition): mass 0.0 is not positive and finite; using 1",
        "SpringAnimation(zPosition): stiffness -1.0 is not positive and finite; using 100",
        "SpringAnimation(zPosition): damping nan is not a non-negative finite number; using 10",
        "SpringAnimation(zPosition): initialVelocity inf is not finite; using 0",
      ])
    #expect(abs(values[0] - 3.40300) < 1e-5 && abs(values[1] - 11.24355) < 1e-5)
    #expect(animation.spring == Spring(mass: 1, stiffness: 100, damping: 10))
  }

  /// A perceptual duration or bounce no spring can have is reported and replaced when the
  /// animation runs, instead of stopping the program at creation.
  @Test(arguments: [(0.0, 0.0), (-1.0, 0.0), (Double.nan, 0.0), (0.5, -1.0), (0.5, 2.0), (0.5, Double.nan)])
  func impossiblePerceptualSettingsAreReportedAndReplaced(duration: Double, bounce: Double) {
    let animation = SpringAnimation(.zPosition, perceptualDuration: duration, bounce: bounce, from: 0, to: 10)
    animation.duration = 1
    var value = 0.0
    let messages = diagnosticMessages {
      value = run(animation).presentation(at: 0.5).zPosition
    }
    #expect(!messages.isEmpty && messages.allSatisfy { $0.hasPrefix("SpringAnimation(zPosition): ") })
    #expect(value.isFinite)
  }
}
