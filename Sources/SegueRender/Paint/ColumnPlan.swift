import SegueGeometry

/// A paint's per-column drawing prepared once per frame: a ``ColumnProjection`` and what draws
/// its interior runs. Every band of a frame draws the same paints, so a canvas keeps plans by
/// ``Key`` and each band after the first reuses them.
struct ColumnPlan {
  /// The shape seen column by column.
  let projection: ColumnProjection
  /// What draws the interior runs.
  let paint: any ColumnPaint

  /// What a plan depends on: the projection, the shape's box (and whether it is a plain box)
  /// and the shader's identity.
  struct Key: Hashable {
    /// The bounds-to-device matrix.
    let matrix: Transform3D
    /// The shape's box.
    let box: Rect
    /// Whether the shape has no rounding and no hole.
    let isPlain: Bool
    /// The shader's ``Shader/columnIdentity``.
    let shader: AnyHashable

    /// The key of `shape` seen through `matrix` and painted by a shader identified by `shader`.
    init(matrix: Transform3D, shape: CoverageShape, shader: AnyHashable) {
      self.matrix = matrix
      box = shape.box
      isPlain = shape.rounding == nil && shape.hole == nil
      self.shader = shader
    }
  }
}
