import SegueGeometry
import SegueMotion

extension ScrollView {
  /// Moves the content to `offset`, stopping any motion under way without its end call (Segue's
  /// choice): at once when not `animated` or when the content is already there, else over 0.3 s
  /// ease-in-ease-out, ending with ``ScrollViewDelegate/scrollViewDidEndScrollingAnimation(_:)``.
  /// An offset that is not finite is reported and ignored.
  ///
  /// Segue's choice: while a finger drags the content, the drag wins and an animated change is
  /// ignored, so that the content never fights the finger; an animation started while a finger
  /// rests on the scroll view is cancelled when it begins to drag.
  public func setContentOffset(_ offset: Point, animated: Bool) {
    guard offset.x.isFinite, offset.y.isFinite else {
      return reportInvalid("setContentOffset(\(offset), animated: \(animated)): not finite; ignored")
    }
    guard !(animated && isDragging) else { return }
    stopMotion()
    guard animated, offset != contentOffset else {
      contentOffset = offset
      return
    }
    let now = window?.application?.clock.now ?? 0
    var animation = ScrollMotion(kind: .animation, horizontal: .still, vertical: .still)
    for axis in ScrollAxis.allCases where axis.component(of: offset) != axis.component(of: contentOffset) {
      animation[axis] = .animating(
        ScrollAnimation(start: now, origin: axis.component(of: contentOffset), target: axis.component(of: offset)))
    }
    install(animation)
    finishUnlessTicking()
  }

  /// Scrolls the least that shows `rect` (content coordinates), or its top-left part when it is
  /// larger than the bounds, within the scrollable range.
  public func scrollRectToVisible(_ rect: Rect, animated: Bool) {
    var offset = contentOffset
    for axis in ScrollAxis.allCases {
      let start = axis.component(of: offset)
      let length = axis.length(of: bounds.size)
      let (low, high) = axis == .horizontal ? (rect.minX, rect.maxX) : (rect.minY, rect.maxY)
      var moved = start
      if high > start + length { moved = min(low, high - length) }
      if low < moved { moved = low }
      let range = offsetRange(on: axis)
      offset = axis.replacing(range.clamping(moved), in: offset)
    }
    setContentOffset(offset, animated: animated)
  }

  /// Starts `release`, the content's motion after a drag, then tells the delegate it begins
  /// decelerating: the motion exists by then, so the delegate may stop it (with
  /// `setContentOffset(contentOffset, animated: false)`) or change it.
  func beginDecelerating(_ release: ScrollMotion) {
    install(release)
    delegate?.scrollViewWillBeginDecelerating(self)
    finishUnlessTicking()
  }

  /// Makes `newMotion` the motion under way in place of any other, planned within the current
  /// ranges, and ticks it on the application's frames.
  func install(_ newMotion: ScrollMotion) {
    var planned = newMotion
    for axis in ScrollAxis.allCases { planned.plannedRanges[axis] = offsetRange(on: axis) }
    motion = planned
    isDecelerating = planned.kind == .deceleration
    showIndicators()
    _ = startTicking()
  }

  /// Ends the motion under way at once at its resting offset (held within the range) when there
  /// are no frames to run it on: without an application, nothing moves on its own.
  func finishUnlessTicking() {
    guard !startTicking() else { return }
    finishAtRest()
  }

  /// Ends the motion under way, if any, at its resting offset held within the range, with its
  /// end call.
  func finishAtRest() {
    guard let current = motion else { return }
    var offset = contentOffset
    for axis in ScrollAxis.allCases {
      guard let target = current[axis].restingOffset, target.isFinite else { continue }
      offset = axis.replacing(offsetRange(on: axis).clamping(target), in: offset)
    }
    moveContent(to: offset, byApp: false)
    endMotion()
  }

  /// Ends the motion under way, if any, with its end call to the delegate; the content stays
  /// where it shows.
  func endMotion() {
    guard let ended = motion else { return }
    motion = nil
    scheduleIndicatorFade()
    switch ended.kind {
    case .deceleration:
      isDecelerating = false
      delegate?.scrollViewDidEndDecelerating(self)
    case .animation:
      delegate?.scrollViewDidEndScrollingAnimation(self)
    }
  }

  /// Stops the motion under way, if any, without telling the delegate.
  func stopMotion() {
    guard motion != nil else { return }
    motion = nil
    isDecelerating = false
    scheduleIndicatorFade()
  }
}
