/// An object that can handle touches and become its window's first responder, the analogue of
/// `UIResponder`.
///
/// Each touch method's default passes the touches up the responder chain, to ``next``; a
/// subclass that handles touches overrides the methods (all four, as on the platform, so that a
/// cancelled touch is never left half-handled).
///
/// A window has at most one first responder, which receives typing (see ``KeyInput``). A
/// responder that becomes first responder first has the previous one resign; a view leaving
/// its window resigns (see ``Window/firstResponder``).
@MainActor
open class Responder {
  /// Creates a responder.
  public init() {}

  /// The next responder in the chain: a view's superview, a window's nothing.
  open var next: Responder? { nil }

  /// The window whose first responder this responder can be: a view's window, a view
  /// controller's view's window, else none.
  var responderWindow: Window? { nil }

  /// Whether the responder may become first responder; `false` by default.
  open var canBecomeFirstResponder: Bool { false }

  /// Whether the first responder may give up its status; `true` by default.
  open var canResignFirstResponder: Bool { true }

  /// Whether the responder is its window's first responder.
  public var isFirstResponder: Bool { responderWindow?.firstResponder === self }

  /// Makes the responder its window's first responder and reports whether it is now.
  ///
  /// As on the platform: `true` at once when it already is; `false` when it is in no window or
  /// ``canBecomeFirstResponder`` is `false` (asked first), or when the current first responder
  /// refuses to resign (its ``canResignFirstResponder``, then its ``resignFirstResponder()``).
  /// A text input becoming first responder brings up the window's keyboard.
  open func becomeFirstResponder() -> Bool {
    responderWindow?.makeFirstResponder(self) ?? false
  }

  /// Gives up first-responder status and reports whether the responder gave it up (`true` when
  /// it was not first responder); `false` when ``canResignFirstResponder`` is `false`. The
  /// keyboard goes away unless another text input takes over in the same call.
  open func resignFirstResponder() -> Bool {
    guard let window = responderWindow, window.firstResponder === self else { return true }
    return window.resign(self)
  }

  /// Called right after the responder became first responder, before the keyboard reacts.
  func didBecomeFirstResponder() {}

  /// Called right after the responder stopped being first responder, before the keyboard
  /// reacts.
  func didResignFirstResponder() {}

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
