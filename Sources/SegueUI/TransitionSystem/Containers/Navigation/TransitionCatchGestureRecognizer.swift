/// The touch that catches a navigation controller's transition while it plays by itself: it
/// begins as soon as its first finger lands, with no movement needed, then follows the fingers
/// as a pan (see ``NavigationController``). It is its own delegate and recognizes alongside
/// every other recognizer, so the content's recognizers still see their touches (and ignore
/// them, as a library interaction controller does while its view controller is in a
/// transition); the views under it do not (it cancels their touches, as the platform ignores
/// touches during a transition).
final class TransitionCatchGestureRecognizer: PanGestureRecognizer, GestureRecognizerDelegate {
  /// Whether a first finger that lands in the left edge's region is left to the edge pan (it
  /// fails), so that a back swipe converts a push rather than catching it.
  var leavesEdgeTouches = false

  required init() {
    super.init()
    delegate = self
  }

  /// Recognizes alongside `other`, whatever it is.
  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer
  )
    -> Bool
  { true }

  /// Begins when the first finger lands (fails at the edge when ``leavesEdgeTouches``); follows
  /// the fingers after that.
  override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    super.touchesBegan(touches, with: event)
    guard state == .possible else { return }
    let atEdge = touches.contains { touch in
      guard let window = touch.window else { return false }
      return touch.location(in: window).x - window.bounds.minX <= ScreenEdgePanGestureRecognizer.edgeRegion
    }
    state = leavesEdgeTouches && atEdge ? .failed : .began
  }
}
