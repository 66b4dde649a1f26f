import SegueGeometry

extension ScrollView {
  /// Follows the scroll view's pan: begins, moves and ends a drag.
  func handlePan(_ pan: ScrollViewPanGestureRecognizer) {
    switch pan.state {
    case .began: beginDragging(translation: pan.translation(in: self))
    case .changed: drag(translation: pan.translation(in: self))
    case .ended:
      drag(translation: pan.translation(in: self))
      endDragging(fingerVelocity: pan.velocity(in: self))
    case .cancelled: endDragging(fingerVelocity: .zero)
    case .possible, .failed: break
    }
  }

  /// Stops the content where it shows (with the motion's end call, as the platform does since
  /// iOS 13) when a finger lands on the scroll view.
  func fingerDidLand() {
    isTracking = true
    endMotion()
  }

  /// Once the fingers are gone without a drag, springs content left past an edge (a touch caught
  /// it bouncing) back, as a deceleration.
  func fingersDidLift() {
    isTracking = false
    guard !isDragging, motion == nil else { return }
    let now = window?.application?.clock.now ?? 0
    var settling = ScrollMotion(kind: .deceleration, horizontal: .still, vertical: .still)
    for axis in ScrollAxis.allCases {
      settling[axis] = .release(
        from: axis.component(of: contentOffset), velocity: 0, within: offsetRange(on: axis), bounces: bounces,
        rate: decelerationRate, at: now)
    }
    guard !settling.isStill else { return }
    beginDecelerating(settling)
  }

  /// The axes the current drag moves the content along.
  func draggedAxes(_ start: DragStart) -> [ScrollAxis] {
    ScrollAxis.allCases.filter { canScroll(on: $0) && (start.lockedAxis == nil || start.lockedAxis == $0) }
  }

  /// How much more one axis must have moved than the other when a drag begins for
  /// ``isDirectionalLockEnabled`` to lock the drag to it, 2 (Segue's choice: within about 27° of
  /// the axis); a more diagonal drag moves freely, as the platform documents.
  static let directionalLockRatio = 2.0

  /// Begins a drag whose pan has moved `translation` so far: stops an animation the app started
  /// while the finger rested (without its end call: the drag cancels it), notes where the content
  /// and the finger start (see ``DragStart``), shows the indicators and tells the delegate.
  private func beginDragging(translation: Point) {
    stopMotion()
    var unresisted = contentOffset
    var page = Point.zero
    for axis in ScrollAxis.allCases {
      let offset = axis.component(of: contentOffset)
      unresisted = axis.replacing(unresistedOffset(offset, on: axis), in: unresisted)
      let length = axis.length(of: bounds.size)
      page = axis.replacing(length > 0 ? (offset / length).rounded() : 0, in: page)
    }
    var locked: ScrollAxis?
    if isDirectionalLockEnabled, canScroll(on: .horizontal), canScroll(on: .vertical) {
      let (across, down) = (abs(translation.x), abs(translation.y))
      if across >= Self.directionalLockRatio * down { locked = .horizontal }
      if down >= Self.directionalLockRatio * across { locked = .vertical }
    }
    dragStart = DragStart(
      translation: translation, unresistedOffset: unresisted, page: page, lockedAxis: locked,
      windowTranslation: scrollPan.translation(in: nil))
    isDragging = true
    showIndicators()
    delegate?.scrollViewWillBeginDragging(self)
  }

  /// Moves the content with the finger: `offset = start − (translation − start translation)` on
  /// each dragged axis, rubber-banded past the edges (see ``bounces``).
  private func drag(translation: Point) {
    guard let start = dragStart else { return }
    var offset = contentOffset
    let top = offsetRange(on: .vertical).lowerBound
    for axis in draggedAxes(start) {
      let moved = axis.component(of: translation) - axis.component(of: start.translation)
      let unresisted = axis.component(of: start.unresistedOffset) - moved
      offset = axis.replacing(resistedOffset(unresisted, on: axis), in: offset)
    }
    if isPinnedAtTop { offset.y = max(offset.y, top) }
    moveContent(to: offset, byApp: false)
  }

