/// An object that can handle touches, the analogue of `UIResponder`.
///
/// Each touch method's default passes the touches up the responder chain, to ``next``; a
/// subclass that handles touches overrides the methods (all four, as on the platform, so that a
/// cancelled touch is never left half-handled).
@MainActor
open class Responder {
  /// Creates a responder.
  public init() {}

  /// The next responder in the chain: a view's superview, a window's nothing.
  open var next: Responder? { nil }

  /// Touches began on this responder.
  open func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    next?.touchesBegan(touches, with: event)
  }

  /// Touches this responder received moved.
  open func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
    next?.touchesMoved(touches, with: event)
  }

  /// Touches this responder received lifted.
  open func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    next?.touchesEnded(touches, with: event)
  }

  /// Touches this responder received were cancelled (a gesture recognizer took them, or the
  /// system did); the responder should undo what their beginning started.
  open func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
    next?.touchesCancelled(touches, with: event)
  }
}
