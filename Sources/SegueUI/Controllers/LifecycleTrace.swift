import SegueMotion

/// A recording of life-cycle calls in the order they happened, for tests and for the demo's
/// trace files (SegueTesting writes them as JSON).
///
/// Segue records into the ``active`` trace of the scope a call is made in, if there is one:
/// bind it with ``record(_:)`` around the code to observe, or give an application its own
/// (`Application.lifecycleTrace`) to record every call its frames make. The active trace is a
/// task-local, so two tests recording in parallel never see each other's calls. Events are
/// stamped with the clock the trace was made with.
@MainActor
public final class LifecycleTrace {
  /// The trace being recorded into in the current scope, if any: a task-local, so each task,
  /// test and application frame records only into its own trace.
  @TaskLocal public static var active: LifecycleTrace?
  /// The calls recorded, in order.
  public private(set) var events: [LifecycleEvent] = []
  private let clock: MediaClock?

  /// Creates an empty trace whose events are stamped with `clock`'s time (none without one).
  public init(clock: MediaClock? = nil) {
    self.clock = clock
  }

  /// Makes this the active trace while `body` runs (calls made by an application's frames
  /// inside it included, unless the application has a trace of its own).
  public func record<Result>(_ body: () throws -> Result) rethrows -> Result {
    try Self.$active.withValue(self, operation: body)
  }

  /// Appends an event.
  public func append(subject: String, call: String) {
    events.append(LifecycleEvent(time: clock?.now, subject: subject, call: call))
  }

  /// The events as lines, `subject.call`.
  public var lines: [String] { events.map(\.line) }

  /// Records `call` on view controller `controller` into the active trace.
  static func record(_ controller: ViewController, _ call: String) {
    active?.append(subject: controller.traceName, call: call)
  }

  /// Records `call` on `subject` into the active trace.
  static func record(_ subject: String, _ call: String) {
    active?.append(subject: subject, call: call)
  }
}
