/// The resistance of content dragged past its edge, the formula commonly cited for the
/// platform's scroll view: `f(x, d) = (1 − 1 / (x · 0.55 / d + 1)) · d`, where `x` is how far
/// past the edge the finger took the content and `d` the scroll view's length on that axis.
///
/// The content follows the finger at first (slope 0.55) and never goes `d` past the edge.
enum RubberBand {
  /// The formula's coefficient, 0.55.
  static let coefficient = 0.55

  /// How far past the edge content shows when the finger took it `overshoot` points past it
  /// (never negative), on an axis `dimension` points long.
  static func displacement(overshoot: Double, dimension: Double) -> Double {
    guard overshoot > 0, dimension > 0 else { return 0 }
    return (1 - 1 / (overshoot * coefficient / dimension + 1)) * dimension
  }

  /// The overshoot the finger made for content shown `displacement` points past the edge: the
  /// inverse of ``displacement(overshoot:dimension:)``, so that a finger catching content past
  /// its edge carries on from where it shows.
  static func overshoot(displacement: Double, dimension: Double) -> Double {
    guard displacement > 0, dimension > 0 else { return 0 }
    let shown = min(displacement, dimension.nextDown)
    return dimension / coefficient * shown / (dimension - shown)
  }
}
