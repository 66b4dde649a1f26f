import SegueMotion

extension View {
  /// Animates the changes `animations` makes to views over `duration` seconds, ease-in-ease-out.
  ///
  /// See ``animate(withDuration:delay:options:animations:completion:)``.
  public static func animate(withDuration duration: Double, animations: () -> Void) {
    animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
  }

  /// Animates the changes `animations` makes over `duration` seconds, ease-in-ease-out, then
  /// calls `completion`.
  ///
  /// See ``animate(withDuration:delay:options:animations:completion:)``.
  public static func animate(
    withDuration duration: Double, animations: () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
  }

  /// Animates the changes `animations` makes to the animatable properties of views (frame,
  /// bounds, centre, transform, alpha, background colour) over `duration` seconds after
  /// `delay`, paced by the curve in `options`, then calls `completion`.
  ///
  /// Each property's model value is the new value at once; what is on screen moves from the
  /// old value (or, with `beginFromCurrentState`, the value shown now) to it. The animations
  /// begin at the application's current time plus `delay` (see `AnimationTime`). As on iOS 8
  /// and later, a change of position, bounds (centre, frame) or alpha is added to what already
  /// animates it, so a new block retargets a running one without a jump and both complete with
  /// `true`; other properties, and every property with `beginFromCurrentState`, replace the
  /// running animation, whose block then completes with `false`.
  /// `completion` gets `true` when every animation of the block ran to its end and `false` when
  /// one was removed or replaced first; with a zero duration, inside ``performWithoutAnimation(_:)``
  /// or when nothing changed, the changes show at once and `completion(true)` runs on the next
  /// frame. A block nested in another inherits its duration, curve and options unless
  /// `options` overrides them.
  public static func animate(
    withDuration duration: Double, delay: Double, options: AnimationOptions = [], animations: () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    let parameters = AnimationParameters(
      duration: sanitized(duration, "duration"), delay: sanitized(delay, "delay"),
      pacing: .curve(options.curve.timingFunction), options: options)
    runBlock(parameters, kind: .immediate, animations: animations, completion: completion)
  }

  /// Animates the changes `animations` makes with a spring that settles in `duration` seconds,
  /// then calls `completion`.
  ///
  /// `dampingRatio` 1 settles without overshooting, smaller values oscillate; `velocity` is the
  /// initial speed in units of the whole distance per second (0.5 for 100 pt/s over 200 pt).
  /// The spring is SegueMotion's closed form with UIKit's undocumented duration mapping
  /// approximated as ``/SegueMotion/Spring/init(duration:usingSpringWithDamping:initialSpringVelocity:)``
  /// documents; each animation is cut off at `duration`, when the spring is within 0.1 % of its
  /// target. The curve bits of `options` are ignored. Otherwise as
  /// ``animate(withDuration:delay:options:animations:completion:)``.
  public static func animate(
    withDuration duration: Double, delay: Double, usingSpringWithDamping dampingRatio: Double,
    initialSpringVelocity velocity: Double, options: AnimationOptions = [], animations: () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    let duration = sanitized(duration, "duration")
    let ratio = dampingRatio.isNaN ? 1 : dampingRatio
    if dampingRatio.isNaN {
      Diagnostics.report(Diagnostic(message: "View.animate: usingSpringWithDamping is NaN; using 1 (critical damping)"))
    }
    let speed = velocity.isFinite ? velocity : 0
    if !velocity.isFinite {
      Diagnostics.report(Diagnostic(message: "View.animate: initialSpringVelocity \(velocity) is not finite; using 0"))
    }
    let spring = Spring(duration: duration, usingSpringWithDamping: ratio, initialSpringVelocity: speed)
    let parameters = AnimationParameters(
      duration: duration, delay: sanitized(delay, "delay"), pacing: .spring(spring, initialVelocity: speed),
      options: options)
    runBlock(parameters, kind: .immediate, animations: animations, completion: completion)
  }

  /// Runs `actionsWithoutAnimation` with animations disabled: its changes show at once, also
  /// those made inside animation blocks it calls (whose completions still run, with `true`).
  public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    AnimationCapture.withoutAnimationDepth += 1
    Transaction.begin()
    Transaction.disableActions = true
    actionsWithoutAnimation()
    Transaction.commit()
    AnimationCapture.withoutAnimationDepth -= 1
  }

  /// Whether animation blocks animate: false inside ``performWithoutAnimation(_:)``.
  public static var areAnimationsEnabled: Bool { AnimationCapture.withoutAnimationDepth == 0 }

  /// Opens a view block with `parameters` inherited from any enclosing block, runs `animations`
  /// in it and closes it.
  static func runBlock(
    _ parameters: AnimationParameters, kind: AnimationCapture.Kind, animations: () -> Void,
    completion: ((Bool) -> Void)?, finish: (AnimationCapture) -> Void = { _ in }
  ) {
    let capture = AnimationCapture(
      parameters: parameters.inheriting(from: AnimationCapture.inheritedParameters), kind: kind,
      completion: AnimationCompletion(completion))
    AnimationCapture.run(capture, animations, finish: finish)
  }

  /// `value`, or 0 (reported as a problem of the `function` call) when it is not a finite number.
  static func sanitized(_ value: Double, _ name: String, in function: String = "View.animate") -> Double {
    guard !value.isFinite else { return value }
    Diagnostics.report(Diagnostic(message: "\(function): \(name) \(value) is not a finite number; using 0"))
    return 0
  }
}
