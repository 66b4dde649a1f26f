/// The touch that catches a navigation controller's interactive pop while it plays its rest:
/// it begins as soon as its first finger lands, with no movement needed, then follows the
/// fingers as a pan (see ``NavigationController``).
final class TransitionCatchGestureRecognizer: PanGestureRecognizer {
  /// Begins when the first finger lands; follows the fingers after that.
  override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    super.touchesBegan(touches, with: event)
    if state == .possible { state = .began }
  }
}
