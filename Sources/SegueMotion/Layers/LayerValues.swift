import SegueGeometry
import SegueImage

/// The animatable state of one layer at one instant: its model values, or its presentation
/// values once the attached animations have been applied.
///
/// Defaults are Core Animation's: zero bounds and position, anchor point at the centre, identity
/// transforms, full opacity, visible, no background, no contents (stretched over the whole
/// bounds), no border, no shadow, double-sided. What only some layer kinds have lives in optional
/// parts (`gradient`, `text`) so that ordinary layers stay small.
public struct LayerValues: Sendable, Equatable {
  /// The layer's own coordinate space: its origin is what the top-left corner of the layer shows.
  public var bounds: Rect = .zero
  /// Where the anchor point sits in the superlayer's coordinate space.
  public var position: Point = .zero
  /// The point, in unit coordinates of the bounds, that `position` refers to and transforms pivot about.
  public var anchorPoint = Point(x: 0.5, y: 0.5)
  /// The layer's position on the z axis; siblings are drawn in ascending `zPosition`.
  public var zPosition: Double = 0
  /// The opacity in [0, 1]; a layer with sublayers is composited as one group.
  public var opacity: Double = 1
  /// The transform applied to the layer about its anchor point.
  public var transform: Transform3D = .identity
  /// The transform applied to the sublayers, about this layer's anchor point.
  public var sublayerTransform: Transform3D = .identity
  /// Whether the layer and its sublayers are skipped when drawing.
  public var isHidden = false
  /// The colour that fills the bounds, or `nil` for none.
  public var backgroundColor: Color?
  /// The image drawn in the bounds as `contentsGravity` says, or `nil` for none.
  public var contents: Bitmap?
  /// How the contents are placed in the bounds.
  public var contentsGravity: LayerContentsGravity = .resize
  /// The part of the contents shown, in unit coordinates of the image; parts outside the unit
  /// square repeat the image's edge pixels.
  public var contentsRect = Rect(x: 0, y: 0, width: 1, height: 1)
  /// The contents' pixels per point, which sets their natural size for the non-resizing gravities.
  public var contentsScale: Double = 1
  /// Whether the layer's edges are anti-aliased at all. Segue's choice: `true` by default, where
  /// Core Animation defaults to `false` and shows jagged edges on turned layers.
  public var allowsEdgeAntialiasing = true
  /// Which of the layer's edges are anti-aliased when `allowsEdgeAntialiasing` is on; all by default.
  public var edgeAntialiasingMask: EdgeAntialiasingMask = .all
  /// Whether sublayers, contents and the shadow are clipped to the bounds (and the corner radius).
  public var masksToBounds = false
  /// The radius of the rounded corners of the background, gradient, border and clip (the
  /// contents are only rounded by the clip, as Core Animation does).
  public var cornerRadius: Double = 0
  /// Whether the back of the layer is drawn when it faces away from the viewer.
  public var isDoubleSided = true
  /// The width of the border drawn inside the bounds, above the contents and sublayers.
  public var borderWidth: Double = 0
  /// The border's colour (opaque black by default, as Core Animation).
  public var borderColor: Color = .black
  /// The drop shadow (invisible by default).
  public var shadow = Shadow()
  /// The axial gradient filling the bounds: set for gradient layers, `nil` otherwise.
  public var gradient: Gradient?
  /// The text drawn in the bounds: set for text layers, `nil` otherwise.
  public var text: TextAttributes?
  /// Whether sublayers share this layer's 3D space instead of being flattened into its plane:
  /// `true` for transform layers, which draw nothing of their own.
  public var preservesDepth = false

  /// Creates values with Core Animation's defaults.
  public init() {}

  /// The edges drawn anti-aliased: `edgeAntialiasingMask`, or none when anti-aliasing is off.
  public var antialiasedEdges: EdgeAntialiasingMask {
    allowsEdgeAntialiasing ? edgeAntialiasingMask : []
  }

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
