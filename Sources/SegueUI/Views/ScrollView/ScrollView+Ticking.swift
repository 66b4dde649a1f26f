import SegueMotion

extension ScrollView {
  /// Ticks on the frames of the application of the scroll view's window, binding the display
  /// link to it (again, when the view moved to another application); `false` when there is no
  /// application.
  func startTicking() -> Bool {
    guard let application = window?.application else { return false }
    if link != nil, linkedApplication === application { return true }
    link?.invalidate()
    let link = DisplayLink { [weak self] link in
      guard let self else { return link.invalidate() }
      self.tick(at: link.timestamp)
    }
    link.add(to: application.frameScheduler)
    self.link = link
    linkedApplication = application
    return true
  }

  /// Follows the scroll view into a new window: when its application changed (or it left its
  /// window), the display link lets go of the old application's frames, a motion under way ends
  /// at once at its resting offset (Segue's choice: it was planned on the old application's
  /// clock), and fading indicators fade on the new application's frames.
  func followWindow() {
    guard link != nil, linkedApplication !== window?.application else { return }
    link?.invalidate()
    link = nil
    linkedApplication = nil
    if motion != nil { finishAtRest() } else if indicatorsFadeStart != nil { scheduleIndicatorFade() }
  }

  /// Moves the content to where its motion is at `time` (re-planned first for a range that
  /// changed, see ``replanMotion(at:)``), ends the motion once both axes rest, fades the
  /// indicators, and stops ticking once nothing is left to do.
  private func tick(at time: Double) {
    replanMotion(at: time)
    if var current = motion {
      var offset = contentOffset
      for axis in ScrollAxis.allCases {
        current[axis] = current[axis].advanced(
          to: time, within: offsetRange(on: axis), dimension: axis.length(of: bounds.size))
        if let value = current[axis].value(at: time), value.isFinite { offset = axis.replacing(value, in: offset) }
        if current[axis].isFinished(at: time) { current[axis] = .still }
      }
      motion = current
      moveContent(to: offset, byApp: false)
      if motion?.isStill == true { endMotion() }
    }
    fadeIndicators(at: time)
    if motion == nil, indicatorsFadeStart == nil {
      link?.invalidate()
      link = nil
      linkedApplication = nil
    }
  }
}
