import SegueGeometry

/// The pan behind a navigation controller's
/// ``NavigationController/interactiveContentPopGestureRecognizer``: a drag anywhere in the
/// content that moves more to the right than up or down.
///
/// Segue's choices, as iOS 26's content back swipe behaves: it begins only on a rightward drag
/// (a drag to the left, or mostly vertical, fails it at once, leaving the touch to the
/// content); it waits for the edge pan to fail, and a touch that lands in the left edge's
/// region (``ScreenEdgePanGestureRecognizer/edgeRegion``) stays the edge pan's even when that
/// does not begin, so a delegate refusing the edge pan keeps swipes from the edge off; and any
/// recognizer deeper in the content that recognizes first keeps the touch (a slider, a
/// horizontal scroll view that can still scroll back: see ``ScrollView``), as does an app's own
/// pan on the navigation controller's view.
final class ContentPopGestureRecognizer: PanGestureRecognizer {
  /// Whether the first finger landed in the left edge's region.
  private var landedAtEdge = false

  /// Notes whether the first finger landed at the left edge, then follows the fingers.
  override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    if numberOfTouches == touches.count, let touch = Self.ordered(touches).first,
      let window = touch.window ?? view?.window
    {
      landedAtEdge = touch.location(in: window).x - window.bounds.minX <= ScreenEdgePanGestureRecognizer.edgeRegion
    }
    super.touchesBegan(touches, with: event)
  }

  /// Forgets where the fingers landed.
  override func reset() {
    super.reset()
    landedAtEdge = false
  }

  /// Whether a rightward drag of the fingers that landed may begin the pan: it is enabled, its
  /// navigation controller does not hold it off, and they did not land at the edge.
  var couldBegin: Bool { isEnabled && !isSuspended && !landedAtEdge }

  /// Begins on a drag more to the right than up or down that did not start at the edge, unless
  /// an app's own pan on the same view follows the same fingers and may still begin.
  override func mayBegin(moving movement: Vector) -> Bool {
    !landedAtEdge && movement.dx > 0 && movement.dx > abs(movement.dy) && !hasRivalPan
  }

  /// Whether a pan the app put on the navigation controller's view (not one of the
  /// controller's own) follows these fingers and is undecided or under way.
  ///
  /// Segue's choice: such a pan comes after the controller's gestures on that view, so without
  /// this the content swipe would always win it; the app's own gesture is the one it meant.
  private var hasRivalPan: Bool {
    view?.gestureRecognizers.contains { other in
      other !== self && other is PanGestureRecognizer && !(other is ScreenEdgePanGestureRecognizer)
        && !(other is TransitionCatchGestureRecognizer) && other.isEnabled && !other.isSuspended
        && (other.currentState == .possible || other.currentState.isActive) && sharesTouches(with: other)
    } ?? false
  }
}
