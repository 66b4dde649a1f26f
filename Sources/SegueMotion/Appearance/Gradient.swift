import SegueGeometry

/// The axial colour ramp a gradient layer fills its bounds with, as `CAGradientLayer` with type `.axial`.
///
/// Colours are interpolated in straight (unpremultiplied) sRGB components and drawn
/// premultiplied; before the first stop the first colour holds, after the last stop the last.
/// Radial and conic gradients are not supported.
public struct Gradient: Sendable, Equatable {
  /// The colours of the stops; with none the layer fills nothing, with one it is a solid fill.
  public var colors: [Color] = []
  /// The stops' positions in [0, 1] along the axis, ascending; `nil` spaces them evenly.
  ///
  /// As in Core Animation, a count different from `colors.count` is ignored (even spacing).
  public var locations: [Double]?
  /// Where the axis starts, in unit coordinates of the bounds (top centre by default).
  public var startPoint = Point(x: 0.5, y: 0)
  /// Where the axis ends, in unit coordinates of the bounds (bottom centre by default).
  public var endPoint = Point(x: 0.5, y: 1)

  /// Creates a gradient with Core Animation's defaults: no colours, a vertical axis.
  public init() {}

  /// Creates a gradient from its stops and axis.
  public init(
    colors: [Color], locations: [Double]? = nil,
    startPoint: Point = Point(x: 0.5, y: 0), endPoint: Point = Point(x: 0.5, y: 1)
  ) {
    self.colors = colors
    self.locations = locations
    self.startPoint = startPoint
    self.endPoint = endPoint
  }
}
