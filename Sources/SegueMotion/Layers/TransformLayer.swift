/// A layer whose sublayers live in one shared 3D space instead of being flattened into its
/// plane, as `CATransformLayer`.
///
/// It draws nothing of its own: background, contents, border, shadow and `masksToBounds` are
/// ignored, and its opacity multiplies each sublayer's instead of grouping them. Its sublayers
/// (and those of nested transform layers) are sorted back to front by the depth of each
/// one's bounds centre; planes that cross are not split (Core Animation splits them).
@MainActor
open class TransformLayer: Layer {
  /// Creates a transform layer.
  public override init() {
    super.init()
    setModelValue(\.preservesDepth, true)
  }
}
