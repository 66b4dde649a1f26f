import Synchronization

/// The column plans made while one frame is drawn, shared by the threads that draw its bands.
///
/// Segue's choice for speed: each thread's canvas keeps the plans it used (see ``Canvas``) and
/// asks here only for those it has not, so that a paint's plan — a turned layer's column view
/// and sampling tables, work for every column it spans — is made once a frame rather than once
/// per thread, and the lock is taken once per plan and thread rather than once per paint. Two
/// threads that miss the same plan at once both make it, with the same result.
final class FramePlans: Sendable {
  /// The plans by key; `nil` where a paint has none.
  private let plans = Mutex<[ColumnPlan.Key: ColumnPlan?]>([:])

  /// No plans yet.
  init() {}

  /// The plan kept for `key`: `nil` when none was made yet, `.some(nil)` when the paint has none.
  func plan(for key: ColumnPlan.Key) -> ColumnPlan?? {
    plans.withLock { $0[key] }
  }

  /// Keeps `plan` (`nil` when the paint has none) for `key`.
  func keep(_ plan: ColumnPlan?, for key: ColumnPlan.Key) {
    plans.withLock { $0[key] = .some(plan) }
  }
}
