import SegueGeometry
import SegueMotion

extension ScrollView {
  /// Moves the content to `offset`: at once when not `animated` (a motion under way stops,
  /// without its end call — Segue's choice), else over 0.3 s ease-in-ease-out in place of any
  /// motion under way (which gets no end call either), ending with
  /// ``ScrollViewDelegate/scrollViewDidEndScrollingAnimation(_:)``. Animating to where the
  /// content already is does nothing, as on the platform.
  public func setContentOffset(_ offset: Point, animated: Bool) {
    guard animated else {
      stopMotion()
      contentOffset = offset
      return
    }
    guard offset != contentOffset else { return }
    let now = window?.application?.clock.now ?? 0
    var animation = ScrollMotion(kind: .animation, horizontal: .still, vertical: .still)
    for axis in ScrollAxis.allCases where axis.component(of: offset) != axis.component(of: contentOffset) {
      animation[axis] = .animating(
        ScrollAnimation(start: now, origin: axis.component(of: contentOffset), target: axis.component(of: offset)))
    }
    run(animation)
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

  /// Starts `newMotion` in place of any motion under way, on the application's frames; without
  /// an application it ends at once, at its resting offset.
  func run(_ newMotion: ScrollMotion) {
    motion = newMotion
    isDecelerating = newMotion.kind == .deceleration
    showIndicators()
    guard !startTicking() else { return }
    var offset = contentOffset
    for axis in ScrollAxis.allCases {
      guard let target = newMotion[axis].restingOffset else { continue }
      let range = offsetRange(on: axis)
      offset = axis.replacing(range.clamping(target), in: offset)
    }
    contentOffset = offset
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

  /// Ticks on the application's frames; `false` when there is no application.
  func startTicking() -> Bool {
    guard let application = window?.application else { return false }
    guard link == nil else { return true }
    let link = DisplayLink { [weak self] link in
      guard let self else { return link.invalidate() }
      self.tick(at: link.timestamp)
    }
    link.add(to: application.frameScheduler)
    self.link = link
    return true
  }

  /// Moves the content to where its motion is at `time`, ends the motion once both axes rest,
  /// fades the indicators, and stops ticking once nothing is left to do.
  private func tick(at time: Double) {
    if var current = motion {
      var offset = contentOffset
      for axis in ScrollAxis.allCases {
        current[axis] = current[axis].advanced(to: time, within: offsetRange(on: axis))
        if let value = current[axis].value(at: time) { offset = axis.replacing(value, in: offset) }
        if current[axis].isFinished(at: time) { current[axis] = .still }
      }
      motion = current
      contentOffset = offset
      if motion?.isStill == true { endMotion() }
    }
    fadeIndicators(at: time)
    if motion == nil, indicatorsFadeStart == nil {
      link?.invalidate()
      link = nil
    }
  }
}
