extension ViewController {
  /// Moves from showing the child `fromViewController` to showing the child
  /// `toViewController`, the cookbook's way for custom containers: the new child's view is
  /// added just above the old one's (taking the old one's frame if it has none), `animations`
  /// runs over `duration` seconds with `options` (or the transition style in `options` plays),
  /// the old child's view is removed, and `completion` gets whether the animations ran to
  /// their end.
  ///
  /// The two get their appearance calls (the old child's `will` first) when this view
  /// controller is on screen; the containment calls remain the caller's, as on the platform.
  /// Like every transition in Segue it begins on the next frame and has a coordinator. Two
  /// view controllers that are not both children of this one, or an old child whose view is in
  /// no superview, are reported and nothing happens (`completion(false)`); so is a request made
  /// while one of the two is still in another transition, reported as
  /// ``TransitionIssue/Kind/overlappingTransition``: the running transition keeps its views.
  public func transition(
    from fromViewController: ViewController, to toViewController: ViewController, duration: Double,
    options: View.AnimationOptions = [], animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    if let busy = [fromViewController, toViewController].first(where: \.isInTransition) {
      TransitionDiagnostics.report(
        .overlappingTransition,
        "\(traceName).transition(from: \(fromViewController.traceName), to: \(toViewController.traceName)): \(busy.traceName) is in another transition; nothing happened (call it from that transition's completion)"
      )
      completion?(false)
      return
    }
    let family = [fromViewController, toViewController].allSatisfy { $0.parent === self }
    guard family, fromViewController !== toViewController, let container = fromViewController.viewIfLoaded?.superview
    else {
      let problem =
        family && fromViewController !== toViewController
        ? "\(fromViewController.traceName)'s view is in no superview" : "both must be distinct children of it"
      TransitionDiagnostics.report(
        .invalidParameter,
        "\(traceName).transition(from: \(fromViewController.traceName), to: \(toViewController.traceName)): \(problem); nothing happened"
      )
      completion?(false)
      return
    }
    let animator = ChildTransitionAnimator(duration: duration, options: options, animations: animations)
    let context = TransitionContext(
      containerView: container, from: fromViewController, to: toViewController, animator: animator)
    if !isAppearingOrAppeared { context.appearance = .none }
    context.observer = { event in
      switch event {
      case .willBegin:
        break
      case .ended(let completed):
        if completed { fromViewController.viewIfLoaded?.removeFromSuperview() }
      case .finished(let completed):
        completion?(completed && animator.finished)
      case .refused:
        completion?(false)
      }
    }
    context.start()
  }
}
