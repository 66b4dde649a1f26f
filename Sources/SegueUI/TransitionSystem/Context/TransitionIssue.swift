import SegueMotion

/// A contract violation Segue noticed in a transition, and recovered from.
public struct TransitionIssue: Sendable, Hashable {
  /// The kinds of violation.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// `completeTransition(_:)` was not called within the watchdog's time; Segue completed the
    /// transition.
    case neverCompleted
    /// `completeTransition(_:)` was called again after the transition ended; ignored.
    case completedTwice
    /// `completeTransition(true)` after the interaction was cancelled; treated as a cancel.
    case completedAfterCancel
    /// The "to" view was not in the container when the transition completed; Segue added it.
    case toViewMissing
    /// A view was not at its non-zero final frame when the transition completed; Segue moved it.
    case finalFrameIgnored
    /// A cancelled transition left views changed or extra views in the container; Segue
    /// restored the hierarchy.
    case cancelNotUndone
    /// A transition was requested while one was running; the request was refused.
    case overlappingTransition
    /// Interactive progress was NaN, infinite or outside 0 … 1; it was clamped.
    case progressOutOfRange
    /// An interaction controller's parameter was invalid (a completion speed of 0 or less).
    case invalidParameter
    /// An interaction controller had no animator to drive; the transition was cancelled.
    case missingAnimator
    /// An interaction controller held a transition without a finger down and without updating,
    /// finishing or cancelling it for ``TransitionContext/interactionStallLimit``; Segue
    /// cancelled the transition.
    case interactionStalled
  }

  /// What went wrong.
  public let kind: Kind
  /// One line: the object at fault, what it did, what Segue did, and the fix.
  public let message: String

  /// The domain of transition issues in the diagnostics channel.
  public static let domain = "transition"

  /// Creates an issue.
  public init(kind: Kind, message: String) {
    self.kind = kind
    self.message = message
  }

  /// The issue a diagnostic of the transition domain carries; `nil` for other diagnostics.
  public init?(_ diagnostic: Diagnostic) {
    guard diagnostic.domain == Self.domain, let kind = Kind(rawValue: diagnostic.kind) else { return nil }
    self.init(kind: kind, message: diagnostic.message)
  }

  /// The issue as a diagnostic of the transition domain.
  public var diagnostic: Diagnostic {
    Diagnostic(message: message, domain: Self.domain, kind: kind.rawValue)
  }
}
