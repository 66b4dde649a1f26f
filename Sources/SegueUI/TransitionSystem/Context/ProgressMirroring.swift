/// Segue's addition: an animator that says which progress of the opposite transition (the pop
/// of its push, the dismissal of its presentation) shows what its own transition shows, so
/// that a container converting one into the other mid-flight starts the opposite there and
/// nothing jumps.
///
/// Containers use `1 − progress` for animators that do not adopt it, which is exact for an
/// opposite that plays the same motion backwards along a curve symmetric about its middle
/// (linear, ease-in-ease-out); an animator on a spring or an asymmetric curve adopts this.
@MainActor
public protocol ProgressMirroring {
  /// The progress (0 … 1) at which the opposite transition shows what this animator's
  /// transition shows at `progress` (0 … 1, the time since it began over its duration).
  func oppositeProgress(showing progress: Double) -> Double
}
