/// Which of a transition's two view controllers to ask a context for, the analogue of
/// `UITransitionContextViewControllerKey`.
public enum TransitionContextViewControllerKey: String, Sendable, Hashable, CaseIterable {
  /// The view controller on screen when the transition begins.
  case from
  /// The view controller on screen when the transition completes.
  case to
}

/// Which of a transition's two views to ask a context for, the analogue of
/// `UITransitionContextViewKey`.
public enum TransitionContextViewKey: String, Sendable, Hashable, CaseIterable {
  /// The view shown at the beginning of the transition, or at the end of a cancelled one.
  case from
  /// The view shown at the end of a completed transition.
  case to
}
