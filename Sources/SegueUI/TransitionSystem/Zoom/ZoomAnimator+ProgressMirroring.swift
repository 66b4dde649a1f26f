import SegueMotion

extension ZoomAnimator: ProgressMirroring {
  /// Where the zoom's critically damped spring stands at `progress` of ``duration``.
  func shownFraction(atProgress progress: Double) -> Double {
    Spring(duration: Self.duration, usingSpringWithDamping: 1).position(at: progress * Self.duration)
  }
}
