extension Window {
  /// Types `text` (any script, several characters at once) into the first responder when it is
  /// a ``KeyInput``; ignored otherwise. The keyboard's keys and a host's input method call it.
  public func insertText(_ text: String) {
    (currentFirstResponder as? any KeyInput)?.insertText(text)
  }

  /// Deletes backward in the first responder when it is a ``KeyInput`` (the backspace key);
  /// ignored otherwise.
  public func deleteBackward() {
    (currentFirstResponder as? any KeyInput)?.deleteBackward()
  }

  /// Sends the Return key to the first responder when it is a ``KeyInput``: `"\n"` is inserted,
  /// which a text field turns into ``TextFieldDelegate/textFieldShouldReturn(_:)``; ignored
  /// otherwise.
  public func insertNewline() {
    insertText("\n")
  }
}
