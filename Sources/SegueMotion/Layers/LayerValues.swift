import SegueGeometry

/// The animatable state of one layer at one instant: its model values, or its presentation
/// values once the attached animations have been applied.
///
/// Defaults are Core Animation's: zero bounds and position, anchor point at the centre, identity
/// transforms, full opacity, visible, no background, no contents, double-sided.
public struct LayerValues: Sendable, Equatable {
  /// The layer's own coordinate space: its origin is what the top-left corner of the layer shows.
  public var bounds: Rect = .zero
  /// Where the anchor point sits in the superlayer's coordinate space.
  public var position: Point = .zero
  /// The point, in unit coordinates of the bounds, that `position` refers to and transforms pivot about.
  public var anchorPoint = Point(x: 0.5, y: 0.5)
  /// The layer's position on the z axis; siblings are drawn in ascending `zPosition`.
  public var zPosition: Double = 0
  /// The transform applied to the layer about its anchor point.
  public var transform: Transform3D = .identity
  /// The transform applied to the sublayers, about this layer's anchor point.
  public var sublayerTransform: Transform3D = .identity
  /// The opacity in [0, 1]; a layer with sublayers is composited as one group.
  public var opacity: Double = 1
  /// Whether the layer and its sublayers are skipped when drawing.
  public var isHidden = false
  /// The colour that fills the bounds, or `nil` for none.
  public var backgroundColor: Color?
  /// The image stretched over the bounds, or `nil` for none.
  public var contents: Bitmap?
  /// Whether sublayers are clipped to the bounds (and the corner radius).
  public var masksToBounds = false
  /// The radius of the rounded corners of the background and of the clip.
  public var cornerRadius: Double = 0
  /// Whether the back of the layer is drawn when it faces away from the viewer.
  public var isDoubleSided = true

  /// Creates values with Core Animation's defaults.
  public init() {}

  /// The anchor point in the layer's own (bounds) coordinates.
  public var anchorInBounds: Point {
    Point(
      x: bounds.origin.x + anchorPoint.x * bounds.size.width,
      y: bounds.origin.y + anchorPoint.y * bounds.size.height)
  }

  /// The matrix that maps the layer's bounds coordinates into its superlayer's coordinates:
  /// move the anchor point to the origin, apply `transform`, move to `position` and `zPosition`.
  public var transformToSuperlayer: Transform3D {
    let anchor = anchorInBounds
    return Transform3D(translationX: -anchor.x, y: -anchor.y, z: 0)
      .concatenating(transform)
      .concatenating(Transform3D(translationX: position.x, y: position.y, z: zPosition))
  }

  /// The matrix that maps a sublayer's superlayer-side coordinates (this layer's bounds space)
  /// through `sublayerTransform`, applied about this layer's anchor point.
  public var sublayerTransformAboutAnchor: Transform3D {
    if sublayerTransform.isIdentity { return .identity }
    let anchor = anchorInBounds
    return Transform3D(translationX: -anchor.x, y: -anchor.y, z: 0)
      .concatenating(sublayerTransform)
      .concatenating(Transform3D(translationX: anchor.x, y: anchor.y, z: 0))
  }
}
