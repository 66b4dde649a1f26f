/// What a ``TextField`` asks and tells about its editing, the analogue of
/// `UITextFieldDelegate`; every method is optional (the defaults allow everything and do
/// nothing).
///
/// When editing moves from field A to field B the calls come in the platform's order:
/// B's ``textFieldShouldBeginEditing(_:)``, A's ``textFieldShouldEndEditing(_:)``, A's
/// ``textFieldDidEndEditing(_:)``, B's ``textFieldDidBeginEditing(_:)``; a `false` from either
/// `should` leaves A editing.
@MainActor
public protocol TextFieldDelegate: AnyObject {
  /// Whether `textField` may become first responder (asked by its
  /// ``Responder/canBecomeFirstResponder``).
  func textFieldShouldBeginEditing(_ textField: TextField) -> Bool
  /// `textField` became first responder.
  func textFieldDidBeginEditing(_ textField: TextField)
  /// Whether `textField` may stop being first responder (not asked when its view leaves the
  /// window).
  func textFieldShouldEndEditing(_ textField: TextField) -> Bool
  /// `textField` stopped being first responder.
  func textFieldDidEndEditing(_ textField: TextField)
  /// Whether typing may replace the characters in `range` (in `Character`s of the text) with
  /// `string` (empty for a deletion); not asked when the program sets ``TextField/text``.
  func textField(_ textField: TextField, shouldChangeCharactersIn range: Range<Int>, replacementString string: String)
    -> Bool
  /// The Return key was typed in `textField`; the answer is ignored, since Segue's text field
  /// has no default action for Return (the platform's sends `editingDidEndOnExit`).
  func textFieldShouldReturn(_ textField: TextField) -> Bool
}

extension TextFieldDelegate {
  /// Allows editing to begin.
  public func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { true }
  /// Does nothing.
  public func textFieldDidBeginEditing(_ textField: TextField) {}
  /// Allows editing to end.
  public func textFieldShouldEndEditing(_ textField: TextField) -> Bool { true }
  /// Does nothing.
  public func textFieldDidEndEditing(_ textField: TextField) {}
  /// Allows the change.
  public func textField(
    _ textField: TextField, shouldChangeCharactersIn range: Range<Int>, replacementString string: String
  ) -> Bool { true }
  /// Does nothing and answers `true`.
  public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
}
