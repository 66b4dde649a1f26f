import SegueGeometry

/// A rectangle of a layer's bounds space with circular corners of one radius.
struct RoundedBox: Hashable {
  /// The rectangle.
  let rect: Rect
  /// The corner radius, limited to half the shorter side.
  let radius: Double

  /// A rectangle with corners of `radius`, limited to half its shorter side (0 when negative).
  init(_ rect: Rect, radius: Double = 0) {
    self.rect = rect
    self.radius = max(0, min(radius, rect.width / 2, rect.height / 2))
  }

  /// The rectangle moved inwards by `inset` on every side, with the radius reduced by as much:
  /// the inner edge of a border `inset` wide. `nil` when nothing is left.
  func inset(by inset: Double) -> RoundedBox? {
    guard rect.width > 2 * inset, rect.height > 2 * inset else { return nil }
    return RoundedBox(rect.insetBy(dx: inset, dy: inset), radius: radius - inset)
  }
}
