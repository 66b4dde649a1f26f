extension Responder {
  /// Posted before the keyboard slides in, after ``keyboardWillChangeFrameNotification``; the
  /// analogue of `UIResponder.keyboardWillShowNotification`. Its user info is a ``KeyboardInfo``.
  nonisolated public static let keyboardWillShowNotification = Notification.Name("KeyboardWillShowNotification")
  /// Posted once the keyboard is in, after ``keyboardDidChangeFrameNotification``.
  nonisolated public static let keyboardDidShowNotification = Notification.Name("KeyboardDidShowNotification")
  /// Posted before the keyboard slides out, after ``keyboardWillChangeFrameNotification``.
  nonisolated public static let keyboardWillHideNotification = Notification.Name("KeyboardWillHideNotification")
  /// Posted once the keyboard is out and gone from the window, after
  /// ``keyboardDidChangeFrameNotification``.
  nonisolated public static let keyboardDidHideNotification = Notification.Name("KeyboardDidHideNotification")
  /// Posted first, before the keyboard's frame starts to change (as it slides in or out).
  nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name(
    "KeyboardWillChangeFrameNotification")
  /// Posted once the keyboard's frame has changed, before the did-show or did-hide
  /// notification.
  nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name(
    "KeyboardDidChangeFrameNotification")

  /// The user-info key of the keyboard's frame before the slide, a `Rect` in window
  /// coordinates.
  nonisolated public static let keyboardFrameBeginUserInfoKey = "KeyboardFrameBeginUserInfoKey"
  /// The user-info key of the keyboard's frame after the slide, a `Rect` in window
  /// coordinates.
  nonisolated public static let keyboardFrameEndUserInfoKey = "KeyboardFrameEndUserInfoKey"
  /// The user-info key of the slide's length in seconds, a `Double`.
  nonisolated public static let keyboardAnimationDurationUserInfoKey = "KeyboardAnimationDurationUserInfoKey"
  /// The user-info key of the slide's curve, a ``View/AnimationCurve`` (``View/AnimationCurve/keyboard``).
  nonisolated public static let keyboardAnimationCurveUserInfoKey = "KeyboardAnimationCurveUserInfoKey"
}
