/// The object that lets an app shape a recognizer's decisions, the analogue of
/// `UIGestureRecognizerDelegate`; every method has a default.
@MainActor
public protocol GestureRecognizerDelegate: AnyObject {
  /// Whether `gestureRecognizer` may leave possible (begin or recognize); when `false` it fails.
  /// Default `true`.
  func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool

  /// Whether `gestureRecognizer` receives `touch`, asked when the touch lands; a refused touch
  /// still goes to the view. Default `true`.
  func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool

  /// Whether `gestureRecognizer` and `other` may both recognize the same touches; `true` from
  /// either recognizer's delegate is enough. Default `false`.
  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer
  ) -> Bool
}

extension GestureRecognizerDelegate {
  /// Lets the recognizer begin.
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }

  /// Lets the recognizer receive the touch.
  public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
    true
  }

  /// Keeps the recognizers exclusive.
  public func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer
  ) -> Bool {
    false
  }
}
