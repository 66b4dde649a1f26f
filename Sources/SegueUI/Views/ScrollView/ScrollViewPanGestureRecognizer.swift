import SegueGeometry

/// A scroll view's own pan: it stops the content's motion when a finger lands, begins only
/// along an axis the scroll view can scroll, and tells the scroll view when its fingers are gone.
///
/// Segue's choice, as the platform behaves with nested scroll views: when the scroll view can
/// scroll along one axis only, the pan begins only if the finger moved at least as far along
/// that axis as across it, so a scroll view that scrolls across leaves the drag to its
/// ancestors.
final class ScrollViewPanGestureRecognizer: PanGestureRecognizer {
  /// The scroll view the pan drives.
  weak var scrollView: ScrollView?

  /// Stops the content where it shows when the first finger lands, then follows the fingers.
  override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    if numberOfTouches == touches.count { scrollView?.fingerDidLand() }
    super.touchesBegan(touches, with: event)
  }

  /// Lets the scroll view settle once its fingers are gone.
  override func reset() {
    super.reset()
    scrollView?.fingersDidLift()
  }

  /// Whether the pan may begin after the finger moved `movement`: not when an enclosing content
  /// back swipe takes it, else along an axis the scroll view can scroll (see the type's note).
  override func mayBegin(moving movement: Vector) -> Bool {
    guard let scrollView, !scrollView.yieldsToContentPop(moving: movement) else { return false }
    let horizontal = scrollView.canScroll(on: .horizontal)
    let vertical = scrollView.canScroll(on: .vertical)
    if horizontal && vertical { return true }
    if horizontal { return abs(movement.dx) >= abs(movement.dy) }
    if vertical { return abs(movement.dy) >= abs(movement.dx) }
    return false
  }
}
