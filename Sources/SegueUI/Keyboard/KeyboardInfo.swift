import SegueGeometry

/// What a keyboard notification tells, typed: the user info of the platform's keyboard
/// notifications under ``Responder``'s `keyboard…UserInfoKey` keys.
public struct KeyboardInfo: Sendable, Hashable {
  /// The keyboard's frame when the slide starts, in window coordinates.
  public var frameBegin: Rect
  /// The keyboard's frame when the slide ends, in window coordinates (below the window when
  /// hiding).
  public var frameEnd: Rect
  /// The slide's length in seconds.
  public var animationDuration: Double
  /// The slide's curve.
  public var animationCurve: View.AnimationCurve

  /// Creates the information of a slide from `frameBegin` to `frameEnd`.
  public init(frameBegin: Rect, frameEnd: Rect, animationDuration: Double, animationCurve: View.AnimationCurve) {
    self.frameBegin = frameBegin
    self.frameEnd = frameEnd
    self.animationDuration = animationDuration
    self.animationCurve = animationCurve
  }

  /// Reads the information from `notification`'s user info; `nil` unless all four keys hold
  /// values of their types.
  public init?(_ notification: Notification) {
    let info = notification.userInfo
    guard let frameBegin = info[Responder.keyboardFrameBeginUserInfoKey] as? Rect,
      let frameEnd = info[Responder.keyboardFrameEndUserInfoKey] as? Rect,
      let duration = info[Responder.keyboardAnimationDurationUserInfoKey] as? Double,
      let curve = info[Responder.keyboardAnimationCurveUserInfoKey] as? View.AnimationCurve
    else { return nil }
    self.init(frameBegin: frameBegin, frameEnd: frameEnd, animationDuration: duration, animationCurve: curve)
  }

  /// The information as a notification's user info, under the platform's keys.
  public var userInfo: [String: any Sendable] {
    [
      Responder.keyboardFrameBeginUserInfoKey: frameBegin, Responder.keyboardFrameEndUserInfoKey: frameEnd,
      Responder.keyboardAnimationDurationUserInfoKey: animationDuration,
      Responder.keyboardAnimationCurveUserInfoKey: animationCurve,
    ]
  }
}
