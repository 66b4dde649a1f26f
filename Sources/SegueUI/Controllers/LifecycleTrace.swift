import Foundation
import SegueMotion

/// A recording of life-cycle calls in the order they happened, for tests and for the demo's
/// trace files.
///
/// Segue records into the ``active`` trace, if there is one: start one with ``record(_:)`` around
/// the code to observe. Events are stamped with the clock the trace was made with.
@MainActor
public final class LifecycleTrace {
  /// The trace being recorded into, if any.
  public private(set) static var active: LifecycleTrace?
  /// The calls recorded, in order.
  public private(set) var events: [LifecycleEvent] = []
  private let clock: MediaClock?

  /// Creates an empty trace whose events are stamped with `clock`'s time (none without one).
  public init(clock: MediaClock? = nil) {
    self.clock = clock
  }

  /// Makes this the active trace while `body` runs, then restores the previous one.
  public func record<Result>(_ body: () throws -> Result) rethrows -> Result {
    let previous = Self.active
    Self.active = self
    defer { Self.active = previous }
    return try body()
  }

  /// Makes this the active trace until ``stop()``.
  public func start() {
    Self.active = self
  }

  /// Stops recording into this trace, if it is the active one.
  public func stop() {
    if Self.active === self { Self.active = nil }
  }

  /// Appends an event.
  public func append(subject: String, call: String) {
    events.append(LifecycleEvent(time: clock?.now, subject: subject, call: call))
  }

  /// The events as lines, `subject.call`.
  public var lines: [String] { events.map(\.line) }

  /// The events as a JSON document: `{"events": [{"time": …, "subject": …, "call": …}, …]}`.
  public func jsonData() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return try encoder.encode(["events": events])
  }

  /// Records `call` on view controller `controller` into the active trace.
  static func record(_ controller: ViewController, _ call: String) {
    active?.append(subject: controller.traceName, call: call)
  }

  /// Records `call` on `subject` into the active trace.
  static func record(_ subject: String, _ call: String) {
    active?.append(subject: subject, call: call)
  }
}
