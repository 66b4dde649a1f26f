import SegueMotion

extension View {
  /// Makes the changes `animations` makes to `view`'s content (adding, removing, showing or
  /// hiding subviews, changing properties) appear with the transition style in `options` over
  /// `duration` seconds, then calls `completion`.
  ///
  /// The changes are made at once — the model is the new state — and a picture of the view as
  /// it looked before is animated away as `ViewTransition` describes; with
  /// `allowAnimatedContent` the property changes also animate, with the transition's duration
  /// and curve. Without a transition style, with a zero duration, inside
  /// ``performWithoutAnimation(_:)`` or for a view of zero size, the changes show at once and
  /// `completion(true)` runs on the next frame. `completion` gets `false` when the transition
  /// was interrupted (another transition of the same view replaces a flip; removing the
  /// layers' animations stops any). Timing, nesting and begin time as
  /// ``animate(withDuration:delay:options:animations:completion:)``.
  public static func transition(
    with view: View, duration: Double, options: AnimationOptions = [], animations: (() -> Void)?,
    completion: ((Bool) -> Void)? = nil
  ) {
    let parameters = AnimationParameters(
      duration: sanitized(duration, "duration", in: "View.transition"), delay: 0,
      pacing: .curve(options.curve.timingFunction),
      options: options
    ).inheriting(from: AnimationCapture.inheritedParameters)
    let size = view.bounds.size
    var transition: ViewTransition?
    if let style = options.transitionStyle, parameters.animates, areAnimationsEnabled, size.width > 0, size.height > 0 {
      transition = ViewTransition(view: view, style: style)
    }
    var content = parameters
    if !options.contains(.allowAnimatedContent) { content.duration = 0 }
    let group = AnimationCompletion(completion)
    let capture = AnimationCapture(parameters: content, kind: .immediate, completion: group)
    capture.include(view)
    AnimationCapture.run(
      capture, { animations?() },
      finish: { capture in
        guard var installed = transition else { return }
        installed.install(parameters: parameters, in: capture, completion: group)
        group.prepend { _ in installed.remove() }
      })
  }

  /// Replaces `fromView` with `toView` in `fromView`'s superview with the transition style in
  /// `options` over `duration` seconds, then calls `completion`.
  ///
  /// As on the platform the transition applies to the superview as a whole (a flip turns all
  /// of it). The hierarchy changes at once: `toView` takes `fromView`'s place (inserted just
  /// above it) and `fromView` is removed — or, with `showHideTransitionViews`, `fromView` is
  /// hidden and `toView` shown (inserted above `fromView` if it is not in the superview yet).
  /// A `fromView` without a superview is reported and nothing changes (`completion(true)`).
  /// Otherwise as ``transition(with:duration:options:animations:completion:)``.
  public static func transition(
    from fromView: View, to toView: View, duration: Double, options: AnimationOptions = [],
    completion: ((Bool) -> Void)? = nil
  ) {
    guard let container = fromView.superview else {
      Diagnostics.report(
        Diagnostic(
          message: "View.transition(from:to:): fromView has no superview, so there is nothing to transition in; "
            + "nothing changed (add fromView to the view the transition should happen in first)"))
      transition(with: fromView, duration: 0, options: [], animations: nil, completion: completion)
      return
    }
    transition(
      with: container, duration: duration, options: options,
      animations: {
        if options.contains(.showHideTransitionViews) {
          if toView.superview !== container { container.insertSubview(toView, aboveSubview: fromView) }
          fromView.isHidden = true
          toView.isHidden = false
        } else {
          container.insertSubview(toView, aboveSubview: fromView)
          fromView.removeFromSuperview()
        }
      }, completion: completion)
  }
}