  /// Segue's addition: how far, in points, the drag under way reaches past the content's top
  /// (what a rubber band shows a part of, or a sheet sharing the drag takes whole while the
  /// content is pinned there); 0 when it does not, or no drag runs. It is read from the
  /// finger's position now, so a recognizer sharing the drag sees this frame's reach whichever
  /// of the two acts first, and counts the finger's travel in window points, so a transform a
  /// dismissal gives the sheet meanwhile (a turn, a scale) does not change it.
  public var pullBeyondTop: Double {
    guard let start = dragStart, draggedAxes(start).contains(.vertical) else { return 0 }
    let moved = scrollPan.translation(in: nil).y - start.windowTranslation.y
    let top = offsetRange(on: .vertical).lowerBound
    // From the top at most: content caught bouncing past it counts only the finger's own travel.
    return max(0, top - (max(start.unresistedOffset.y, top) - moved))
  }

  /// Puts content pulled past its top at its top, for ``isPinnedAtTop``.
  func pinToTop() {
    let top = offsetRange(on: .vertical).lowerBound
    guard contentOffset.y < top else { return }
    moveContent(to: Point(x: contentOffset.x, y: top), byApp: false)
  }

  /// Ends the drag with the finger's velocity (points per second): asks the delegate for the
  /// target, then decelerates, bounces or settles on a page.
  ///
  /// The content's velocity is the finger's, reversed, on the dragged axes (zero on the others,
  /// and used as it is while past an edge — Segue's choice). The target offered to the delegate
  /// is the resting offset (see ``DecelerationRate``) held within the range, or the page (see
  /// ``isPagingEnabled``); the delegate sees the velocity in points per millisecond. An axis
  /// whose target the delegate moved, or a page, is reached exactly (see ``AxisMotion``).
  ///
  /// The motion is planned after ``ScrollViewDelegate/scrollViewDidEndDragging(_:willDecelerate:)``,
  /// so that it starts from what the delegate left (a pull to refresh's new inset, say), and
  /// exists before ``ScrollViewDelegate/scrollViewWillBeginDecelerating(_:)``. A target the
  /// delegate set to a number that is not finite is reported and the offered one kept.
  private func endDragging(fingerVelocity: Point) {
    guard let start = dragStart else { return }
    var velocity = Point.zero
    for axis in draggedAxes(start) {
      velocity = axis.replacing(-axis.component(of: fingerVelocity), in: velocity)
    }
    if isPinnedAtTop, contentOffset.y <= offsetRange(on: .vertical).lowerBound { velocity.y = max(velocity.y, 0) }
    let offered = isPagingEnabled ? pageTarget(velocity: velocity, start: start) : restingTarget(velocity: velocity)
    var target = offered
    delegate?.scrollViewWillEndDragging(
      self, withVelocity: Point(x: velocity.x / 1000, y: velocity.y / 1000), targetContentOffset: &target)
    if !target.x.isFinite || !target.y.isFinite {
      reportInvalid("scrollViewWillEndDragging set the target \(target), not finite; kept \(offered)")
      target = offered
    }
    let decelerates = !releaseMotion(velocity: velocity, target: target, offered: offered).isStill
    dragStart = nil
    isDragging = false
    delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerates)
    guard decelerates else { return scheduleIndicatorFade() }
    beginDecelerating(releaseMotion(velocity: velocity, target: target, offered: offered))
  }

  /// The offset shown for content the finger holds at `unresisted` on `axis`: past an edge, the
  /// rubber band's `f(overshoot, length)` past it when bouncing, else the edge.
  private func resistedOffset(_ unresisted: Double, on axis: ScrollAxis) -> Double {
    let range = offsetRange(on: axis)
    let length = axis.length(of: bounds.size)
    if unresisted < range.lowerBound {
      guard bounces else { return range.lowerBound }
      return range.lowerBound
        - RubberBand.displacement(overshoot: range.lowerBound - unresisted, dimension: length)
    }
    if unresisted > range.upperBound {
      guard bounces else { return range.upperBound }
      return range.upperBound
        + RubberBand.displacement(overshoot: unresisted - range.upperBound, dimension: length)
    }
    return unresisted
  }

  /// The inverse of ``resistedOffset(_:on:)``: where the finger holds content shown at `offset`.
  func unresistedOffset(_ offset: Double, on axis: ScrollAxis) -> Double {
    let range = offsetRange(on: axis)
    let length = axis.length(of: bounds.size)
    if offset < range.lowerBound {
      return range.lowerBound - RubberBand.overshoot(displacement: range.lowerBound - offset, dimension: length)
    }
    if offset > range.upperBound {
      return range.upperBound + RubberBand.overshoot(displacement: offset - range.upperBound, dimension: length)
    }
    return offset
  }
}
