import SegueTestSupport
import SegueUI
import Testing

@MainActor
@Suite struct TabBarModelTests {
  /// How many random sequences run, and how long each is at most.
  private static let sequences = 2000
  private static let maximumLength = 20

  @Test func randomSequencesOfUserOperationsKeepTheTabBarContracts() {
    var operations = 0
    for index in 0..<Self.sequences {
      let seed = UInt64(index) &* 0x9E37_79B9_7F4A_7C15 &+ 7
      var rng = SplitMix64(seed: seed)
      let animated = rng.next() % 3 != 0
      let sequence = (0..<(1 + Int(rng.next() % UInt64(Self.maximumLength)))).map { _ in
        TabBarModelOperation.random(using: &rng)
      }
      let run = TabBarModelRun(animated: animated)
      let failure = run.run(sequence)
      operations += run.operationCount
      guard let failure else { continue }
      let shortest = shrink(sequence) { TabBarModelRun(animated: animated).run($0) != nil }
      Issue.record(
        """
        seed \(seed) (animated: \(animated)) fails: \(failure)
        shortest sequence: \(shortest.map(\.description))
        which fails: \(TabBarModelRun(animated: animated).run(shortest) ?? "")
        """)
      return
    }
    print("TabBarModelTests: \(Self.sequences) sequences, \(operations) operations, no violation")
  }
}
