import SegueMotion

/// Reports transition contract violations (``TransitionIssue``) through the one diagnostics
/// channel, ``/SegueMotion/Diagnostics``, in the domain ``TransitionIssue/domain``: logged as warnings by
/// default, received by an application's `diagnosticsHandler` or a scope's handler otherwise.
///
/// Collect them in tests with ``collectingIssues(_:)``; Segue has already recovered from each
/// issue when it is reported.
@MainActor
public enum TransitionDiagnostics {
  /// Reports an issue of `kind`; custom containers, segues and animators use it for the misuse
  /// they recover from. Say what is wrong, what was done and what to do.
  public static func report(_ kind: TransitionIssue.Kind, _ message: String) {
    Diagnostics.report(TransitionIssue(kind: kind, message: message).diagnostic)
  }

  /// Runs `body` keeping every diagnostic reported in it, and returns what `body` returned with
  /// the transition issues among them, in the order reported.
  public static func collectingIssues<Result>(
    _ body: () throws -> Result
  ) rethrows -> (result: Result, issues: [TransitionIssue]) {
    let (result, diagnostics) = try Diagnostics.collecting(body)
    return (result, diagnostics.compactMap(TransitionIssue.init))
  }

  /// `duration`, returned by `animator`'s `transitionDuration(using:)`, when it is a finite,
  /// non-negative number of seconds; otherwise 0, reported as an invalid parameter, so that a
  /// broken duration never reaches the springs, curves and watchdogs of a transition.
  public static func sanitizedDuration(_ duration: Double, of animator: any AnimatedTransitioning) -> Double {
    guard !duration.isFinite || duration < 0 else { return duration }
    report(
      .invalidParameter,
      "\(name(of: animator)).transitionDuration(using:) returned \(duration); using 0 (return a finite, non-negative number of seconds)"
    )
    return 0
  }

  /// The name of `object`'s type, as diagnostics name the object at fault.
  static func name(of object: AnyObject) -> String {
    String(describing: type(of: object))
  }
}
