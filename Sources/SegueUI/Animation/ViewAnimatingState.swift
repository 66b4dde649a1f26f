/// The states of an interruptible animation, the analogue of `UIViewAnimatingState`.
public enum ViewAnimatingState: Int, Sendable, Hashable, CaseIterable {
  /// Not started, or finished: the animations are not attached.
  case inactive = 0
  /// Started, running or paused.
  case active = 1
  /// Stopped before its end and waiting for `finishAnimation(at:)`.
  case stopped = 2
}
