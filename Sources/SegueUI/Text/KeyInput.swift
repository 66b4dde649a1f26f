/// A responder that takes typed text, the analogue of `UIKeyInput`: while it is its window's
/// first responder, the window's keyboard shows and the keys typed (on it or on a host's
/// keyboard, through ``Window/insertText(_:)``) reach it.
@MainActor
public protocol KeyInput: AnyObject {
  /// Whether there is text to delete.
  var hasText: Bool { get }
  /// Inserts `text` at the insertion point (replacing the selection); `"\n"` is the Return key.
  func insertText(_ text: String)
  /// Deletes the selection, else the character before the insertion point.
  func deleteBackward()
}
