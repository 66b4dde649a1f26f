import SegueTestSupport
import SegueTransitions
import SegueUI
import Testing

@MainActor
@Suite struct ContainerModelTests {
  /// How many random sequences run, and how long each is at most.
  private static let sequences = 2000
  private static let maximumLength = 16

  @Test func randomSequencesOfUserOperationsKeepTheContainerContracts() {
    var operations = 0
    for index in 0..<Self.sequences {
      let seed = UInt64(index) &* 0xD1B5_4A32_D192_ED03 &+ 3
      var rng = SplitMix64(seed: seed)
      let custom = rng.next() % 3 == 0
      let sequence = (0..<(1 + Int(rng.next() % UInt64(Self.maximumLength)))).map { _ in
        ContainerModelOperation.random(using: &rng)
      }
      let run = ContainerModelRun(customAnimator: custom)
      let failure = run.run(sequence)
      operations += run.operationCount
      guard let failure else { continue }
      let shortest = shrink(sequence) { ContainerModelRun(customAnimator: custom).run($0) != nil }
      Issue.record(
        """
        seed \(seed) (custom animator: \(custom)) fails: \(failure)
        shortest sequence: \(shortest.map(\.description))
        which fails: \(ContainerModelRun(customAnimator: custom).run(shortest) ?? "")
        """)
      return
    }
    print("ContainerModelTests: \(Self.sequences) sequences, \(operations) operations, no violation")
  }
}
