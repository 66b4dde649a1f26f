import Logging

/// The hook through which Segue reports transition contract violations (``TransitionIssue``):
/// by default each is logged as a swift-log warning under the label `"Segue.Transitions"`.
///
/// Replace ``handler`` to collect issues in tests or to fail loudly in debug builds; Segue has
/// already recovered from each issue when it is reported.
@MainActor
public enum TransitionDiagnostics {
  /// The function that receives every issue.
  public static var handler: (TransitionIssue) -> Void = logWarning

  /// Reports an issue of `kind` to the handler; custom containers, segues and animators use it
  /// for the misuse they recover from. Say what is wrong, what was done and what to do.
  public static func report(_ kind: TransitionIssue.Kind, _ message: String) {
    handler(TransitionIssue(kind: kind, message: message))
  }

  /// Logs `issue` as a warning.
  public nonisolated static func logWarning(_ issue: TransitionIssue) {
    logger.warning("\(issue.message)", metadata: ["issue": "\(issue.kind.rawValue)"])
  }

  private nonisolated static let logger = Logger(label: "Segue.Transitions")

  /// The name of `object`'s type, as diagnostics name the object at fault.
  static func name(of object: AnyObject) -> String {
    String(describing: type(of: object))
  }
}
