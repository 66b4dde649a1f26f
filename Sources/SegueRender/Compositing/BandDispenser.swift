import Synchronization

/// A frame's bands handed out one at a time, in order, to the threads drawing them: each call
/// of ``next()`` gives a band no other call gave, until none is left.
final class BandDispenser: Sendable {
  /// The bands, top to bottom.
  private let bands: [Range<Int>]
  /// The index of the next band to give.
  private let taken = Mutex(0)

  /// A dispenser of `bands`.
  init(_ bands: [Range<Int>]) {
    self.bands = bands
  }

  /// The next band not yet given, or `nil` when all have been.
  func next() -> Range<Int>? {
    taken.withLock { index in
      guard index < bands.count else { return nil }
      defer { index += 1 }
      return bands[index]
    }
  }
}
