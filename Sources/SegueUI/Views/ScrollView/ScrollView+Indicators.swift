import SegueGeometry

extension ScrollView {
  /// How long the indicators stay after scrolling stops before fading, 0.5 s (Segue's choice).
  static let indicatorFadeDelay = 0.5
  /// How long the indicators take to fade, 0.3 s (Segue's choice).
  static let indicatorFadeDuration = 0.3

  /// Shows the indicators for a moment, then fades them, as after scrolling.
  public func flashScrollIndicators() {
    showIndicators()
    scheduleIndicatorFade()
  }

  /// Places the indicators for the current offset, size and insets.
  func updateIndicators() {
    horizontalIndicator.place(
      offset: contentOffset.x, range: offsetRange(on: .horizontal), bounds: bounds,
      shows: showsHorizontalScrollIndicator)
    verticalIndicator.place(
      offset: contentOffset.y, range: offsetRange(on: .vertical), bounds: bounds, shows: showsVerticalScrollIndicator)
  }

  /// Shows the indicators fully until scrolling stops, in front of the content again when the
  /// app removed them (say with `subviews.forEach { $0.removeFromSuperview() }`).
  func showIndicators() {
    for indicator in [horizontalIndicator, verticalIndicator] where indicator.superview !== self {
      addSubview(indicator)
    }
    indicatorsFadeStart = nil
    horizontalIndicator.alpha = 1
    verticalIndicator.alpha = 1
    updateIndicators()
  }

  /// Fades the indicators out once ``indicatorFadeDelay`` has passed with no scrolling, on the
  /// application's frames (at once without an application).
  func scheduleIndicatorFade() {
    guard let now = window?.application?.clock.now, startTicking() else {
      horizontalIndicator.alpha = 0
      verticalIndicator.alpha = 0
      return
    }
    indicatorsFadeStart = now + Self.indicatorFadeDelay
  }

  /// Sets the indicators' opacity for `time` while they fade: linearly from 1 to 0 over
  /// ``indicatorFadeDuration``.
  func fadeIndicators(at time: Double) {
    guard let start = indicatorsFadeStart else { return }
    let alpha = min(1, max(0, 1 - (time - start) / Self.indicatorFadeDuration))
    horizontalIndicator.alpha = alpha
    verticalIndicator.alpha = alpha
    if alpha == 0 { indicatorsFadeStart = nil }
  }
}
