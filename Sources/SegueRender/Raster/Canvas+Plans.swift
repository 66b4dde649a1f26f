extension Canvas {
  /// The plan kept for `key` in this frame: this canvas's, or one another thread drawing the
  /// frame made, or else `make()`'s, then kept for the bands and threads after this one.
  mutating func plan(for key: ColumnPlan.Key, _ make: () -> ColumnPlan?) -> ColumnPlan? {
    if let plan = columnPlans[key] { return plan }
    if let shared = sharedPlans?.plan(for: key) {
      columnPlans[key] = .some(shared)
      return shared
    }
    let plan = make()
    columnPlans[key] = .some(plan)
    sharedPlans?.keep(plan, for: key)
    return plan
  }

  /// The interior runs of `mask` (``CoverageRasterizer/interiorRuns(width:height:)``), made
  /// once a frame like a paint's plan rather than again in every band.
  ///
  /// Segue's choice for speed: a mask turned with its layer (a card with rounded corners in a
  /// turn) has a column view of every column it spans, which each band made anew.
  mutating func interiorRuns(of mask: CoverageRasterizer) -> (any InteriorRuns)? {
    let key = ColumnPlan.Key(matrix: mask.matrix, shape: mask.shape, shader: AnyHashable(MaskIdentity()))
    let (width, height) = (width, height)
    return plan(for: key) {
      mask.interiorRuns(width: width, height: height).map { ColumnPlan(projection: $0, paint: nil) }
    }?
    .projection
  }
}

/// The shader identity of a mask's plan (``Canvas/interiorRuns(of:)``): its runs alone, no paint.
private struct MaskIdentity: Hashable {}
