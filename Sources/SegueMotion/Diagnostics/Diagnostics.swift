/// A problem Segue noticed in what it was asked to do, and recovered from.
public struct Diagnostic: Sendable, Equatable {
  /// One line: what is wrong and what Segue did instead.
  public let message: String

  /// Creates a diagnostic with its one-line message.
  public init(message: String) {
    self.message = message
  }
}

/// The hook through which Segue reports problems it recovered from; nothing is reported unless
/// a handler is installed.
///
/// The command-line tool and the UI layer install a handler that prints each message to
/// standard error; tests install their own to collect the messages and restore the previous
/// handler afterwards.
@MainActor
public enum Diagnostics {
  /// The function that receives every reported diagnostic, or `nil` to drop them.
  public static var handler: ((Diagnostic) -> Void)?

  /// Passes `diagnostic` to the handler, if one is installed; never throws or stops the program.
  public static func report(_ diagnostic: Diagnostic) {
    handler?(diagnostic)
  }
}
