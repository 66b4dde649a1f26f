/// An animation that can be started, paused, scrubbed, reversed and stopped, the analogue of
/// `UIViewAnimating`; ``PropertyAnimator`` adopts it.
@MainActor
public protocol ViewAnimating: AnyObject {
  /// Whether the animation is inactive, active or stopped.
  var state: ViewAnimatingState { get }
  /// Whether the animation is moving (active and not paused).
  var isRunning: Bool { get }
  /// Whether it runs (or, when not running, will run) from the end back to the start.
  var isReversed: Bool { get set }
  /// How far the animation is, 0 at the start and 1 at the end; settable while paused.
  var fractionComplete: Double { get set }
  /// Starts, or resumes, the animation.
  func startAnimation()
  /// Starts, or resumes, the animation after `delay` seconds.
  func startAnimation(afterDelay delay: Double)
  /// Pauses a running animation, or starts an inactive one paused.
  func pauseAnimation()
  /// Stops the animation where it is: inactive at once when `withoutFinishing`, else stopped
  /// until ``finishAnimation(at:)``.
  func stopAnimation(_ withoutFinishing: Bool)
  /// Finishes a stopped animation at `finalPosition` and runs its completions.
  func finishAnimation(at finalPosition: ViewAnimatingPosition)
}

/// A ``ViewAnimating`` animation that takes more animation blocks and completions and can be
/// continued with new timing, the analogue of `UIViewImplicitlyAnimating`.
@MainActor
public protocol ViewImplicitlyAnimating: ViewAnimating {
  /// Adds an animation block that animates over the rest of the animation.
  func addAnimations(_ animation: @escaping () -> Void)
  /// Adds an animation block that starts `delayFactor` of the way through the rest of the animation.
  func addAnimations(_ animation: @escaping () -> Void, delayFactor: Double)
  /// Adds a block run with the final position when the animation ends.
  func addCompletion(_ completion: @escaping (ViewAnimatingPosition) -> Void)
  /// Resumes a paused animation with new timing over `durationFactor` times the original duration.
  func continueAnimation(withTimingParameters parameters: (any TimingCurveProvider)?, durationFactor: Double)
}
