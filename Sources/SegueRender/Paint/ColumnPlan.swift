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
    /// The hash of the fields above, worked out once.
    ///
    /// Segue's choice for speed: a paint looks its key up in its canvas's plans, then in the
    /// frame's, then keeps the plan it made in both, and each of those four steps would hash
    /// the matrix, the shape and the shader again (an explosion's hundreds of tiles each make
    /// a key in every band they reach).
    private let digest: Int

    /// The key of `shape` seen through `matrix` and painted by a shader identified by `shader`.
    init(matrix: Transform3D, shape: CoverageShape, shader: AnyHashable) {
      self.matrix = matrix
      box = shape.box
      rounding = shape.rounding
      antialiased = shape.antialiased
      hasHole = shape.hole != nil
      self.shader = shader
      var hasher = Hasher()
      hasher.combine(matrix)
      hasher.combine(box)
      hasher.combine(rounding)
      hasher.combine(antialiased)
      hasher.combine(hasHole)
      hasher.combine(shader)
      digest = hasher.finalize()
    }

    /// Whether two keys are of the same plan: every field equal.
    static func == (a: Key, b: Key) -> Bool {
      a.digest == b.digest && a.matrix == b.matrix && a.box == b.box && a.rounding == b.rounding
        && a.antialiased == b.antialiased && a.hasHole == b.hasHole && a.shader == b.shader
    }

    /// Feeds the hash worked out when the key was made.
    func hash(into hasher: inout Hasher) {
      hasher.combine(digest)
    }
  }
}
