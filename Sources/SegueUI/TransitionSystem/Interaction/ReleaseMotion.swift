/// How a percent-driven transition plays its rest after the interaction ends (Segue's
/// addition; see ``PercentDrivenInteractiveTransition/releaseMotion``).
public enum ReleaseMotion: Sendable, Hashable {
  /// The platform's: along ``PercentDrivenInteractiveTransition/completionCurve`` over the
  /// rest of the duration divided by the completion speed, bent at its start to leave at the
  /// progress's speed when ``PercentDrivenInteractiveTransition/continuesInteractionVelocity``
  /// allows it.
  case completionCurve
  /// A critically damped spring that starts at the speed the progress was changing when the
  /// interaction ended, in either direction: a finger still moving away from where the
  /// transition now heads carries it a little further before it turns back, as a thrown object
  /// would. It is stiff enough to settle from rest within the duration divided by the completion
  /// speed, and stiffer after a fast finger, so that it leaves at exactly the finger's speed
  /// without speeding up or slowing down at first. A progress at rest starts from rest. A
  /// custom timing curve and ``PercentDrivenInteractiveTransition/continuesInteractionVelocity``
  /// do not apply to it.
  case spring
}
