/// Where an interruptible animation ends, the analogue of `UIViewAnimatingPosition`.
public enum ViewAnimatingPosition: Int, Sendable, Hashable, CaseIterable {
  /// At the values the animation blocks set.
  case end = 0
  /// At the values before the animation blocks ran.
  case start = 1
  /// At the values on screen when it stopped.
  case current = 2
}
