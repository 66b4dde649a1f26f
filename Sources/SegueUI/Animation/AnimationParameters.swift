import SegueMotion

/// How a view animation block paces its animations: a cubic curve, or a spring.
enum AnimationPacing {
  /// A Bézier timing function over the duration.
  case curve(TimingFunction)
  /// A spring released with an initial velocity in total distances per second, cut off at the
  /// duration (which, for the spring form, is when it settles).
  case spring(Spring, initialVelocity: Double)
}

/// The resolved timing of one animation block: what every property change it captures animates
/// with.
struct AnimationParameters {
  /// The length of each animation in seconds.
  var duration: Double
  /// The seconds between the block's call and the start of its animations.
  var delay: Double
  /// The pacing of each animation.
  var pacing: AnimationPacing
  /// The options in force, after inheritance.
  var options: View.AnimationOptions

  /// The parameters of a block nested in a block with `outer` (`nil` at the top level).
  ///
  /// As on the platform, a nested block takes the enclosing block's duration and pacing and
  /// adds its options to the enclosing block's flags, unless told otherwise by
  /// `overrideInheritedDuration`, `overrideInheritedCurve` and `overrideInheritedOptions`
  /// (which also keeps this block's kind of pacing, curve or spring). Segue's choice where the
  /// platform is silent: delays add up, so a nested block starts its own delay after the
  /// enclosing block's.
  func inheriting(from outer: AnimationParameters?) -> AnimationParameters {
    guard let outer else { return self }
    var resolved = self
    resolved.delay = outer.delay + delay
    if !options.contains(.overrideInheritedDuration) { resolved.duration = outer.duration }
    if !options.contains(.overrideInheritedCurve) && !options.contains(.overrideInheritedOptions) {
      resolved.pacing = outer.pacing
    }
    if !options.contains(.overrideInheritedOptions) {
      resolved.options = options.union(outer.options.flags)
    }
    return resolved
  }

  /// Whether the block animates at all: a positive, finite duration.
  var animates: Bool { duration > 0 && duration.isFinite }

  /// Sets the duration, pacing, fill, repetition and reversal of `animation`; the linear curve
  /// is set as no curve, which paces exactly linearly (a solved Bézier is within 1e-7).
  @MainActor func configure(_ animation: Animation) {
    animation.duration = duration
    if case .curve(let function) = pacing, function != .linear { animation.timingFunction = function }
    animation.fillMode = .both
    if options.contains(.repeat) { animation.repeatCount = .infinity }
    animation.autoreverses = options.contains(.autoreverse)
  }
}
