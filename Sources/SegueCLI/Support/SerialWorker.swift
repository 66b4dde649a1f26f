import Foundation

/// Runs jobs on a state of its own, one at a time and in order, on a thread of its own, so that
/// the caller goes on while they run; at most `depth` jobs wait, so a caller faster than the
/// jobs waits for a free slot (bounded memory) rather than queueing without end.
///
/// The first job that throws stops the rest: ``submit(_:)`` and ``finish(_:)`` rethrow its
/// error. The thread runs at a lower priority (nice 10) than the caller's, so that on a machine
/// whose cores the caller keeps busy the jobs take the time left over rather than slowing the
/// caller down; not the idle class, where any busy thread of another process would starve
/// them, and a caller waiting for them (``waitUntilIdle()``) with them. A worker released unfinished lets its thread end and releases its state there.
final class SerialWorker<State>: Sendable {
  private let line: Line

  /// A worker owning `state`, with at most `depth` (at least 1) jobs waiting.
  init(_ state: sending State, depth: Int) {
    line = Line(state, depth: max(1, depth))
    let line = line
    let thread = Thread { line.run() }
    // Linux keeps thread names to 15 bytes.
    thread.name = "segue-worker"
    thread.start()
  }

  deinit {
    line.close()
  }

  /// Queues `job`, first waiting for a free slot; throws the error of a job that failed before,
  /// or ``Finished`` once ``finish(_:)`` was called.
  func submit(_ job: @escaping @Sendable (inout State) throws -> Void) throws {
    try line.submit(job)
  }

  /// Waits until no job is queued or running; throws the error of a job that failed.
  func waitUntilIdle() throws {
    try line.waitUntilIdle()
  }

  /// Waits for every queued job, then runs `last` on the state and returns what it gives;
  /// throws the error of a job that failed.
  func finish<Result>(_ last: (inout State) throws -> Result) throws -> Result {
    try line.finish(last)
  }

  /// The error of a job submitted after ``finish(_:)``.
  struct Finished: Error, CustomStringConvertible {
    var description: String { "a job was submitted to a worker that had finished" }
  }

  /// The queue the caller and the thread share. Unchecked `Sendable`: every field but `state` is
  /// guarded by `condition`; `state` is touched by the thread until it is done, then by
  /// ``finish(_:)`` alone.
  private final class Line: @unchecked Sendable {
    private let condition = NSCondition()
    private let depth: Int
    private var jobs: [@Sendable (inout State) throws -> Void] = []
    private var closed = false
    private var done = false
    private var running = false
    private var failure: (any Error)?
    private var state: State?

    init(_ state: sending State, depth: Int) {
      self.state = state
      self.depth = depth
    }

    func submit(_ job: @escaping @Sendable (inout State) throws -> Void) throws {
      condition.lock()
      defer { condition.unlock() }
      while jobs.count >= depth && failure == nil && !closed { condition.wait() }
      if let failure { throw failure }
      if closed { throw Finished() }
      jobs.append(job)
      condition.broadcast()
    }

    /// Waits until no job is queued or running, or one failed.
    func waitUntilIdle() throws {
      condition.lock()
      defer { condition.unlock() }
      while (!jobs.isEmpty || running) && failure == nil { condition.wait() }
      if let failure { throw failure }
    }

    func finish<Result>(_ last: (inout State) throws -> Result) throws -> Result {
      condition.lock()
      closed = true
      condition.broadcast()
      while !done { condition.wait() }
      condition.unlock()
      if let failure { throw failure }
      return try last(&state!)
    }

    /// Lets the thread end once the queued jobs ran, releasing the state there.
    func close() {
      condition.lock()
      closed = true
      condition.broadcast()
      condition.unlock()
    }

    /// The thread's loop.
    func run() {
      // On Linux the nice value belongs to the calling thread.
      _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 10)
      while true {
        condition.lock()
        while jobs.isEmpty && !closed { condition.wait() }
        guard !jobs.isEmpty else {
          done = true
          condition.broadcast()
          condition.unlock()
          return
        }
        var job = Optional(jobs.removeFirst())
        let failed = failure != nil
        running = !failed
        condition.broadcast()
        condition.unlock()
        guard !failed else { continue }
        var error: (any Error)?
        do {
          try job?(&state!)
        } catch let thrown {
          error = thrown
        }
        // Released before the job counts as done, with whatever it captured.
        job = nil
        condition.lock()
        running = false
        if let error {
          failure = error
          jobs.removeAll()
        }
        condition.broadcast()
        condition.unlock()
      }
    }
  }
}
