import Logging
import Synchronization

/// The one channel through which every part of Segue reports the problems it recovered from:
/// broken animation parameters, orphan touch samples, illegal gesture state changes, broken
/// transition contracts.
///
/// A report goes to the handler of the scope it is made in: the one bound with
/// ``withHandler(_:operation:)`` (a task-local, so two tests running in parallel never see
/// each other's reports), or, inside a frame of an `Application` that has
/// its own `diagnosticsHandler`, that one; with neither, it is logged as a swift-log warning
/// under the label `"Segue"` with the domain and kind as metadata, so nothing is dropped
/// silently.
public enum Diagnostics {
  /// A function that receives diagnostics; it may be called on any thread.
  public typealias Handler = @Sendable (Diagnostic) -> Void

  /// A handler bound to a scope.
  ///
  /// The task-local holds this box rather than the optional function itself: Swift 6.3's
  /// optimizer passes no type metadata for a task-local of optional function type, and
  /// binding one crashes release builds.
  final class Binding: Sendable {
    let handler: Handler

    init(_ handler: @escaping Handler) {
      self.handler = handler
    }
  }

  /// The handler bound in the current scope: a task-local, so each task, test and application
  /// frame sees only its own binding and none leaks into another.
  @TaskLocal static var binding: Binding?

  /// The handler of the current scope, or `nil` for the default (logging).
  public static var handler: Handler? { binding?.handler }

  /// Runs `operation` with `handler` receiving every diagnostic reported in it (`nil`: the
  /// default, logging), and returns what it returned.
  public static func withHandler<Result>(_ handler: Handler?, operation: () throws -> Result) rethrows -> Result {
    try $binding.withValue(handler.map(Binding.init), operation: operation)
  }

  /// Passes `diagnostic` to the current scope's handler, or logs it; never throws or stops the
  /// program.
  public static func report(_ diagnostic: Diagnostic) {
    (handler ?? logWarning)(diagnostic)
  }

  /// Logs `diagnostic` as a warning under the label `"Segue"`.
  public static func logWarning(_ diagnostic: Diagnostic) {
    logger.warning(
      "\(diagnostic.message)", metadata: ["domain": "\(diagnostic.domain)", "kind": "\(diagnostic.kind)"])
  }

  /// Runs `body` with a handler that keeps every diagnostic reported in it (and passes none
  /// on), and returns what `body` returned with those diagnostics, in the order reported.
  public static func collecting<Result>(
    _ body: () throws -> Result
  ) rethrows -> (result: Result, diagnostics: [Diagnostic]) {
    let collected = Collected()
    let result = try withHandler({ diagnostic in collected.append(diagnostic) }, operation: body)
    return (result, collected.all)
  }

  private static let logger = Logger(label: "Segue")
}

/// Diagnostics kept by ``Diagnostics/collecting(_:)``, appended from whichever thread reports.
private final class Collected: Sendable {
  private let storage = Mutex<[Diagnostic]>([])

  func append(_ diagnostic: Diagnostic) {
    storage.withLock { $0.append(diagnostic) }
  }

  var all: [Diagnostic] { storage.withLock { $0 } }
}
