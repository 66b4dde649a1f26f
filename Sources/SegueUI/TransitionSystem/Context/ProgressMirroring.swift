/// Segue's addition: an animator that tells how far along its motion its transition shows a
/// progress when it runs by itself (not interactive), so that a container converting the
/// transition into its opposite starts the opposite where it shows the same, and a touch that
/// catches it keeps the screen under the finger.
///
/// Containers take the platform's ease-in-ease-out for animators that do not adopt it: the
/// platform slide and every library animator run on it by themselves (and linearly while
/// interactive, where the progress is the fraction). An animator on a spring or another curve
/// adopts this; one whose opposite plays another motion (VCTransitionsLibrary's cards and
/// portal reverse differently) cannot be mirrored, and its conversions change motion there.
@MainActor
public protocol ProgressMirroring {
  /// The fraction of its motion (0 where it starts, 1 at its end) the transition shows at
  /// `progress` (the time since it began over its duration) when it runs by itself.
  func shownFraction(atProgress progress: Double) -> Double
}
