extension ModalTransition {
  /// Ends `presented`'s running presentation or dismissal at once when a request asks for the
  /// opposite (`presenting` it again while it is being dismissed, dismissing it while it is
  /// being presented), and returns the progress the request's transition starts at; nil when
  /// no such transition runs, or when the running one cannot end now (an interaction holds it,
  /// or its animator completes later).
  ///
  /// The same semantics as a navigation controller's conversions (see
  /// ``NavigationController``): the running transition ends at the end it heads for, with
  /// every call that follows (a presentation's `viewDidAppear(_:)`, its completion), and the
  /// request's transition starts in the same frame where its animator shows what was on screen:
  /// see ``TransitionContext/reversalProgress(interactive:)``. When the running transition
  /// cannot end now, it is left to show its end and `nil` is returned: the request is then refused
  /// as any request during a transition is.
  static func convert(_ presented: ViewController, toPresenting presenting: Bool) -> Double? {
    guard let context = presented.activeCoordinator?.context, context.isInterruptible,
      presented.isBeingPresented || presented.isBeingDismissed
    else { return nil }
    let forward = !context.transitionWasCancelled
    let heading = presented.isBeingPresented == forward
    guard heading != presenting else { return nil }
    let start = context.reversalProgress(interactive: false)
    return context.endAtOnce() ? start : nil
  }
}
