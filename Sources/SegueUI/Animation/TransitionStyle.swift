/// The built-in transition styles, numbered as in the transition bits of
/// ``View/AnimationOptions``.
enum TransitionStyle: Int {
  /// Turns about the vertical axis, the left edge coming towards the viewer.
  case flipFromLeft = 1
  /// Turns about the vertical axis, the right edge coming towards the viewer.
  case flipFromRight = 2
  /// Rolls the old content up and away.
  case curlUp = 3
  /// Unrolls the new content down over the old.
  case curlDown = 4
  /// Fades the old content out over the new.
  case crossDissolve = 5
  /// Turns about the horizontal axis, the top edge coming towards the viewer.
  case flipFromTop = 6
  /// Turns about the horizontal axis, the bottom edge coming towards the viewer.
  case flipFromBottom = 7
}
