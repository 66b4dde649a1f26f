import SegueMotion

extension View {
  /// Animates the keyframes that `animations` adds with
  /// ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)`` over `duration` seconds
  /// after `delay`, then calls `completion`.
  ///
  /// As on the platform, each changed property becomes one keyframe animation over the whole
  /// duration: its old value at 0, each keyframe's value reached at the keyframe's end (the
  /// previous value held until it starts), the last value held until 1; the calculation mode
  /// of `options` interpolates between them and the whole animation is paced ease-in-ease-out
  /// unless curve bits are passed in. Changes made outside any keyframe animate over the whole
  /// duration. In the discrete mode a keyframe's value appears when the keyframe ends, and a
  /// keyframe of zero duration changes the value at its start time. A duration of 0 or less
  /// applies the changes at once. Completion and nesting as
  /// ``animate(withDuration:delay:options:animations:completion:)``.
  public static func animateKeyframes(
    withDuration duration: Double, delay: Double, options: KeyframeAnimationOptions = [], animations: () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    let animationOptions = options.animationOptions
    let parameters = AnimationParameters(
      duration: sanitized(duration, "duration", in: "View.animateKeyframes"),
      delay: sanitized(delay, "delay", in: "View.animateKeyframes"),
      pacing: .curve(animationOptions.curve.timingFunction), options: animationOptions)
    let keyframes = KeyframeCapture(mode: options.calculationMode)
    runBlock(parameters, kind: .keyframes(keyframes), animations: animations, completion: completion) { capture in
      guard capture.animates, let parameters = capture.parameters else { return }
      for record in capture.records {
        capture.add(record.keyframeAnimation(parameters, mode: keyframes.mode), for: record)
      }
    }
  }

  /// Adds a keyframe to the enclosing keyframe animation: the changes `animations` makes are
  /// reached over the part of the animation from `frameStartTime` lasting `frameDuration`,
  /// both fractions of the whole.
  ///
  /// Times outside [0, 1] (and a duration running past 1) are clamped, with a diagnostic.
  /// Segue's choice: a value within 1e-9 of its range is taken as at the range's end without
  /// one, as decimal fractions land in binary (1 − 0.8 is slightly under 0.2, so a keyframe
  /// from 0.8 lasting 0.2 ends at 1 rather than overrunning it).
  /// Called outside an `animateKeyframes` block, the changes are made as part of whatever
  /// block is running (at once if none), with a diagnostic.
  public static func addKeyframe(
    withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double, animations: () -> Void
  ) {
    guard let capture = AnimationCapture.current, case .keyframes(let keyframes) = capture.kind else {
      Diagnostics.report(
        Diagnostic(
          message: "View.addKeyframe(withRelativeStartTime:relativeDuration:animations:) called outside an "
            + "animateKeyframes block; its changes were made without a keyframe (call it inside the block "
            + "passed to View.animateKeyframes)"))
      animations()
      return
    }
    let start = clamped(frameStartTime, to: 0...1, "relative start time \(frameStartTime)")
    let duration = clamped(frameDuration, to: 0...(1 - start), "relative duration \(frameDuration) from \(start)")
    keyframes.count += 1
    let enclosing = keyframes.current
    keyframes.current = KeyframeSpan(index: keyframes.count, start: start, duration: duration)
    animations()
    keyframes.current = enclosing
  }

  /// `value` clamped into `range` (NaN to its lower bound), reporting a value outside it by more
  /// than the rounding of decimal fractions in binary.
  private static func clamped(_ value: Double, to range: ClosedRange<Double>, _ description: String) -> Double {
    if range.contains(value) { return value }
    let tolerance = 1e-9
    if value >= range.lowerBound - tolerance && value <= range.upperBound + tolerance {
      return min(max(value, range.lowerBound), range.upperBound)
    }
    let result = value.isNaN ? range.lowerBound : min(max(value, range.lowerBound), range.upperBound)
    Diagnostics.report(
      Diagnostic(
        message:
          "View.addKeyframe: \(description) is outside [\(range.lowerBound), \(range.upperBound)]; using \(result)"))
    return result
  }
}
