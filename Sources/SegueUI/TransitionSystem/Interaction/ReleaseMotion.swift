/// How a percent-driven transition plays its rest after the interaction ends (Segue's
/// addition; see ``PercentDrivenInteractiveTransition/releaseMotion``).
public enum ReleaseMotion: Sendable, Hashable {
  /// The platform's: along ``PercentDrivenInteractiveTransition/completionCurve`` over the
  /// rest of the duration divided by the completion speed, bent at its start to leave at the
  /// progress's speed when ``PercentDrivenInteractiveTransition/continuesInteractionVelocity``
  /// allows it.
  case completionCurve
  /// A critically damped spring whose response is the duration divided by the completion speed
  /// and that starts at the speed the progress was changing when the interaction ended, in
  /// either direction: a finger still moving away from where the transition now heads carries
  /// it a little further before it turns back, as a thrown object would. A progress at rest
  /// starts from rest.
  case spring
}
