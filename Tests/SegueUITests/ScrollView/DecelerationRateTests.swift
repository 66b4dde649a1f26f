import Foundation
import SegueUI
import Testing

@Suite struct DecelerationRateTests {
  @Test func theRatesAreThePlatforms() {
    #expect(DecelerationRate.normal.rawValue == 0.998)
    #expect(DecelerationRate.fast.rawValue == 0.99)
  }

  @Test(arguments: [DecelerationRate.normal, .fast])
  func theDistanceFollowsTheClosedForm(rate: DecelerationRate) {
    let r = rate.rawValue
    for (velocity, time) in [(1000.0, 0.2), (-2500, 0.7), (400, 3)] {
      let expected = velocity * (pow(r, 1000 * time) - 1) / (1000 * log(r))
      #expect(abs(rate.distance(after: time, initialVelocity: velocity) - expected) < 1e-9)
      #expect(abs(rate.velocity(after: time, initialVelocity: velocity) - velocity * pow(r, 1000 * time)) < 1e-9)
    }
  }

  @Test func theProjectedDistanceIsFiveHundredOrAHundredMillisecondsOfTheVelocity() {
    #expect(abs(DecelerationRate.normal.projectedDistance(initialVelocity: 1000) - 499.5) < 0.01)
    #expect(abs(DecelerationRate.fast.projectedDistance(initialVelocity: 1000) - 99.5) < 0.01)
    #expect(abs(DecelerationRate.normal.projectedDistance(initialVelocity: 1000) + 1000 / (1000 * log(0.998))) < 1e-9)
  }

  @Test func aRateThatWouldNeverStopIsClamped() {
    #expect(DecelerationRate(rawValue: 1.5).rawValue < 1)
    #expect(DecelerationRate(rawValue: -1).rawValue > 0)
    #expect(DecelerationRate(rawValue: 1).decayConstant > 0)
  }
}
