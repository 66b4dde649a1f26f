import SegueGeometry
import SegueMotion

/// A paint's per-column (or per-row) drawing prepared once per frame: a ``ColumnProjection``
/// (or ``RowProjection``) and what draws its interior runs. Every band of a frame draws the same paints, so a canvas keeps plans by
/// ``Key`` and each band after the first reuses them; the threads drawing a frame share theirs
/// (see ``FramePlans``).
///
/// Sendable unchecked: a plan is never changed once made, and what it holds (projections'
/// tables, paints' colours, tables and images) are values or immutable storage.
struct ColumnPlan: @unchecked Sendable {
  /// The shape seen column by column, or row by row.
  let projection: any InteriorRuns
  /// What draws the interior runs; `nil` in a mask's plan, whose runs blend a group (see
  /// ``Canvas/interiorRuns(of:)``).
  let paint: (any ColumnPaint)?

  /// What a plan depends on: the projection, the shape (its box, its rounding, its
  /// anti-aliased edges and whether it has a hole) and the shader's identity.
  ///
  /// Sendable unchecked: the shader's identity is a value (a colour, a gradient's stops and
  /// axis, an image's address and mapping).
  struct Key: Hashable, @unchecked Sendable {
    /// The bounds-to-device matrix.
    let matrix: Transform3D
    /// The shape's box.
    let box: Rect
    /// The shape's rounded corners, if any.
    let rounding: RoundedBox?
    /// The shape's anti-aliased edges, which set its edge columns' coverage and margins.
    let antialiased: EdgeAntialiasingMask
    /// Whether the shape has a hole.
    let hasHole: Bool
    /// The shader's ``Shader/columnIdentity``.
    let shader: AnyHashable

    /// The key of `shape` seen through `matrix` and painted by a shader identified by `shader`.
    init(matrix: Transform3D, shape: CoverageShape, shader: AnyHashable) {
      self.matrix = matrix
      box = shape.box
      rounding = shape.rounding
      antialiased = shape.antialiased
      hasHole = shape.hole != nil
      self.shader = shader
    }
  }
}
