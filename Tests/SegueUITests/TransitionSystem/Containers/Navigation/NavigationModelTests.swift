import SegueTestSupport
import SegueUI
import Testing

@MainActor
@Suite struct NavigationModelTests {
  /// How many random sequences run, and how long each is at most.
  private static let sequences = 2000
  private static let maximumLength = 20

  @Test func randomSequencesOfUserOperationsKeepTheNavigationContracts() {
    var operations = 0
    for index in 0..<Self.sequences {
      let seed = UInt64(index) &* 0x2545_F491_4F6C_DD1D &+ 1
      var rng = SplitMix64(seed: seed)
      let custom = rng.next() % 4 == 0
      let sequence = (0..<(1 + Int(rng.next() % UInt64(Self.maximumLength)))).map { _ in
        NavigationModelOperation.random(using: &rng)
      }
      let run = NavigationModelRun(customAnimator: custom)
      let failure = run.run(sequence)
      operations += run.operationCount
      guard let failure else { continue }
      let shortest = shrink(sequence, customAnimator: custom)
      Issue.record(
        """
        seed \(seed) (custom animator: \(custom)) fails: \(failure)
        shortest sequence: \(shortest.map(\.description))
        which fails: \(NavigationModelRun(customAnimator: custom).run(shortest) ?? "")
        """)
      return
    }
    print("NavigationModelTests: \(Self.sequences) sequences, \(operations) operations, no violation")
  }

  /// Drops operations, one at a time, while the sequence still fails.
  private func shrink(_ sequence: [NavigationModelOperation], customAnimator: Bool) -> [NavigationModelOperation] {
    var shortest = sequence
    var index = 0
    while index < shortest.count {
      var candidate = shortest
      candidate.remove(at: index)
      if NavigationModelRun(customAnimator: customAnimator).run(candidate) != nil {
        shortest = candidate
        index = 0
      } else {
        index += 1
      }
    }
    return shortest
  }
}
