import Foundation
import PropertyBased
import SegueTestSupport
import SegueTransitions
import SegueUI
import Testing

/// The whole-app model-based test of issue 18: random sequences of what people and code do to
/// an app of nested containers and presentations, checked by ``AppModelRun``; at the end the
/// app is dropped and every view controller it made must be released. Half the episodes run a
/// library transition (issue 23) in every container that can vend one, driven by code and by
/// the library's interaction controllers too. A failure prints its seed and the shortest
/// sequence that still fails.
@MainActor
@Suite struct AppModelTests {
  /// The operations CI runs at least.
  private static let operationsInCI = 100_000
  /// The longest random sequence.
  private static let maximumLength = 40

  @Test func randomUseOfAWholeAppKeepsEveryContract() {
    var totals = AppModelSoak.Totals()
    var episode: UInt64 = 0
    while totals.operations < Self.operationsInCI {
      guard let failure = AppModelSoak.runEpisode(seed: episode, maximumLength: Self.maximumLength, totals: &totals)
      else {
        episode += 1
        continue
      }
      Issue.record(Comment(rawValue: failure))
      return
    }
    print("AppModelTests: \(totals.episodes) episodes, \(totals.operations) operations, no failure")
  }

  /// A long soak, run by `scripts/whole-app-soak`: episodes from SEGUE_SOAK_SEED on for
  /// SEGUE_SOAK_SECONDS of wall time, every failure reported (not only the first).
  @Test(.enabled(if: ProcessInfo.processInfo.environment["SEGUE_SOAK_SECONDS"] != nil))
  func soak() {
    let environment = ProcessInfo.processInfo.environment
    let seconds = Double(environment["SEGUE_SOAK_SECONDS"] ?? "") ?? 60
    var episode = UInt64(environment["SEGUE_SOAK_SEED"] ?? "") ?? 0
    var totals = AppModelSoak.Totals()
    var failures = 0
    let start = Date()
    while Date().timeIntervalSince(start) < seconds {
      if let failure = AppModelSoak.runEpisode(seed: episode, maximumLength: Self.maximumLength, totals: &totals) {
        failures += 1
        if failures <= 20 { Issue.record(Comment(rawValue: failure)) }
      }
      episode += 1
    }
    let elapsed = Date().timeIntervalSince(start)
    print(
      "AppModelSoak: \(totals.operations) operations, \(totals.episodes) episodes, \(failures) failing, "
        + "\(Int(Double(totals.operations) / elapsed)) operations/s, seeds \(UInt64(environment["SEGUE_SOAK_SEED"] ?? "") ?? 0)..<\(episode)"
    )
  }
}

/// Episodes of ``AppModelRun``: a seed makes the tab style, the library transition (or none)
/// and the sequence.
@MainActor
enum AppModelSoak {
  /// What episodes ran.
  struct Totals {
    var episodes = 0
    var operations = 0
  }

  /// Runs the episode of `seed`; its failure, with the seed and the shortest failing sequence.
  static func runEpisode(seed: UInt64, maximumLength: Int, totals: inout Totals) -> String? {
    var generator = Xoshiro(
      seed: (seed &+ 0x9E37_79B9_7F4A_7C15, ~seed, seed &* 0xBF58_476D_1CE4_E5B9 | 1, 0x94D0_49BB_1331_11EB))
    for _ in 0..<8 { _ = generator.next() }
    let style = AppTree.TabStyle.allCases.randomElement(using: &generator)!
    // Half: an operation with the library costs six times one without in a debug build (the
    // explosion's and the page curl's hundreds of views), and CI's 100,000 operations must stay
    // within one and a half times the time they took before the library joined.
    let transition =
      Bool.random(using: &generator) ? nil : TransitionCatalog.all.randomElement(using: &generator)
    let length = Int.random(in: 1...maximumLength, using: &generator)
    let sequence = (0..<length).map { _ in
      AppModelOperation.random(using: &generator, tabPans: style == .healthBeat, library: transition != nil)
    }
    let settles = Int.random(in: 0..<4, using: &generator) != 0
    let (failure, operations) = run(sequence, style: style, transition: transition, settles: settles)
    totals.episodes += 1
    totals.operations += operations
    guard let failure else { return nil }
    let kind = category(of: failure)
    let shortest = SegueTestSupport.shrink(sequence) {
      run($0, style: style, transition: transition, settles: settles).failure.map(category) == kind
    }
    return """
      seed \(seed) (tabs: \(style), library: \(transition?.name ?? "none"), \(settles ? "settled" : "dropped mid-flight") at the end) fails: \(failure)
      shortest sequence: \(shortest.map(\.description))
      which fails: \(run(shortest, style: style, transition: transition, settles: settles).failure ?? "")
      """
  }

  /// Runs `sequence` on a new app whose containers run `transition` (when given), drops the app
  /// (settled first when `settles`, else in the middle of what it does) and checks that every
  /// view controller it made was released; the first problem and the operations run.
  static func run(
    _ sequence: [AppModelOperation], style: AppTree.TabStyle, transition: CatalogTransition? = nil,
    settles: Bool = true
  ) -> (failure: String?, operations: Int) {
    var tracked: [AppModelRun.Tracked] = []
    var failure: String?
    var operations = 0
    do {
      let run = AppModelRun(style: style, transition: transition)
      failure = run.run(sequence, settles: settles)
      tracked = run.tracked
      operations = run.operationCount
    }
    if failure == nil, let alive = tracked.first(where: { $0.controller != nil }) {
      failure = "\(alive.name) is still alive after the app was dropped"
    }
    return (failure, operations)
  }

  /// What a failure says, without where it showed and the names of pages (which shrinking
  /// changes): shrinking keeps sequences that fail the same way.
  static func category(of failure: String) -> String {
    let what =
      failure.range(of: "): ").map { String(failure[$0.upperBound...]) }
      ?? failure.replacingOccurrences(of: "at the end: ", with: "")
    return what.filter { !$0.isNumber }
  }
}
