/// A problem Segue noticed in what it was asked to do, and recovered from.
public struct Diagnostic: Sendable, Equatable {
  /// The domain of animations, springs, keyframes, touches and gestures.
  public static let motion = "motion"

  /// One line: what is wrong and what Segue did instead.
  public let message: String
  /// The part of Segue that noticed it: ``motion``, or `"transition"` for a broken transition
  /// contract (see `TransitionIssue` in SegueUI).
  public let domain: String
  /// The kind of problem within its domain (a `TransitionIssue.Kind`'s raw value, say); empty
  /// where the domain has no kinds.
  public let kind: String

  /// Creates a diagnostic with its one-line message, in `domain` (``motion`` by default), of
  /// `kind`.
  public init(message: String, domain: String = Diagnostic.motion, kind: String = "") {
    self.message = message
    self.domain = domain
    self.kind = kind
  }
}
