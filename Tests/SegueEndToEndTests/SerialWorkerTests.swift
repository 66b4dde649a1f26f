import Dispatch
import Synchronization
import Testing

@testable import SegueCLI

/// The recording's worker runs its jobs in order on its own state, hands back the first error,
/// keeps at most its depth of jobs waiting, and refuses jobs once finished.
@Suite struct SerialWorkerTests {
  private struct Failure: Error, Equatable {}

  @Test func jobsRunInOrderOnTheStateAndFinishGivesItBack() throws {
    let worker = SerialWorker([Int](), depth: 1)
    for value in 0..<500 { try worker.submit { $0.append(value) } }
    #expect(try worker.finish { $0 } == Array(0..<500))
  }

  @Test func theFirstErrorComesBackFromTheNextSubmitAndFromFinish() throws {
    let worker = SerialWorker([Int](), depth: 2)
    try worker.submit { $0.append(1) }
    try worker.submit { _ in throw Failure() }
    // The failing job may still be waiting: submitting goes on until it has run.
    var refused = false
    for value in 2..<10_000 where !refused {
      do { try worker.submit { $0.append(value) } } catch { refused = error is Failure }
    }
    #expect(refused)
    #expect(throws: Failure.self) { try worker.finish { $0 } }
  }

  /// Waiting until idle returns once every job has run and let go of what it captured: the
  /// recording's jobs capture the frame the renderer draws the next one into.
  @Test func waitingUntilIdleSeesEveryJobDoneAndItsCapturesReleased() throws {
    final class Frame: Sendable {}
    let worker = SerialWorker([Int](), depth: 4)
    let ran = Mutex(0)
    var frame = Frame()
    for value in 0..<200 {
      try worker.submit { [frame] state in
        _ = frame
        // Work long enough that a caller not waiting would see jobs still queued.
        state.append((0..<2_000).reduce(value, &+))
        ran.withLock { $0 += 1 }
      }
      try worker.waitUntilIdle()
      #expect(ran.withLock { $0 } == value + 1)
      #expect(isKnownUniquelyReferenced(&frame), "job \(value) still holds what it captured")
    }
    #expect(try worker.finish { $0.count } == 200)
  }

  @Test func waitingUntilIdleGivesTheErrorOfAFailedJob() throws {
    let worker = SerialWorker([Int](), depth: 2)
    try worker.submit { _ in throw Failure() }
    #expect(throws: Failure.self) { try worker.waitUntilIdle() }
  }

  @Test func aJobAfterFinishIsRefused() throws {
    let worker = SerialWorker([Int](), depth: 2)
    try worker.submit { $0.append(1) }
    #expect(try worker.finish { $0 } == [1])
    #expect(throws: SerialWorker<[Int]>.Finished.self) { try worker.submit { $0.append(2) } }
  }

  /// A caller faster than the jobs waits: with depth 1, while the first job runs and the
  /// second waits, a third submit does not return before the first job is over.
  @Test func atMostDepthJobsWait() throws {
    let gate = DispatchSemaphore(value: 0)
    let started = DispatchSemaphore(value: 0)
    let submitting = DispatchSemaphore(value: 0)
    let thirdReturned = Mutex(false)
    let worker = SerialWorker([Bool](), depth: 1)
    try worker.submit { state in
      started.signal()
      gate.wait()
      state.append(thirdReturned.withLock { $0 })
    }
    started.wait()
    try worker.submit { $0.append(true) }
    let third = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      submitting.signal()
      try? worker.submit { $0.append(true) }
      thirdReturned.withLock { $0 = true }
      third.signal()
    }
    submitting.wait()
    gate.signal()
    third.wait()
    // The first job saw the third submit still waiting.
    #expect(try worker.finish { $0 } == [false, true, true])
  }
}
