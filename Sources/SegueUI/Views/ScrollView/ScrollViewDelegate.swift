import SegueGeometry

/// The object told about a scroll view's scrolling, the analogue of `UIScrollViewDelegate`;
/// every method has an empty default.
///
/// A drag that ends with the content moving calls, in order: ``scrollViewWillBeginDragging(_:)``,
/// ``scrollViewDidScroll(_:)`` for each move, ``scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)``,
/// ``scrollViewDidEndDragging(_:willDecelerate:)`` (`true`), ``scrollViewWillBeginDecelerating(_:)``,
/// ``scrollViewDidScroll(_:)`` for each frame, ``scrollViewDidEndDecelerating(_:)``.
@MainActor
public protocol ScrollViewDelegate: AnyObject {
  /// The content offset changed, by a finger, a motion or code.
  func scrollViewDidScroll(_ scrollView: ScrollView)
  /// A finger began dragging the content.
  func scrollViewWillBeginDragging(_ scrollView: ScrollView)
  /// The finger lifted after dragging: `velocity` is the content offset's, in points per
  /// millisecond as on the platform; setting `targetContentOffset` (where the content will rest)
  /// makes the content come to rest there instead.
  func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point)
  /// The finger lifted after dragging; `decelerate` tells whether the content moves on.
  func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
  /// The content starts moving on its own after a drag.
  func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)
  /// The content came to rest after a drag, or a touch stopped it.
  func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
  /// An animation of ``ScrollView/setContentOffset(_:animated:)`` or
  /// ``ScrollView/scrollRectToVisible(_:animated:)`` ended.
  func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
  /// Does nothing.
  public func scrollViewDidScroll(_ scrollView: ScrollView) {}
  /// Does nothing.
  public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
  /// Leaves the target where the scroll view put it.
  public func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point
  ) {}
  /// Does nothing.
  public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
  /// Does nothing.
  public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
  /// Does nothing.
  public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
  /// Does nothing.
  public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
}
