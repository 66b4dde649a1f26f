/// An interpolatable value that is a vector of real components: `adding` and `subtracting` are
/// component-wise sums, and it can be scaled and measured.
///
/// Conforming types guarantee that `scaled(by: 1)` is the value itself, that
/// `distance(to:)` is the Euclidean distance over all components (symmetric, zero exactly
/// to itself for finite values), and that `interpolated(to:fraction:)` equals
/// `a + t·(b − a)` up to rounding. Keyframe animations use this for paced and cubic modes.
public protocol VectorInterpolatable: Interpolatable {
  /// Every component multiplied by `factor`.
  func scaled(by factor: Double) -> Self

  /// The Euclidean distance to `other` over all components; never negative.
  func distance(to other: Self) -> Double
}

/// The Euclidean norm of a list of component differences.
private func euclideanNorm(_ components: Double...) -> Double {
  components.reduce(0) { $0 + $1 * $1 }.squareRoot()
}

/// A scalar is a one-component vector.
extension Double: VectorInterpolatable {
  /// The product `self · factor`.
  public func scaled(by factor: Double) -> Double { self * factor }

  /// The absolute difference `|self − other|`.
  public func distance(to other: Double) -> Double { abs(self - other) }
}

/// A point is the vector (x, y).
extension Point: VectorInterpolatable {
  /// Both coordinates multiplied by `factor`.
  public func scaled(by factor: Double) -> Point { Point(x: x * factor, y: y * factor) }

  /// The straight-line distance between the points.
  public func distance(to other: Point) -> Double { euclideanNorm(x - other.x, y - other.y) }
}

/// A size is the vector (width, height).
extension Size: VectorInterpolatable {
  /// Both extents multiplied by `factor`.
  public func scaled(by factor: Double) -> Size { Size(width: width * factor, height: height * factor) }

  /// The Euclidean distance over width and height.
  public func distance(to other: Size) -> Double {
    euclideanNorm(width - other.width, height - other.height)
  }
}

/// A vector is the vector (dx, dy).
extension Vector: VectorInterpolatable {
  /// Both components multiplied by `factor`.
  public func scaled(by factor: Double) -> Vector { Vector(dx: dx * factor, dy: dy * factor) }

  /// The length of the difference of the vectors.
  public func distance(to other: Vector) -> Double { euclideanNorm(dx - other.dx, dy - other.dy) }
}

/// A rectangle is the vector (origin.x, origin.y, size.width, size.height) of its stored values.
extension Rect: VectorInterpolatable {
  /// The stored origin and size multiplied by `factor`.
  public func scaled(by factor: Double) -> Rect {
    Rect(origin: origin.scaled(by: factor), size: size.scaled(by: factor))
  }

  /// The Euclidean distance over the four stored components.
  public func distance(to other: Rect) -> Double {
    euclideanNorm(
      origin.x - other.origin.x, origin.y - other.origin.y,
      size.width - other.size.width, size.height - other.size.height)
  }
}

/// A colour is the vector (red, green, blue, alpha) of its straight components.
extension Color: VectorInterpolatable {
  /// The four straight components multiplied by `factor` (not clamped).
  public func scaled(by factor: Double) -> Color {
    Color(red: red * factor, green: green * factor, blue: blue * factor, alpha: alpha * factor)
  }

  /// The Euclidean distance over the four straight components.
  public func distance(to other: Color) -> Double {
    euclideanNorm(red - other.red, green - other.green, blue - other.blue, alpha - other.alpha)
  }
}

/// Insets are the vector (top, left, bottom, right).
extension EdgeInsets: VectorInterpolatable {
  /// The four insets multiplied by `factor`.
  public func scaled(by factor: Double) -> EdgeInsets {
    EdgeInsets(top: top * factor, left: left * factor, bottom: bottom * factor, right: right * factor)
  }

  /// The Euclidean distance over the four insets.
  public func distance(to other: EdgeInsets) -> Double {
    euclideanNorm(top - other.top, left - other.left, bottom - other.bottom, right - other.right)
  }
}
