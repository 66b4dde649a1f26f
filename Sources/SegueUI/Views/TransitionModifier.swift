import SegueGeometry

/// How a view without a match enters or leaves in a matched-views transition, as Hero's
/// modifiers: the state it comes from when it enters and goes to when it leaves.
public enum TransitionModifier: Sendable, Hashable {
  /// Fully transparent.
  case fade
  /// Scaled by this factor about its centre.
  case scale(Double)
  /// Moved by this many points.
  case translate(x: Double, y: Double)

  /// The alpha and transform `modifiers` give a view whose own are `alpha` and `transform`.
  public static func apply(_ modifiers: [TransitionModifier], alpha: Double, transform: Transform3D) -> (
    alpha: Double, transform: Transform3D
  ) {
    var result = (alpha: alpha, transform: transform)
    for modifier in modifiers {
      switch modifier {
      case .fade: result.alpha = 0
      case .scale(let factor): result.transform = result.transform.scaledBy(x: factor, y: factor, z: 1)
      case .translate(let x, let y):
        result.transform = result.transform.concatenating(Transform3D(translationX: x, y: y, z: 0))
      }
    }
    return result
  }
}
