import SegueGeometry

/// A layer that fills its bounds with an axial gradient, as `CAGradientLayer`.
///
/// The gradient is drawn where the background colour would be (above it), rounded by
/// `cornerRadius` like the background; contents and sublayers draw above it.
@MainActor
open class GradientLayer: Layer {
  /// Creates a gradient layer with no colours and a vertical axis.
  public override init() {
    super.init()
    setModelValue(\.gradient, Gradient())
  }

  /// The colours of the gradient's stops.
  public var colors: [Color] {
    get { model.gradientOrDefault.colors }
    set { setModelValue(\.gradientOrDefault.colors, newValue) }
  }
  /// The stops' positions in [0, 1]; `nil` spaces them evenly.
  public var locations: [Double]? {
    get { model.gradientOrDefault.locations }
    set { setModelValue(\.gradientOrDefault.locations, newValue) }
  }
  /// Where the axis starts, in unit coordinates of the bounds.
  public var startPoint: Point {
    get { model.gradientOrDefault.startPoint }
    set { setModelValue(\.gradientOrDefault.startPoint, newValue) }
  }
  /// Where the axis ends, in unit coordinates of the bounds.
  public var endPoint: Point {
    get { model.gradientOrDefault.endPoint }
    set { setModelValue(\.gradientOrDefault.endPoint, newValue) }
  }
}

extension LayerValues {
  /// The gradient, reading an absent one as the default so that a gradient layer's setters
  /// never fail even if its gradient was removed.
  fileprivate var gradientOrDefault: Gradient {
    get { gradient ?? Gradient() }
    set { gradient = newValue }
  }
}
