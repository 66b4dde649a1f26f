import SegueGeometry

extension ScrollView {
  /// Whether the scroll view leaves a drag that moved `movement` (window coordinates) to an
  /// enclosing navigation controller's content back swipe: the drag goes right more than up or
  /// down, the content already shows its leading edge (nothing to scroll back to), and a
  /// content pop gesture on an ancestor could take it (there is something to pop, no other
  /// transition runs, it is enabled and the touch did not land at the edge).
  ///
  /// Segue's choice, as iOS 26 hands a horizontal scroll view's drags to the content back swipe:
  /// a scroll view that can still scroll back keeps the drag (it recognizes first, being deeper),
  /// and one at its leading edge yields instead of rubber-banding, so the back swipe works
  /// from anywhere in the content.
  func yieldsToContentPop(moving movement: Vector) -> Bool {
    guard movement.dx > 0, movement.dx > abs(movement.dy),
      contentOffset.x <= offsetRange(on: .horizontal).lowerBound
    else { return false }
    var view = superview
    while let current = view {
      if current.gestureRecognizers.contains(where: { ($0 as? ContentPopGestureRecognizer)?.couldBegin == true }) {
        return true
      }
      view = current.superview
    }
    return false
  }
}
