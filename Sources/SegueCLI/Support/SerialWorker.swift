import Dispatch

/// Runs jobs on a state of its own, one at a time and in order, on a thread of its own, so that
/// the caller goes on while they run; at most `depth` jobs wait, so a caller faster than the
/// jobs waits for a free slot (bounded memory) rather than queueing without end.
///
/// The first job that throws stops the rest: ``submit(_:)`` and ``finish()`` rethrow its error.
/// Unchecked `Sendable` because `state` and `failure` are only touched on `queue`.
final class SerialWorker<State>: @unchecked Sendable {
  private let queue = DispatchQueue(label: "segue.serial-worker")
  private let slots: DispatchSemaphore
  private var state: State
  private var failure: (any Error)?

  /// A worker owning `state`, with at most `depth` (at least 1) jobs waiting.
  init(_ state: sending State, depth: Int) {
    self.state = state
    slots = DispatchSemaphore(value: max(1, depth))
  }

  /// Queues `job`, first waiting for a free slot; throws the error of a job that failed before.
  func submit(_ job: @escaping @Sendable (inout State) throws -> Void) throws {
    slots.wait()
    if let failure = queue.sync(execute: { failure }) {
      slots.signal()
      throw failure
    }
    queue.async { [self] in
      defer { slots.signal() }
      guard failure == nil else { return }
      do { try job(&state) } catch { failure = error }
    }
  }

  /// Waits for every queued job, then runs `last` on the state and returns what it gives;
  /// throws the error of a job that failed.
  func finish<Result>(_ last: (inout State) throws -> Result) throws -> Result {
    try queue.sync {
      if let failure { throw failure }
      return try last(&state)
    }
  }
}
