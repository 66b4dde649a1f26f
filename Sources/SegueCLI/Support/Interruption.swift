import Foundation
import Synchronization

/// SIGINT (Ctrl-C) and SIGTERM during a demo run, turned into an error the run throws at its next
/// frame or before it publishes its files, so that its usual failure path removes what it wrote;
/// the process then ends by the same signal with its default action (``endProcessIfCaught()``),
/// as the shell expects. A signal that comes once the files are being published is too late to
/// undo them.
///
/// Checking at the next frame, rather than cleaning up inside the handler, keeps the handler to
/// one atomic store and lets the clean-up use ordinary file calls; a frame takes at most a few
/// seconds at the largest size. A second signal ends the process at once (`SA_RESETHAND`).
enum Interruption {
  /// What a run throws when it was interrupted.
  struct Caught: Error, CustomStringConvertible {
    /// The signal that interrupted it.
    let signal: Int32

    /// The message, naming the signal.
    var description: String { "interrupted by signal \(signal)" }
  }

  /// The first signal caught, 0 while none was.
  ///
  /// Process-global because a signal handler gets no context to reach anything else. It is the
  /// only state the handler touches, a lock-free atomic (so async-signal-safe), and it is
  /// initialized in ``catchSignals()`` before the handler is installed, so the handler never runs
  /// its lazy initialization.
  private static let caught = Atomic<Int32>(0)

  /// From now on, SIGINT and SIGTERM are caught instead of ending the process.
  ///
  /// They are also unblocked on this thread (and so on the threads it starts): a launcher may
  /// have left them blocked — Foundation's `Process` passes on its thread's mask — and a run
  /// that could not be stopped at all would be worse than one that cleans up.
  static func catchSignals() {
    _ = caught.load(ordering: .sequentiallyConsistent)
    var signals = sigset_t()
    sigemptyset(&signals)
    for signal in [SIGINT, SIGTERM] {
      var action = sigaction()
      action.__sigaction_handler.sa_handler = { signal in
        _ = Interruption.caught.compareExchange(expected: 0, desired: signal, ordering: .sequentiallyConsistent)
      }
      action.sa_flags = Int32(bitPattern: UInt32(SA_RESETHAND)) | SA_RESTART
      sigemptyset(&action.sa_mask)
      sigaction(signal, &action, nil)
      sigaddset(&signals, signal)
    }
    pthread_sigmask(SIG_UNBLOCK, &signals, nil)
  }

  /// Throws ``Caught`` if a signal was caught.
  static func check() throws {
    let signal = caught.load(ordering: .sequentiallyConsistent)
    if signal != 0 { throw Caught(signal: signal) }
  }

  /// If a signal was caught, ends the process by it with its default action (exit status 128 +
  /// the signal's number to a shell: 130 for SIGINT, 143 for SIGTERM); otherwise returns.
  static func endProcessIfCaught() {
    let signal = caught.load(ordering: .sequentiallyConsistent)
    guard signal != 0 else { return }
    Foundation.signal(signal, SIG_DFL)
    raise(signal)
    exit(128 + signal)
  }
}
