import SegueMotion

/// Content animated from `origin` to `target` by ``ScrollView/setContentOffset(_:animated:)``.
///
/// Segue's choice: 0.3 s along ease-in-ease-out, close to the platform's animated scroll.
struct ScrollAnimation {
  /// How long the animation lasts, 0.3 s.
  static let duration = 0.3

  /// When the animation started, in seconds of the application's clock.
  let start: Double
  /// The offset at `start`.
  let origin: Double
  /// The offset at the end.
  let target: Double

  /// The same animation, `distance` points along.
  func shifted(by distance: Double) -> ScrollAnimation {
    ScrollAnimation(start: start, origin: origin + distance, target: target + distance)
  }

  /// The offset at time `time`.
  func value(at time: Double) -> Double {
    let fraction = TimingFunction.easeInEaseOut.value(at: min(1, max(0, (time - start) / Self.duration)))
    return origin + (target - origin) * fraction
  }

  /// Whether the animation is over at `time`.
  func isFinished(at time: Double) -> Bool {
    time - start >= Self.duration
  }
}
